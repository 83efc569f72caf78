import type { Database } from "~/db/client.server";
import { ownerAudit } from "./tables";

// The owners' audit trail (DESIGN.md, Security): every owner action writes its row in the batch of its change.

/** Who acts in the extranet: the signed-in member, by the e-mail their properties name, from where. */
export interface OwnerActor {
  memberId: string;
  email: string;
  address: string;
}

export const OWNER_ACTIONS = [
  "property.update",
  "manager.invite",
  "room.add",
  "room.update",
  "photo.add",
  "calendar.set",
  "reservation.no_show",
] as const;
export type OwnerAction = (typeof OWNER_ACTIONS)[number];

export function ownerAuditStatement(
  db: Database,
  actor: OwnerActor,
  propertyId: string,
  action: OwnerAction,
  detail: Record<string, unknown> | null,
  now: Date,
) {
  return db.insert(ownerAudit).values({
    memberId: actor.memberId,
    propertyId,
    at: now.toISOString(),
    action,
    detailJson: detail ? JSON.stringify(detail) : null,
    address: actor.address,
  });
}
