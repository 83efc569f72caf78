import { and, desc, eq, or, sql } from "drizzle-orm";
import { type ContactQuery, phoneDigitsSql } from "~/domains/core/contact-search";
import type { Database } from "~/db/client.server";
import { bookings, bookingTravellers } from "./tables";
import { getTravellers } from "./travellers.server";

// Manage booking (product rules §2 and §6): a booking found by its reference and e-mail (orders/retrieve.server.ts asks
// every product).

/**
 * The bookings with this code, Tern's reference or the airline's PNR, each with its lead traveller's e-mail (manage
 * booking's look-up, app/domains/orders). The travellers are read whether or not the code exists, so both failures
 * take the same path.
 */
export async function bookingContacts(db: Database, code: string) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(or(eq(bookings.reference, code), eq(bookings.pnr, code)))
    .limit(5);
  const contacts = await Promise.all(
    (rows.length ? rows : [{ id: "----------------" }]).map(async ({ id }) => {
      const [lead] = await getTravellers(db, id);
      return { id, email: lead?.email?.toLowerCase() ?? null };
    }),
  );
  return rows.length ? contacts : [];
}

/** The bookings whose lead traveller has this e-mail or phone, newest first (the desk's support search). */
export async function bookingsByContact(db: Database, contact: ContactQuery, limit: number): Promise<string[]> {
  const matches = [
    contact.email ? sql`lower(${bookingTravellers.email}) = ${contact.email}` : undefined,
    contact.phoneDigits ? sql`${phoneDigitsSql(bookingTravellers.phone)} = ${contact.phoneDigits}` : undefined,
  ].filter((m) => m !== undefined);
  if (matches.length === 0) return [];
  const rows = await db
    .select({ id: bookings.id })
    .from(bookingTravellers)
    .innerJoin(bookings, eq(bookings.id, bookingTravellers.bookingId))
    .where(and(eq(bookingTravellers.position, 0), or(...matches)))
    .orderBy(desc(bookings.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
