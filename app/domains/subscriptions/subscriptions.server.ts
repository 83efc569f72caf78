import { eq } from "drizzle-orm";
import { runBatch } from "~/db/batch";
import { signature, signatureMatches } from "~/lib/signer";
import type { Database } from "~/db/client.server";
import { commit, type Jobs } from "~/domains/checkout/checkout.server";
import { claimAttempt } from "~/domains/core/counters.server";
import { stableIdFor } from "~/domains/core/ids";
import { createdStatement, moveStatements } from "~/domains/core/state-machine";
import type { OutboxJob } from "~/domains/jobs/outbox.server";
import type { Locale } from "~/i18n/locales";
import { subscriptions } from "./tables";
import {
  CONFIRM_RESEND_MINUTES,
  PER_ADDRESS_PER_HOUR,
  SUBSCRIPTION,
  type Subscription,
  type SubscriptionKind,
  type WatchDetails,
  WatchDetailsSchema,
} from "./types";
import { kindJob } from "~/domains/jobs/kinds";

export interface SubscriptionDeps {
  db: Database;
  now: Date;
  jobs: Jobs;
}

type Row = typeof subscriptions.$inferSelect;

export function fromRow(row: Row): Subscription {
  return {
    id: row.id,
    kind: row.kind as SubscriptionKind,
    email: row.email,
    topic: row.topic,
    locale: row.locale as Locale,
    status: row.status as Subscription["status"],
    details: row.detailsJson ? WatchDetailsSchema.parse(JSON.parse(row.detailsJson)) : null,
    consentAt: row.consentAt,
    alertedAmount: row.alertedAmount,
    confirmSentAt: row.confirmSentAt,
  };
}

export async function getSubscription(db: Database, id: string): Promise<Subscription | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row ? fromRow(row) : null;
}

/** The e-mail job of a subscription: its confirmation link, or a price watch's alert at a price. */
export function subscriptionEmail(id: string, message: "confirm" | "alert", key: string): OutboxJob {
  const dedupeKey = `subscription:${id}:${message}:${key}`;
  return kindJob("subscription_email", dedupeKey, { subscriptionId: id, message, dedupeKey });
}

/** The token of a subscription's e-mailed link: it confirms, or unsubscribes, that one subscription (never expires). */
export function subscriptionToken(secret: string, id: string, purpose: "confirm" | "unsubscribe"): string {
  return signature(secret, `subscription:${purpose}:${id}`);
}

export function verifySubscriptionToken(
  secret: string,
  id: string,
  purpose: "confirm" | "unsubscribe",
  token: string,
): boolean {
  return signatureMatches(secret, `subscription:${purpose}:${id}`, token);
}

/**
 * Subscribes an address, double opt-in: a new (or unsubscribed) one is pending and sent its confirmation link; one
 * already pending is sent it again only once an hour has passed; one confirmed is sent nothing. Asking twice is not an
 * error and sends nothing twice. An address asking for more than its hourly share is refused.
 */
export async function subscribe(
  deps: SubscriptionDeps,
  input: {
    kind: SubscriptionKind;
    email: string;
    locale: Locale;
    topic: string;
    details: WatchDetails | null;
    source: string;
  },
): Promise<{ ok: true; id: string } | { ok: false; reason: "too_many" }> {
  const { db, now } = deps;
  const email = input.email.trim().toLowerCase();
  const id = await stableIdFor("subscription", input.kind, email, input.topic);
  const existing = await getSubscription(db, id);
  const at = now.toISOString();
  const resendFrom = new Date(now.getTime() - CONFIRM_RESEND_MINUTES * 60_000).toISOString();
  if (existing && (existing.status === "confirmed" || existing.status === "ended")) return { ok: true, id };
  if (existing?.status === "pending" && (existing.confirmSentAt ?? "") > resendFrom) return { ok: true, id };
  // Counted as it is decided, in one statement (DESIGN.md, Security): twenty sent at once are twenty.
  if (!(await claimAttempt(db, `subscribe:${email}`, PER_ADDRESS_PER_HOUR, 3_600_000, now))) {
    return { ok: false, reason: "too_many" };
  }
  const job = subscriptionEmail(id, "confirm", at.slice(0, 16));
  const details = input.details ? JSON.stringify(input.details) : null;
  if (!existing) {
    await commit(
      deps,
      [
        db
          .insert(subscriptions)
          .values({
            id,
            kind: input.kind,
            email,
            topic: input.topic,
            locale: input.locale,
            status: "pending",
            detailsJson: details,
            source: input.source,
            confirmSentAt: at,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing(),
        createdStatement(db, SUBSCRIPTION, { id, status: "pending" }, `${input.kind} asked for`),
      ],
      [job],
    );
  } else if (existing.status === "pending") {
    await commit(
      deps,
      [db.update(subscriptions).set({ confirmSentAt: at, updatedAt: at }).where(eq(subscriptions.id, id))],
      [job],
    );
  } else {
    await commit(
      deps,
      moveStatements(db, SUBSCRIPTION, existing, "pending", {
        reason: "asked for again",
        now,
        also: { confirmSentAt: at, locale: input.locale, detailsJson: details, alertedAmount: null },
      }),
      [job],
    );
  }
  return { ok: true, id };
}

/** Confirms a pending subscription: consent is recorded with its time. Confirming again changes nothing. */
export async function confirmSubscription(deps: Pick<SubscriptionDeps, "db" | "now">, sub: Subscription) {
  if (sub.status !== "pending") return sub.status === "confirmed" || sub.status === "ended";
  await runBatch(
    deps.db,
    moveStatements(deps.db, SUBSCRIPTION, sub, "confirmed", {
      reason: "confirmed from its e-mail",
      now: deps.now,
      also: { consentAt: deps.now.toISOString() },
    }),
  );
  return true;
}

/** Unsubscribes, from any e-mail's link or its one-click header: nothing more is sent. Again, it changes nothing. */
export async function unsubscribe(deps: Pick<SubscriptionDeps, "db" | "now">, sub: Subscription) {
  if (sub.status !== "pending" && sub.status !== "confirmed") return;
  await runBatch(
    deps.db,
    moveStatements(deps.db, SUBSCRIPTION, sub, "unsubscribed", { reason: "unsubscribed", now: deps.now }),
  );
}
