import type { Currency, Money } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";

// Things to do (product rules §1, §2 "things to do"): what an activity supplier answers, whichever it is. The sandbox
// (./sandbox/supplier.ts) is the embedded default; a real provider implements the same interface.

/** What a traveller filters by; a supplier's own categories map onto these. */
export const ACTIVITY_KINDS = ["tours", "attractions", "food", "nightlife", "day_trips"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface ActivityOffer {
  id: string;
  /** The city, named by its first airport (LOS for Lagos), as stays name it. */
  cityCode: string;
  kind: ActivityKind;
  /** In the language asked when the supplier has it, else in its own. */
  name: string;
  summary: string;
  included: string[];
  durationMinutes: number;
  meetingPoint: { description: string; lat: number; lon: number };
  /** The city's zone: slots, the cancellation deadline and the ticket's times are read in it. */
  timeZone: string;
  /** Start times ("09:00") in the city's zone, offered every day. */
  slots: string[];
  /** Places a slot sells: the capacity Tern's inventory holds for it, so a slot is never oversold. */
  capacityPerSlot: number;
  adultPrice: Money;
  childPrice: Money;
  /** The youngest traveller admitted, in years on the day (18 for a night out). */
  minimumAge: number;
  /**
   * Children from `min` to `max` years on the day pay the child price; younger ones admitted go free, older pay as
   * adults. Null when no child is admitted.
   */
  childAges: { min: number; max: number } | null;
  /** Cancelled this many hours or more before the start, the ticket is refunded in full; later, not at all. */
  freeCancellationHours: number;
}

export interface ActivitySearch {
  cityCode: string;
  kind: ActivityKind | null;
  locale: Locale;
  currency: Currency;
}

/** What the supplier is told when a paid ticket is booked: the same reference books once, however often sent. */
export interface ActivityBookingRequest {
  reference: string;
  activityId: string;
  date: string;
  slot: string;
  adults: number;
  childAges: number[];
  lead: { firstName: string; lastName: string };
}

export type ActivityBookingResult = { ok: true; confirmation: string } | { ok: false; reason: "sold_out" | "rejected" };

export interface ActivitySupplier {
  search(query: ActivitySearch): Promise<ActivityOffer[]>;
  details(activityId: string, query: Pick<ActivitySearch, "locale" | "currency">): Promise<ActivityOffer | null>;
  book(request: ActivityBookingRequest): Promise<ActivityBookingResult>;
  cancel(confirmation: string): Promise<{ ok: boolean }>;
}
