import { eq, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "./tables";
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
