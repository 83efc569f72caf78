import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * A hotel booking: one rate of one room type for every room of the party, held night by night in the
 * property's Inventory object, then paid through the same gateway as flights and confirmed by the hotel. The quote
 * is kept as it was priced at reservation, so every step shows and charges exactly what was held.
 */
export const stays = sqliteTable(
  "stays",
  {
    id: text("id").primaryKey(),
    /** The short reference a traveller reads out on the phone (the same alphabet as a flight booking's). */
    reference: text("reference").notNull().unique(),
    visitorId: text("visitor_id").notNull(),
    memberId: text("member_id"),
    /** draft -> pending_payment -> paid -> confirmed; payment_failed, expired, cancelled, not_completed. */
    status: text("status").notNull(),
    locale: text("locale").notNull(),
    currency: text("currency").notNull(),
    country: text("country").notNull(),
    propertyId: text("property_id").notNull(),
    roomCode: text("room_code").notNull(),
    planCode: text("plan_code").notNull(),
    checkIn: text("check_in").notNull(),
    checkOut: text("check_out").notNull(),
    /** Each room's party: adults and children's ages, JSON. */
    roomsJson: text("rooms_json").notNull(),
    /** The priced stay: the property's facts, the room and rate, each room's price, the policy; JSON. */
    quoteJson: text("quote_json").notNull(),
    total: integer("total").notNull(),
    /** The listing's query string: "keep the search" goes back to it. */
    search: text("search").notNull(),
    /** The Inventory hold of every room-night ("{id}-rooms"). */
    holdId: text("hold_id").notNull(),
    holdExpiresAt: text("hold_expires_at").notNull(),
    /** The hotel's confirmation number, once it confirmed the stay. */
    confirmation: text("confirmation"),
    confirmedAt: text("confirmed_at"),
    /** Why a paid stay was not confirmed: "supplier_failed", "rooms_lost", "guests_missing". */
    outcome: text("outcome"),
    /** A cancellation: when, what goes back to the payer, and when the hotel, the rooms and the refund were settled. */
    cancelledAt: text("cancelled_at"),
    cancelRefund: integer("cancel_refund"),
    cancelSettledAt: text("cancel_settled_at"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [
    index("stays_visitor_idx").on(table.visitorId, table.createdAt),
    index("stays_member_idx").on(table.memberId, table.createdAt),
    index("stays_status_idx").on(table.status, table.updatedAt),
    // Manage booking finds a stay by the hotel's confirmation number, typed with or without its dash.
    index("stays_confirmation_idx").on(sql`replace(${table.confirmation}, '-', '')`),
  ],
);

/** The lead guest of each room, the contact on the first, and the party's special requests. */
export const stayGuests = sqliteTable(
  "stay_guests",
  {
    stayId: text("stay_id").notNull(),
    room: integer("room").notNull(),
    title: text("title").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    /** Plain text, shown escaped; passed to the hotel as written. */
    requests: text("requests"),
  },
  (table) => [primaryKey({ columns: [table.stayId, table.room] })],
);
