import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rowToBooking } from "./lifecycle.server";
import { bookings } from "./tables";
import { getTravellers } from "./travellers.server";

// Manage booking (product rules §2 and §6): a booking found by its reference and e-mail (orders/retrieve.server.ts asks
// every product).

/**
 * The booking with this reference and its lead traveller's e-mail (manage booking's look-up, app/domains/orders). The
 * travellers are read whether or not the reference exists, so both failures take the same path.
 */
export async function bookingContact(db: Database, reference: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  const travellers = await getTravellers(db, row?.id ?? "----------------");
  return { booking: row ? rowToBooking(row) : null, email: travellers[0]?.email?.toLowerCase() ?? null };
}
