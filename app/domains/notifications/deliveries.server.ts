import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { emailDeliveries, emailSuppressions } from "./tables";

// What became of the e-mails a real provider sent (decision 017): each send recorded by its dedupe key with the
// provider's id, its fate as the provider's webhooks tell it, and the addresses no e-mail goes to any more.

const address = (to: string) => to.trim().toLowerCase();

export async function isSuppressed(db: Database, to: string): Promise<boolean> {
  const [row] = await db
    .select({ address: emailSuppressions.address })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.address, address(to)));
  return row !== undefined;
}

/** One row per message: a send again (the queue's retry) keeps the first row and takes the provider's id. */
export async function recordDelivery(
  db: Database,
  input: {
    dedupeKey: string;
    to: string;
    status: "sent" | "failed" | "suppressed";
    providerId?: string;
    reason?: string;
  },
  now: Date,
) {
  const at = now.toISOString();
  await db
    .insert(emailDeliveries)
    .values({
      dedupeKey: input.dedupeKey,
      providerId: input.providerId ?? null,
      toAddress: address(input.to),
      status: input.status,
      reason: input.reason ?? null,
      sentAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: emailDeliveries.dedupeKey,
      set: { providerId: input.providerId ?? null, status: input.status, reason: input.reason ?? null, updatedAt: at },
    });
}

export type DeliveryEvent =
  | { kind: "delivered" | "delayed"; providerId: string }
  | { kind: "bounced"; providerId: string; to: string[]; permanent: boolean; reason: string }
  | { kind: "complained"; providerId: string; to: string[] };

/**
 * A provider's event on a sent e-mail; a permanent bounce or a complaint suppresses the address. A milder event after
 * a worse one (delivered after bounced, events out of order) changes nothing.
 */
export async function recordDeliveryEvent(db: Database, event: DeliveryEvent, now: Date) {
  const at = now.toISOString();
  const reason = event.kind === "bounced" ? event.reason.slice(0, 500) : null;
  const status = event.kind === "bounced" && !event.permanent ? "delayed" : event.kind;
  const mild = status === "delivered" || status === "delayed";
  await db
    .update(emailDeliveries)
    .set({ status, reason, updatedAt: at })
    .where(
      and(
        eq(emailDeliveries.providerId, event.providerId),
        ...(mild ? [inArray(emailDeliveries.status, ["sent", "delayed"])] : []),
      ),
    );
  const suppress = event.kind === "complained" || (event.kind === "bounced" && event.permanent);
  if (!suppress) return;
  for (const to of event.to) {
    await db
      .insert(emailSuppressions)
      .values({ address: address(to), reason: event.kind, at })
      .onConflictDoNothing();
  }
}
