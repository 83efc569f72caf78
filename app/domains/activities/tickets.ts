import { z } from "zod";
import { MoneySchema } from "~/domains/markets/schema";
import type { Money } from "~/domains/markets/markets";
import { IsoDate } from "~/domains/people/schema";
import type { SupplierOrder } from "~/domains/supplier-orders/types";
import { localToUtc } from "~/lib/time";
import { ACTIVITY_KINDS, type ActivityOffer } from "./supplier";

// An activity's tickets: what a traveller asks for (a slot on a day for a party), what was priced, who may come and
// what each pays. Shared by the product (product.server.ts) and the pages.

/** Most tickets one order buys. */
export const MAX_TICKETS = 9;
const Slot = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const ActivityId = z.string().regex(/^[A-Z0-9-]{3,40}$/);

export const ActivityRequestSchema = z.object({
  activityId: ActivityId,
  date: IsoDate,
  slot: Slot,
  adults: z.number().int().min(1).max(MAX_TICKETS),
  /** Each child's age on the day. */
  childAges: z.array(z.number().int().min(0).max(17)).max(MAX_TICKETS - 1),
});
export type ActivityRequest = z.infer<typeof ActivityRequestSchema>;

export const ActivityQuoteSchema = z.object({
  name: z.string(),
  cityCode: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  summary: z.string(),
  included: z.array(z.string()),
  durationMinutes: z.number().int(),
  meetingPoint: z.object({ description: z.string(), lat: z.number(), lon: z.number() }),
  timeZone: z.string(),
  /** The start as an instant and as the city's wall clock ("2026-12-10T09:00"). */
  startsAt: z.object({ utc: z.string(), local: z.string() }),
  /** Tickets by price: adults (and children older than the child band), children, and the young who go free. */
  tickets: z.object({ adult: z.number().int(), child: z.number().int(), free: z.number().int() }),
  adultPrice: MoneySchema,
  childPrice: MoneySchema,
  freeCancellationHours: z.number().int(),
});
export type ActivityQuote = z.infer<typeof ActivityQuoteSchema>;
export type ActivityOrder = SupplierOrder<ActivityRequest, ActivityQuote>;

/** The Inventory object of an activity's places, and a slot's bucket in it. */
export const activityUnit = (activityId: string) => `activity:${activityId}`;
export const slotBucket = (date: string, slot: string) => `${date}T${slot}`;

export type PartyCheck =
  | { ok: true; tickets: ActivityQuote["tickets"] }
  | { ok: false; reason: "too_young"; minimumAge: number }
  | { ok: false; reason: "too_many" };

/** Who may come and what each pays: under the minimum age refused; the child band at the child price; younger free. */
export function checkParty(offer: Pick<ActivityOffer, "minimumAge" | "childAges">, adults: number, ages: number[]) {
  if (adults + ages.length > MAX_TICKETS) return { ok: false, reason: "too_many" } as const;
  if (ages.some((age) => age < offer.minimumAge)) {
    return { ok: false, reason: "too_young", minimumAge: offer.minimumAge } as const;
  }
  const band = offer.childAges;
  const child = band ? ages.filter((age) => age >= band.min && age <= band.max).length : 0;
  const free = band ? ages.filter((age) => age < band.min).length : 0;
  return { ok: true, tickets: { adult: adults + ages.length - child - free, child, free } } as const;
}

export const ticketsTotal = (quote: Pick<ActivityQuote, "tickets" | "adultPrice" | "childPrice">): Money => ({
  amount: quote.tickets.adult * quote.adultPrice.amount + quote.tickets.child * quote.childPrice.amount,
  currency: quote.adultPrice.currency,
});

/** When a slot starts, as an instant, in the activity's zone. */
export function slotStart(date: string, slot: string, timeZone: string): number {
  const [h, m] = slot.split(":").map(Number) as [number, number];
  return localToUtc(date, h * 60 + m, timeZone);
}
