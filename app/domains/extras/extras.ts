import { addDays } from "~/lib/time";
import { z } from "zod";
import { AIRPORTS, getAirport } from "~/domains/flights/airports";
import { MoneySchema } from "~/domains/markets/schema";
import { EXTRA_KINDS, type ExtraKind, type TravelExtra } from "~/domains/products/types";
import { IsoDate } from "~/domains/people/schema";
import type { SupplierOrder } from "~/domains/supplier-orders/types";

// Travel extras on their own: what a traveller asks for (an extra from the catalog for a day and a party, an optional
// booking it goes with) and what was priced. Shared by the product (product.server.ts) and the pages.

export const MAX_EXTRA_TRAVELLERS = 9;
/** How far ahead an extra is sold: cover, data and airport services for a day within this many days from today. */
export const EXTRA_DAYS_AHEAD = 330;

/** What an extra costs a party: its price per traveller, for each of them (the list's figure and the order's total). */
export const extraTotal = (extra: Pick<TravelExtra, "price">, travellers: number) => ({
  amount: extra.price.amount * travellers,
  currency: extra.price.currency,
});

/** Whether an extra can be bought for this day: from today (in UTC; the product checks the day where it is used). */
export const extraDayOpen = (date: string, today: string) => date >= today && date <= addDays(today, EXTRA_DAYS_AHEAD);

/** Cover and data are sold for a region; lounges, fast track and meet-and-assist at an airport. */
export const AIRPORT_EXTRAS: readonly ExtraKind[] = ["lounge", "fast_track", "meet_and_assist"];
export const isAirportExtra = (kind: ExtraKind) => AIRPORT_EXTRAS.includes(kind);

export const ExtraRequestSchema = z.object({
  extraId: z.string().regex(/^[A-Z0-9-]{3,40}$/),
  date: IsoDate,
  travellers: z.number().int().min(1).max(MAX_EXTRA_TRAVELLERS),
  /** The arrival country the cover or data is for (ISO code), when it is one of those. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  /** The booking reference or PNR it was bought for, as typed, once it matched a booking (attached_to). */
  pnr: z
    .string()
    .regex(/^[A-Z0-9]{5,16}$/)
    .nullable(),
});
export type ExtraRequest = z.infer<typeof ExtraRequestSchema>;

export const ExtraQuoteSchema = z.object({
  kind: z.enum(EXTRA_KINDS),
  scope: z.string(),
  tier: z.enum(["basic", "standard", "premium"]),
  quantity: z.number(),
  perTraveller: MoneySchema,
  /** The airport's zone for an airport service, else UTC: the day begins there. */
  timeZone: z.string(),
});
export type ExtraQuote = z.infer<typeof ExtraQuoteSchema>;
export type ExtraOrder = SupplierOrder<ExtraRequest, ExtraQuote>;

/** The region an arrival country's cover and data are sold for: Africa, Europe (with Africa), or the world. */
export function regionOfCountry(country: string): "africa" | "europe" | "worldwide" {
  const region = AIRPORTS.find((a) => a.country === country)?.region ?? "";
  if (region === "nigeria" || region.endsWith("Africa")) return "africa";
  return region === "europe" ? "europe" : "worldwide";
}

/** The countries an extra can be bought for arriving in: every country with an airport of the network. */
export const ARRIVAL_COUNTRIES = [...new Set(AIRPORTS.map((a) => a.country))].sort();

/** The extras of the catalog that fit what was asked: one kind, for the arrival country's region or at the airport. */
export function extrasFor(
  catalog: readonly TravelExtra[],
  query: { kind: ExtraKind; country: string | null; airport: string | null },
): TravelExtra[] {
  return catalog.filter((extra) =>
    extra.kind !== query.kind
      ? false
      : isAirportExtra(extra.kind)
        ? extra.scope === query.airport
        : query.country !== null && extra.scope === regionOfCountry(query.country),
  );
}

/** The zone an extra's day is read in: its airport's, else UTC. */
export const zoneOf = (extra: Pick<TravelExtra, "kind" | "scope">) =>
  isAirportExtra(extra.kind) ? (getAirport(extra.scope)?.tz ?? "UTC") : "UTC";

/** The travel extras page's query (a GET form: the URL is the search), each field forgiving of a bad value. */
export const ExtrasSearchSchema = z.object({
  kind: z.enum(EXTRA_KINDS, { error: "errors.required" }),
  date: IsoDate,
  travellers: z.coerce.number<string>().int().min(1).max(MAX_EXTRA_TRAVELLERS).catch(1),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .catch(undefined),
  airport: z.string().trim().max(60).optional().catch(undefined),
  pnr: z.string().trim().max(20).optional().catch(undefined),
});

/** Buying one of the extras shown: its id with the search it was shown for. */
export const ExtraBuyFormSchema = ExtrasSearchSchema.extend({
  extraId: z.string().regex(/^[A-Z0-9-]{3,40}$/),
});
