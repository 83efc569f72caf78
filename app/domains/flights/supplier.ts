import { z } from "zod";
import { CURRENCIES, type Money } from "~/domains/markets/markets";
import { CABINS, type Cabin } from "./aircraft";

/** Product rules §4: how a fare can be refunded. */
export const REFUNDABILITY = ["Refundable", "Non Refundable", "Penalty Applies", "Non Refundable for No-Show"] as const;
export type Refundability = (typeof REFUNDABILITY)[number];

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const AirportCode = z.string().regex(/^[A-Z]{3}$/);

/** A supplier-level search: validated travel dates, airports and passengers (the web form validates first). */
export const FlightSearchSchema = z.object({
  slices: z
    .array(z.object({ from: AirportCode, to: AirportCode, date: IsoDate }))
    .min(1)
    .max(5),
  adults: z.number().int().min(1).max(9),
  childAges: z.array(z.number().int().min(2).max(11)).max(8),
  infants: z.number().int().min(0).max(9),
  cabin: z.enum(CABINS),
  currency: z.enum(CURRENCIES),
  /** Only itineraries flown wholly by these airlines (an airline page's fares); absent: any airline. */
  carriers: z
    .array(z.string().regex(/^[A-Z0-9]{2}$/))
    .min(1)
    .max(10)
    .optional(),
});
export type FlightSearch = z.infer<typeof FlightSearchSchema>;

export interface Baggage {
  pieces: number;
  kg: number;
}

export interface PassengerPrice {
  base: Money;
  taxes: Money;
  fee: Money;
  total: Money;
}

export interface FareFamily {
  /** The sandbox's codes are translated (flight.json results.families); a real supplier's is its offer's id. */
  code: string;
  /** The carrier's own name for the fare ("Economy Basic"), shown as it is: a real supplier's fares have no code. */
  name?: string;
  cabin: Cabin;
  checked: Baggage;
  cabinBag: Baggage;
  changes: "free" | "fee" | "none";
  refundability: Refundability;
  perPassenger: { adult: PassengerPrice; child?: PassengerPrice; infant?: PassengerPrice };
  total: Money;
}

export interface TechnicalStop {
  airport: string;
  arriveLocal: string;
  departLocal: string;
  minutes: number;
}

export interface Segment {
  carrier: { code: string; name: string };
  flightNumber: string;
  from: string;
  to: string;
  /** Local wall-clock times at each airport, with the airport's zone. */
  departLocal: string;
  arriveLocal: string;
  departTimeZone: string;
  arriveTimeZone: string;
  departUtc: string;
  arriveUtc: string;
  durationMinutes: number;
  aircraft: { code: string; name: string };
  cabin: Cabin;
  technicalStops: TechnicalStop[];
  /** The Inventory Durable Object name of this flight. */
  inventoryKey: string;
  /** Seats the supplier still sells in this cabin: the capacity of the flight's cabin in the Inventory object. */
  seatsLeft: number;
}

export interface Layover {
  airport: string;
  minutes: number;
  overnight: boolean;
}

export interface Slice {
  from: string;
  to: string;
  segments: Segment[];
  durationMinutes: number;
  stops: number;
  layovers: Layover[];
}

export interface FlightOffer {
  id: string;
  slices: Slice[];
  cabin: Cabin;
  /** Cheapest family first. */
  families: FareFamily[];
  seatsLeft: number;
  expiresAt: string;
  /** Who the offer is priced for: the booking's travellers must match it. */
  passengers: { adults: number; childAges: number[]; infants: number };
  /**
   * A members' price (product rules §6, members-only benefits): this share, in per cent, off the base fare for a
   * signed-in member (a private fare the carrier gives Tern's members). Absent on most offers.
   */
  memberDiscountPercent?: number;
}

/** Product rules §4 seat statuses; "selected" is the traveller's own choice, added when the map is shown. */
export const SEAT_STATUSES = ["available", "not_available", "selected", "preferred", "extra_leg_room"] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

export interface Seat {
  id: string;
  row: number;
  letter: string;
  status: Exclude<SeatStatus, "selected">;
  position: "window" | "middle" | "aisle";
  exitRow: boolean;
  /** null when the seat is included in the fare. */
  price: Money | null;
}

export interface SeatMapRow {
  row: number;
  /** Seat letters with null where an aisle runs, as the cabin is laid out ("A", "B", "C", null, "D", ...). */
  layout: Array<string | null>;
  seats: Seat[];
  exitRow: boolean;
}

export interface SeatMap {
  inventoryKey: string;
  cabin: Cabin;
  aircraft: { code: string; name: string };
  rows: SeatMapRow[];
}

export interface BaggageOption {
  /** Extra checked bags of this weight, per passenger and flight. */
  pieces: number;
  kg: number;
  price: Money;
  /** The passenger types the fare sells it to (product rules §5: not every type may buy baggage). */
  passengerTypes: Array<"adult" | "child" | "infant">;
}

export type PriceResult =
  | { status: "ok"; offer: FlightOffer }
  | { status: "price_changed"; offer: FlightOffer; previousTotal: Money }
  | { status: "sold_out" }
  | { status: "expired" };

/** Who a PNR is made for, in the order of the booking's travellers. */
export interface IssueInput {
  /** The booking's own reference: the supplier answers the same PNR when asked again with it. */
  reference: string;
  offerId: string;
  familyCode: string;
  passengers: Array<{
    type: "adult" | "child" | "infant";
    firstName: string;
    lastName: string;
    /** What a real airline also needs to name them (the sandbox reads only the names). */
    details?: PassengerDetails;
  }>;
  /** The seats and extra bags the travellers bought, for a real airline to sell with the order. */
  extras?: Array<{
    kind: "seat" | "bag";
    /** The passenger's position in `passengers`. */
    passenger: number;
    slice: number;
    /** A seat's flight in its slice; a bag goes on every flight of its slice. */
    segment: number | null;
    /** A seat's id ("12A"), a bag's "{pieces}x{kg}". */
    code: string;
    quantity: number;
  }>;
}

export interface PassengerDetails {
  title: string;
  bornOn: string;
  gender: string;
  /** The booking's contact, for the airline's notices. */
  email: string;
  phone: string;
  passport: { number: string; issuingCountry: string; expiresOn: string } | null;
}

export type PnrResult = { ok: true; pnr: string } | { ok: false; reason: "pnr_creation_failed" };

export type TicketResult =
  /** One 13-digit e-ticket number per passenger, in order. */
  | { status: "issued"; tickets: string[] }
  /** The airline confirmed the PNR and issues tickets later: ask again after this long. */
  | { status: "pending"; retryAfterSeconds: number };

/** A ticket may be changed (dates or cabin) when its fare allows it and its first flight has not gone. */
export type ChangeEligibility = { eligible: true } | { eligible: false; reason: "fare_rules" | "departed" };

/** What a ticketed booking asks to change to: a date for each slice, in order, and a cabin. */
export interface ChangeRequest {
  dates: string[];
  cabin: Cabin;
}

/** One way to change a ticket: a new offer on the same route, its fare family, and what the change costs. */
export interface ChangeOption {
  offer: FlightOffer;
  familyCode: string;
  /** The new fare's total less the fare paid: below zero when the new fare is cheaper. */
  fareDifference: Money;
  /** What the fare's rules charge for the change, for all the passengers. */
  changeFee: Money;
}

/** A booking refunded in full given back to the airline: what the airline returns to Tern, when it says. */
export type CancelResult = { status: "cancelled"; refund: Money | null } | { status: "not_cancellable" };

export class SupplierError extends Error {
  constructor(
    readonly code: "timeout" | "unavailable" | "invalid_offer" | "unknown_scenario",
    message: string,
  ) {
    super(message);
    this.name = "SupplierError";
  }
}

/** docs/architecture.md, Third parties: the sandbox and Duffel (decision 020) implement it; FLIGHT_SUPPLIER picks. */
export interface FlightSupplier {
  search(query: FlightSearch, now: Date): Promise<FlightOffer[]>;
  /**
   * The cheapest fare per adult among what `search` would offer, or null when nothing flies: a fare calendar's
   * neighbouring day. A supplier that cannot answer it more cheaply than a search leaves it out (the search is used).
   */
  cheapestFare?(query: FlightSearch, now: Date): Promise<Money | null>;
  /** Prices an offer again before booking, with one fare family. */
  price(offerId: string, familyCode: string, now: Date): Promise<PriceResult>;
  /** The seat map of one flight of an offer; null where the carrier publishes none. */
  seatMap(offerId: string, slice: number, segment: number, now: Date): Promise<SeatMap | null>;
  /** Extra checked baggage for one flight of an offer; null where the carrier sells none. */
  extraBaggage(offerId: string, slice: number, segment: number): Promise<BaggageOption[] | null>;
  /**
   * The passengers the supplier will refuse to name in a PNR, checked before anything is paid: for each, its
   * position and why. An empty list means the PNR can be asked for.
   */
  checkPassengers(passengers: IssueInput["passengers"]): Array<{ index: number; reason: "name_refused" }>;
  /** Creates the airline booking (PNR) for a paid booking. Asking again with the same reference answers the same PNR. */
  createPnr(input: IssueInput, now: Date): Promise<PnrResult>;
  /** Whether a ticketed booking may change dates or cabin, by its fare's rules (the eligibility check). */
  changeEligibility(input: IssueInput, now: Date): Promise<ChangeEligibility>;
  /**
   * The ways to move a ticketed booking to other dates or another cabin on the same route, each priced against the
   * fare paid, cheapest first; empty when nothing flies. Nothing is held or changed.
   */
  changeOptions(input: IssueInput & { paid: Money }, request: ChangeRequest, now: Date): Promise<ChangeOption[]>;
  /** New e-ticket numbers for a PNR moved to other flights, one per passenger; asking again answers the same. */
  reissueTickets(input: IssueInput, pnr: string, changeId: string): Promise<string[]>;
  /** Issues the e-tickets of a PNR created at `pnrCreatedAt`; issuing again answers the same numbers. */
  issueTickets(input: IssueInput, pnr: string, pnrCreatedAt: Date, now: Date): Promise<TicketResult>;
  /**
   * Gives a booking refunded in full back to the airline before the traveller is paid (its refund case): cancelled,
   * with what the airline returns to Tern, or not cancellable by the fare's rules. Asking again answers "cancelled".
   */
  cancelTickets(input: IssueInput, pnr: string, now: Date): Promise<CancelResult>;
}
