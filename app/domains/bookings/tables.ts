import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { identityColumns, travelDocumentColumns } from "~/db/person-columns";

/**
 * A flight booking from the selected fare to its ticket (docs/architecture.md, the booking state machine). The priced offer is kept as
 * the supplier answered it, so every step shows and charges exactly what was held.
 */
export const bookings = sqliteTable(
  "bookings",
  {
    id: text("id").primaryKey(),
    /** The short reference a traveller reads out on the phone. */
    reference: text("reference").notNull().unique(),
    /** The browser that made it (its session's visitor id), and the member signed in on it, if any. */
    visitorId: text("visitor_id").notNull(),
    memberId: text("member_id"),
    status: text("status").notNull(),
    locale: text("locale").notNull(),
    currency: text("currency").notNull(),
    country: text("country").notNull(),
    offerId: text("offer_id").notNull(),
    familyCode: text("family_code").notNull(),
    /** The FlightOffer as priced again at selection, JSON. */
    offerJson: text("offer_json").notNull(),
    adults: integer("adults").notNull(),
    /** Children's ages as searched, comma-separated. */
    childAges: text("child_ages").notNull(),
    infants: integer("infants").notNull(),
    /** The results page's query string: "choose another option" goes back to it. */
    search: text("search").notNull(),
    holdExpiresAt: text("hold_expires_at").notNull(),
    promoCode: text("promo_code"),
    pnr: text("pnr"),
    pnrCreatedAt: text("pnr_created_at"),
    /** Why a booking ended without tickets: "pnr_failed", "seats_lost", "travellers_missing". */
    outcome: text("outcome"),
    /** The Inventory hold that keeps the cabin seats: "{id}-cabin" until a change moves the booking to other flights. */
    cabinHoldId: text("cabin_hold_id"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [
    index("bookings_visitor_idx").on(table.visitorId, table.createdAt),
    index("bookings_member_idx").on(table.memberId, table.createdAt),
    // Manage booking finds a booking by the airline's PNR as by its own reference.
    index("bookings_pnr_idx").on(table.pnr),
  ],
);

/** One row per passenger, in the order searched: adults, then children, then infants. */
export const bookingTravellers = sqliteTable(
  "booking_travellers",
  {
    bookingId: text("booking_id").notNull(),
    position: integer("position").notNull(),
    type: text("type").notNull(),
    ...identityColumns(),
    email: text("email"),
    phone: text("phone"),
    ...travelDocumentColumns(),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.position] })],
);

/**
 * Extras with the price they were chosen at: a bag or a seat per traveller and flight ("0-1" is the second
 * flight of the first slice), or a catalog add-on for the trip.
 */
export const bookingItems = sqliteTable(
  "booking_items",
  {
    bookingId: text("booking_id").notNull(),
    key: text("key").notNull(),
    kind: text("kind").notNull(),
    traveller: integer("traveller"),
    flight: text("flight"),
    code: text("code").notNull(),
    quantity: integer("quantity").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** The Inventory hold that keeps a chosen seat, released when the seat changes. */
    holdId: text("hold_id"),
    /** An add-on's facts as sold (kind, tier, cover, where), so documents name it without the catalog. */
    detailJson: text("detail_json"),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.key] })],
);

/** The e-ticket of each traveller, as the airline issued it. */
export const bookingTickets = sqliteTable(
  "booking_tickets",
  {
    bookingId: text("booking_id").notNull(),
    position: integer("position").notNull(),
    number: text("number").notNull(),
    issuedAt: text("issued_at").notNull(),
    /** When the ticket was voided because its passenger's refund was paid; the others' tickets stay good. */
    voidedAt: text("voided_at"),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.position] })],
);

/**
 * Refund requests (product rules §3 and §9): one case per booking, with its own reference, the passengers it
 * covers, the bank account to pay, the value computed from the fare rules, and where the back office has got to.
 */
export const refundCases = sqliteTable(
  "refund_cases",
  {
    id: text("id").primaryKey(),
    /** The case's own reference, quoted in its e-mails ("RF-K7Q2ZD"). */
    reference: text("reference").notNull().unique(),
    bookingId: text("booking_id").notNull(),
    reason: text("reason").notNull(),
    reasonOther: text("reason_other"),
    /** The travellers' positions the refund covers, JSON. */
    positionsJson: text("positions_json").notNull(),
    /** The account to pay, asked for only when the money cannot go back to the payment (channel bank_account). */
    bankName: text("bank_name").notNull(),
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** original_payment (a card: the gateway refunds part of its charge) | bank_account (a transfer or cash). */
    channel: text("channel").notNull().default("bank_account"),
    /** The payment whose money the case gives back. */
    paymentId: text("payment_id"),
    /** received -> in_review -> approved | declined; approved -> paid. */
    status: text("status").notNull(),
    /** When the back office takes its next step (the cron moves cases whose time has come). */
    nextStepAt: text("next_step_at"),
    /** What the fare's rules gave back when the case was opened, kept once an officer approves a part of it. */
    requestedAmount: integer("requested_amount"),
    /** The refunds officer who took the case (the desk), and who decided it. */
    takenBy: text("taken_by"),
    decidedBy: text("decided_by"),
    /** The first of two approvals a case above the desk's threshold needs: {by, amount, reason, at}, JSON. */
    firstApprovalJson: text("first_approval_json"),
    /** Why a case was declined or approved in part: the traveller reads it. */
    decisionReason: text("decision_reason"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [index("refund_cases_booking_idx").on(table.bookingId), index("refund_cases_status_idx").on(table.status)],
);

/**
 * The passengers a refund case claims, one row each, while it is open and once it is paid (a declined case gives
 * them back): a passenger is in one case at a time, so two requests for the same passenger, even at the same moment,
 * open one case ("Request already submitted."), while the others of the booking may ask in their own case.
 */
export const refundCasePassengers = sqliteTable(
  "refund_case_passengers",
  {
    bookingId: text("booking_id").notNull(),
    position: integer("position").notNull(),
    caseId: text("case_id").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.position] }),
    index("refund_case_passengers_case_idx").on(table.caseId),
  ],
);

/**
 * Payment confirmations (product rules §3): a traveller's word that they paid a bank transfer or cash,
 * recorded once per booking and reference, then matched by the bank or left for review.
 */
export const paymentConfirmations = sqliteTable(
  "payment_confirmations",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id").notNull(),
    reference: text("reference").notNull(),
    payer: text("payer").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** bank_transfer, online_payment, cash_at_bank or cash_at_travel_centre (product rules §9). */
    channel: text("channel").notNull(),
    bankName: text("bank_name"),
    travelCentre: text("travel_centre"),
    /** in_review, then matched (the bank found the money, or the payments desk matched a statement line) or rejected. */
    status: text("status").notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull().default(""),
    /** The payments officer who matched or rejected it, and the bank statement line matched: {reference, amount, date}. */
    decidedBy: text("decided_by"),
    statementJson: text("statement_json"),
    /** Why it was rejected: the traveller reads it. */
    decisionReason: text("decision_reason"),
  },
  (table) => [uniqueIndex("payment_confirmations_booking_reference").on(table.bookingId, table.reference)],
);

/**
 * Changes to a ticketed booking: new dates or cabin, or one traveller's seat. Quoted, then
 * accepted: the new seats are held, the amount due is paid through the gateway (or nothing is due), then the change
 * is applied once: the new seats sold, the old ones given back, the tickets reissued.
 */
export const bookingChanges = sqliteTable(
  "booking_changes",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id").notNull(),
    /** "itinerary" (dates or cabin) or "seat". */
    kind: text("kind").notNull(),
    /** awaiting_payment -> paid -> applied; awaiting_payment -> expired | failed. */
    status: text("status").notNull(),
    /** What the change is: the new offer and family, or the traveller, flight and seat; JSON. */
    detailJson: text("detail_json").notNull(),
    /** The Inventory hold keeping the new seats until the change is applied. */
    holdId: text("hold_id").notNull(),
    fareDifference: integer("fare_difference").notNull(),
    changeFee: integer("change_fee").notNull(),
    /** What the traveller pays (never below 0), and what is left to their credit when the new fare is cheaper. */
    amountDue: integer("amount_due").notNull(),
    credit: integer("credit").notNull(),
    currency: text("currency").notNull(),
    /** The quote, and the held seats, are good until then. */
    expiresAt: text("expires_at").notNull(),
    /**
     * When the seats the change no longer needs went back to the Inventory: the old ones once it was applied, its own
     * held ones once it expired, was replaced or failed.
     */
    releasedAt: text("released_at"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [
    index("booking_changes_booking_idx").on(table.bookingId, table.createdAt),
    // At most one open change per booking (waiting for its payment, or paid and not yet applied): concurrent choices
    // make one change, and two can never both be charged or applied.
    uniqueIndex("booking_changes_open_booking")
      .on(table.bookingId)
      .where(sql`${table.status} IN ('awaiting_payment', 'paid')`),
  ],
);

/**
 * Itinerary change requests: what a traveller asks to change that the self-service change cannot do
 * (a name, a split, another route), in free text. A case like a refund: its own reference, moved along by the
 * back office on a schedule, with an e-mail at each step.
 */
export const serviceRequests = sqliteTable(
  "service_requests",
  {
    id: text("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    bookingId: text("booking_id").notNull(),
    topic: text("topic").notNull(),
    details: text("details").notNull(),
    /** received -> in_review -> answered. */
    status: text("status").notNull(),
    nextStepAt: text("next_step_at"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  // One open request per booking: a second (even at the same moment) answers "Request already submitted."
  (table) => [
    uniqueIndex("service_requests_open_booking")
      .on(table.bookingId)
      .where(sql`status <> 'answered'`),
  ],
);
