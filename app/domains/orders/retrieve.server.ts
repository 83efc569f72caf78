import type { Database } from "~/db/client.server";
import { normalizeReference } from "~/domains/bookings/schema";
import { runBatch } from "~/db/batch";
import { countEvent, forgiveStatement } from "~/domains/core/counters.server";
import { ORDER_KINDS } from "./orders.server";

// Manage booking's one look-up (product rules §2 and §6): an order of any product, by its reference and its contact's
// e-mail, with the same answer and the same work for an unknown reference and a wrong e-mail.

/**
 * Failed look-ups allowed per reference in a window, after which that reference waits the window out; and per address,
 * after which the address slows down to one look-up a minute rather than being locked out: many travellers share one
 * mobile carrier's address (docs/sandbox.md).
 */
export const LOOKUP_FAILURES_PER_REFERENCE = 5;
export const LOOKUP_FAILURES_PER_IP = 20;
export const LOOKUP_WINDOW_MINUTES = 15;
export const LOOKUP_SLOWDOWN_MINUTES = 1;

export type RetrieveResult =
  /** An order of any kind: its kind, id, and manage page. */
  | { kind: "found"; order: { kind: string; id: string; path: string } }
  | { kind: "not_found" }
  | { kind: "throttled"; minutes: number };

/**
 * The order, of any kind, with this reference whose contact's e-mail is this one. Every kind is asked, so an unknown
 * reference and a wrong e-mail do the same work and answer the same; every failure counts against the reference and
 * the address, counted before the look-up (a look-up that finds, or is throttled, gives its count back).
 */
export async function retrieveOrder(
  db: Database,
  input: { reference: string; email: string },
  from: { ip: string },
  now: Date,
): Promise<RetrieveResult> {
  const reference = normalizeReference(input.reference);
  const windowMs = LOOKUP_WINDOW_MINUTES * 60_000;
  const keys = [`lookup:ref:${reference}`, `lookup:ip:${from.ip}`] as const;
  // Counted before anything is looked up (a burst is counted whole); a look-up that finds its order gives its count back.
  const [byReference = 0, byIp = 0] = await Promise.all(keys.map((key) => countEvent(db, key, windowMs, now)));
  const forgive = () => runBatch(db, [forgiveStatement(db, keys[0]), forgiveStatement(db, keys[1])]);
  if (byReference > LOOKUP_FAILURES_PER_REFERENCE) {
    await forgive();
    return { kind: "throttled", minutes: LOOKUP_WINDOW_MINUTES };
  }
  // A busy address: one look-up a minute, counted as it is tried (two at the same moment: one goes through).
  if (
    byIp > LOOKUP_FAILURES_PER_IP &&
    (await countEvent(db, `lookup:pace:${from.ip}`, LOOKUP_SLOWDOWN_MINUTES * 60_000, now)) > 1
  ) {
    await forgive();
    return { kind: "throttled", minutes: LOOKUP_SLOWDOWN_MINUTES };
  }
  const given = input.email.trim().toLowerCase();
  const contacts = await Promise.all(
    ORDER_KINDS.map(async (kind) => (await kind.byReference(db, reference)).map((contact) => ({ kind, contact }))),
  );
  const hit = contacts.flat().find(({ contact }) => contact.email !== null && contact.email === given);
  if (hit) {
    await forgive();
    const { id } = hit.contact;
    return { kind: "found", order: { kind: hit.kind.kind, id, path: hit.kind.managePath(id) } };
  }
  return { kind: "not_found" };
}
