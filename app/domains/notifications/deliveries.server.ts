import { and, eq } from "drizzle-orm";
import { runBatch } from "~/db/batch";
import type { Database } from "~/db/client.server";
import { createdStatement, moveStatements } from "~/domains/core/state-machine";
import { EMAIL_DELIVERY, type EmailDeliveryStatus } from "./machines";
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

/**
 * One row per message, created in its first status; a send again (the queue's retry) keeps the first row, takes the
 * provider's id, and moves it as its machine allows (failed, then sent).
 */
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
  const also = { providerId: input.providerId ?? null, reason: input.reason ?? null };
  const [row] = await db
    .select({ status: emailDeliveries.status })
    .from(emailDeliveries)
    .where(eq(emailDeliveries.dedupeKey, input.dedupeKey));
  if (!row) {
    await runBatch(db, [
      db
        .insert(emailDeliveries)
        .values({
          dedupeKey: input.dedupeKey,
          toAddress: address(input.to),
          status: input.status,
          ...also,
          sentAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing(),
      createdStatement(db, EMAIL_DELIVERY, { id: input.dedupeKey, status: input.status }, "recorded at sending"),
    ]);
    return;
  }
  await runBatch(
    db,
    moveOrKeep(
      db,
      { id: input.dedupeKey, status: row.status as EmailDeliveryStatus },
      input.status,
      "sent again",
      now,
      also,
    ),
  );
}

/**
 * A delivery's move to `to` with its columns, through its machine; in the same status, only its columns; a move the
 * machine does not allow (milder after worse), nothing.
 */
function moveOrKeep(
  db: Database,
  delivery: { id: string; status: EmailDeliveryStatus },
  to: EmailDeliveryStatus,
  reason: string,
  now: Date,
  also: { providerId?: string | null; reason: string | null },
) {
  if (delivery.status === to) {
    return [
      db
        .update(emailDeliveries)
        .set({ ...also, updatedAt: now.toISOString() })
        .where(and(eq(emailDeliveries.dedupeKey, delivery.id), eq(emailDeliveries.status, to))),
    ];
  }
  return EMAIL_DELIVERY.can(delivery.status, to)
    ? moveStatements(db, EMAIL_DELIVERY, delivery, to, { reason, now, also })
    : [];
}

export type DeliveryEvent =
  | { kind: "delivered" | "delayed"; providerId: string }
  | { kind: "bounced"; providerId: string; to: string[]; permanent: boolean; reason: string }
  | { kind: "complained"; providerId: string; to: string[] };

/**
 * A provider's event on a sent e-mail, as its delivery's move; a permanent bounce or a complaint suppresses the
 * address. A milder event after a worse one (delivered after bounced, events out of order) changes nothing.
 */
export async function recordDeliveryEvent(db: Database, event: DeliveryEvent, now: Date) {
  const reason = event.kind === "bounced" ? event.reason.slice(0, 500) : null;
  const status: EmailDeliveryStatus = event.kind === "bounced" && !event.permanent ? "delayed" : event.kind;
  const rows = await db
    .select({ id: emailDeliveries.dedupeKey, status: emailDeliveries.status })
    .from(emailDeliveries)
    .where(eq(emailDeliveries.providerId, event.providerId));
  const statements = rows.flatMap((row) =>
    moveOrKeep(db, { id: row.id, status: row.status as EmailDeliveryStatus }, status, `provider: ${event.kind}`, now, {
      reason,
    }),
  );
  await runBatch(db, statements);
  const suppress = event.kind === "complained" || (event.kind === "bounced" && event.permanent);
  if (!suppress) return;
  const at = now.toISOString();
  for (const to of event.to) {
    await db
      .insert(emailSuppressions)
      .values({ address: address(to), reason: event.kind, at })
      .onConflictDoNothing();
  }
}
