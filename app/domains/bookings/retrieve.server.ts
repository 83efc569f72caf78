import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { countEvent, readCount } from "~/domains/accounts/counters.server";
import { rowToBooking } from "./lifecycle.server";
import { normalizeReference } from "./schema";
import { bookings } from "./tables";
import { getTravellers } from "./travellers.server";
import { stayContact } from "~/domains/stays/lifecycle.server";
import type { Booking } from "./types";

// Manage booking (product rules §2 and §6; #17): a visitor retrieves a booking with its reference and its e-mail,
// and e-mailed links carry a signed, expiring token that opens their one booking on any device.

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
  | { kind: "found"; booking: Booking }
  /** A hotel stay's reference (#18): stays are managed on their own pages. */
  | { kind: "found_stay"; stayId: string }
  | { kind: "not_found" }
  | { kind: "throttled"; minutes: number };

/**
 * The booking with this reference whose lead traveller's e-mail is this one. An unknown reference and a wrong
 * e-mail do the same work and answer the same; every failure counts against the reference and the address.
 */
export async function retrieveBooking(
  db: Database,
  input: { reference: string; email: string },
  from: { ip: string },
  now: Date,
): Promise<RetrieveResult> {
  const reference = normalizeReference(input.reference);
  const windowMs = LOOKUP_WINDOW_MINUTES * 60_000;
  const keys = [`lookup:ref:${reference}`, `lookup:ip:${from.ip}`] as const;
  const [byReference = 0, byIp = 0] = await Promise.all(keys.map((key) => readCount(db, key, now)));
  if (byReference >= LOOKUP_FAILURES_PER_REFERENCE) return { kind: "throttled", minutes: LOOKUP_WINDOW_MINUTES };
  // A busy address: one look-up a minute, counted as it is tried (two at the same moment: one goes through).
  if (
    byIp >= LOOKUP_FAILURES_PER_IP &&
    (await countEvent(db, `lookup:pace:${from.ip}`, LOOKUP_SLOWDOWN_MINUTES * 60_000, now)) > 1
  ) {
    return { kind: "throttled", minutes: LOOKUP_SLOWDOWN_MINUTES };
  }
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  // The travellers are read whether or not the reference exists: both failures take the same path.
  const travellers = await getTravellers(db, row?.id ?? "----------------");
  const email = travellers[0]?.email?.toLowerCase() ?? null;
  const given = input.email.trim().toLowerCase();
  if (row && email !== null && email === given) return { kind: "found", booking: rowToBooking(row) };
  const stay = row ? null : await stayContact(db, reference);
  if (stay && stay.email === given) return { kind: "found_stay", stayId: stay.id };
  await Promise.all(keys.map((key) => countEvent(db, key, windowMs, now)));
  return { kind: "not_found" };
}

/** How long a link from an e-mail opens its booking. */
export const ACCESS_LINK_DAYS = 30;

const sign = (secret: string, message: string) => createHmac("sha256", secret).update(message).digest("base64url");

/** `expires.signature`: opens `bookingId` until `expires` (seconds since the epoch), for whoever holds it. */
export function bookingAccessToken(secret: string, bookingId: string, now: Date, days = ACCESS_LINK_DAYS): string {
  const expires = Math.floor(now.getTime() / 1000) + days * 86_400;
  return `${expires}.${sign(secret, `manage:${bookingId}:${expires}`)}`;
}

/** Whether a token opens this booking now: signed with the secret, for this booking, not expired. */
export function verifyBookingAccess(secret: string, bookingId: string, token: string, now: Date): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(sign(secret, `manage:${bookingId}:${expires}`));
  return timingSafeEqual(expected, Buffer.from(match[2] ?? ""));
}
