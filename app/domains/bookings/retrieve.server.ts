import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rowToBooking } from "./lifecycle.server";
import { bookings } from "./tables";
import { getTravellers } from "./travellers.server";

// Manage booking (product rules §2 and §6): a booking found by its reference and e-mail (orders/retrieve.server.ts asks
// every product), and e-mailed links that carry a signed, expiring token opening their one booking on any device.

/**
 * The booking with this reference and its lead traveller's e-mail (manage booking's look-up, app/domains/orders). The
 * travellers are read whether or not the reference exists, so both failures take the same path.
 */
export async function bookingContact(db: Database, reference: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  const travellers = await getTravellers(db, row?.id ?? "----------------");
  return { booking: row ? rowToBooking(row) : null, email: travellers[0]?.email?.toLowerCase() ?? null };
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
