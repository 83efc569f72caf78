import { type Currency, type Money, minorOf, minorUnits } from "~/domains/markets/markets";
import { convert } from "~/domains/markets/fx";
import { localToUtc, utcToLocal } from "~/lib/time";
import type { Cabin } from "../aircraft";
import { serviceFeeCents } from "../service-fee";
import type { FareFamily, FlightOffer, FlightSearch, PassengerPrice, Refundability, Segment, Slice } from "../supplier";
import type { Conditions, DuffelOffer, DuffelSegment } from "./schemas";
import type { z } from "zod";

// Duffel's offers as Tern's (decision 020). Duffel sells each fare of an itinerary as its own offer; Tern shows an
// itinerary once with its fares as families, each family's code being the Duffel offer's id. Nothing Duffel leaves
// unsaid is made up: an unknown condition is the safe side (not refundable, not changeable) and is logged.

/** Duffel does not say how many seats are left: the airline's answer when repriced and ordered is what counts. */
export const DUFFEL_SEATS = 99;

/** A Duffel decimal string in another currency's minor units, then in the market's, never below what Duffel asks. */
export function moneyOf(amount: string, currency: string, to: Currency): Money {
  const from = currency as Currency;
  const converted = convert({ amount: minorOf(amount, currency), currency: from }, to);
  return { amount: converted.amount, currency: to };
}

/** Up to whole units: a fare is quoted in whole units, and Tern never charges less than it pays. */
const ceilWhole = (amount: number, currency: Currency) => {
  const factor = 10 ** minorUnits(currency);
  return Math.ceil(amount / factor) * factor;
};

const minutesOf = (local: string) => Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
const instant = (local: string, timeZone: string) => localToUtc(local.slice(0, 10), minutesOf(local), timeZone);

export function toSegment(segment: DuffelSegment, cabin: Cabin): Segment {
  const code = segment.marketing_carrier.iata_code ?? "";
  const flightNumber = `${code}${segment.marketing_carrier_flight_number}`;
  const departUtc = instant(segment.departing_at, segment.origin.time_zone);
  const arriveUtc = instant(segment.arriving_at, segment.destination.time_zone);
  const departLocal = segment.departing_at.slice(0, 16);
  return {
    carrier: { code, name: segment.marketing_carrier.name },
    flightNumber,
    from: segment.origin.iata_code,
    to: segment.destination.iata_code,
    departLocal,
    arriveLocal: segment.arriving_at.slice(0, 16),
    departTimeZone: segment.origin.time_zone,
    arriveTimeZone: segment.destination.time_zone,
    departUtc: new Date(departUtc).toISOString(),
    arriveUtc: new Date(arriveUtc).toISOString(),
    durationMinutes: Math.round((arriveUtc - departUtc) / 60000),
    aircraft: { code: segment.aircraft?.iata_code ?? "", name: segment.aircraft?.name ?? "" },
    cabin: segment.passengers[0]?.cabin_class ?? cabin,
    technicalStops: segment.stops.map((stop) => ({
      airport: stop.airport.iata_code,
      arriveLocal: stop.arriving_at.slice(0, 16),
      departLocal: stop.departing_at.slice(0, 16),
      minutes: Math.round(
        (instant(stop.departing_at, stop.airport.time_zone) - instant(stop.arriving_at, stop.airport.time_zone)) /
          60000,
      ),
    })),
    inventoryKey: `duffel:${flightNumber}:${departLocal.slice(0, 10)}:${segment.origin.iata_code}-${segment.destination.iata_code}`,
    seatsLeft: DUFFEL_SEATS,
  };
}

export function toSlice(segments: readonly DuffelSegment[], cabin: Cabin): Slice {
  const mapped = segments.map((s) => toSegment(s, cabin));
  const first = mapped[0] as Segment;
  const last = mapped.at(-1) as Segment;
  return {
    from: first.from,
    to: last.to,
    segments: mapped,
    durationMinutes: Math.round((Date.parse(last.arriveUtc) - Date.parse(first.departUtc)) / 60000),
    stops: mapped.length - 1,
    layovers: mapped.slice(1).map((next, i) => {
      const previous = mapped[i] as Segment;
      const tz = next.departTimeZone;
      const arrived = Date.parse(previous.arriveUtc);
      const leaves = Date.parse(next.departUtc);
      return {
        airport: next.from,
        minutes: Math.round((leaves - arrived) / 60000),
        overnight: utcToLocal(arrived, tz).slice(0, 10) !== utcToLocal(leaves, tz).slice(0, 10),
      };
    }),
  };
}

type Condition = z.infer<typeof Conditions>["refund_before_departure"];
const free = (c: NonNullable<Condition>) => !c.penalty_amount || Number(c.penalty_amount) === 0;

/** Duffel's refund condition as product rules §4 name it; unknown is "Non Refundable". */
export function refundabilityOf(condition: Condition, offerId: string): Refundability {
  if (!condition) {
    console.warn("duffel: no refund condition, taken as not refundable", offerId);
    return "Non Refundable";
  }
  if (!condition.allowed) return "Non Refundable";
  return free(condition) ? "Refundable" : "Penalty Applies";
}

export function changesOf(condition: Condition, offerId: string): FareFamily["changes"] {
  if (!condition) {
    console.warn("duffel: no change condition, taken as not changeable", offerId);
    return "none";
  }
  if (!condition.allowed) return "none";
  return free(condition) ? "free" : "fee";
}

const passengerCount = (q: Pick<FlightSearch, "adults" | "childAges" | "infants">) =>
  q.adults + q.childAges.length + q.infants;

/**
 * One Duffel offer as a fare family. Duffel prices the whole party at once: each traveller's price is an equal share
 * of the total (up to whole units), with Tern's service fee on each adult and child.
 */
export function toFamily(offer: DuffelOffer, query: FlightSearch): FareFamily {
  const currency = query.currency;
  const count = passengerCount(query);
  const total = moneyOf(offer.total_amount, offer.total_currency, currency).amount;
  const taxes = offer.tax_amount ? moneyOf(offer.tax_amount, offer.total_currency, currency).amount : 0;
  const fee = convert({ amount: serviceFeeCents(isDomestic(offer)), currency: "USD" }, currency).amount;
  const share = (withFee: boolean): PassengerPrice => {
    const each = ceilWhole(total / count, currency);
    const tax = Math.min(each, Math.round(taxes / count));
    const feeShare = withFee ? ceilWhole(fee, currency) : 0;
    const m = (amount: number) => ({ amount, currency });
    return { base: m(each - tax), taxes: m(tax), fee: m(feeShare), total: m(each + feeShare) };
  };
  const adult = share(true);
  const child = query.childAges.length > 0 ? share(true) : undefined;
  const infant = query.infants > 0 ? share(false) : undefined;
  const sum =
    adult.total.amount * query.adults +
    (child?.total.amount ?? 0) * query.childAges.length +
    (infant?.total.amount ?? 0) * query.infants;
  const first = offer.slices[0]?.segments[0]?.passengers[0];
  const bags = (type: "checked" | "carry_on") => first?.baggages.find((b) => b.type === type)?.quantity ?? 0;
  return {
    code: offer.id,
    name: offer.slices[0]?.fare_brand_name ?? first?.cabin_class_marketing_name ?? undefined,
    cabin: first?.cabin_class ?? query.cabin,
    // Duffel says how many bags, not their weight: 0 kg is shown as "weight set by the airline".
    checked: { pieces: bags("checked"), kg: 0 },
    cabinBag: { pieces: bags("carry_on"), kg: 0 },
    changes: changesOf(offer.conditions.change_before_departure, offer.id),
    refundability: refundabilityOf(offer.conditions.refund_before_departure, offer.id),
    perPassenger: { adult, ...(child ? { child } : {}), ...(infant ? { infant } : {}) },
    total: { amount: sum, currency },
  };
}

function isDomestic(offer: DuffelOffer): boolean {
  const countries = new Set(
    offer.slices.flatMap((s) =>
      s.segments.flatMap((g) => [g.origin.iata_country_code, g.destination.iata_country_code]),
    ),
  );
  return countries.size === 1 && !countries.has(undefined);
}

/** Duffel's offers as Tern's: one per itinerary, its fares cheapest first; only the airlines asked for, if any. */
export function toFlightOffers(offers: readonly DuffelOffer[], query: FlightSearch): FlightOffer[] {
  const groups = new Map<string, DuffelOffer[]>();
  for (const offer of offers) {
    const carriers = offer.slices.flatMap((s) => s.segments.map((g) => g.marketing_carrier.iata_code ?? ""));
    if (query.carriers && !carriers.every((c) => query.carriers?.includes(c))) continue;
    const key = offer.slices
      .map((s) =>
        s.segments.map((g) => `${g.marketing_carrier.iata_code}${g.marketing_carrier_flight_number}@${g.departing_at}`),
      )
      .join("|");
    groups.set(key, [...(groups.get(key) ?? []), offer]);
  }
  return [...groups.values()].map((group) => {
    const families = group.map((offer) => toFamily(offer, query)).sort((a, b) => a.total.amount - b.total.amount);
    const lead = group.find((o) => o.id === families[0]?.code) ?? (group[0] as DuffelOffer);
    return {
      id: lead.id,
      slices: lead.slices.map((s) => toSlice(s.segments, query.cabin)),
      cabin: query.cabin,
      families,
      seatsLeft: DUFFEL_SEATS,
      expiresAt: group.map((o) => o.expires_at).sort()[0] ?? lead.expires_at,
      passengers: { adults: query.adults, childAges: query.childAges, infants: query.infants },
    };
  });
}

/** A fare's code: the Duffel offer's id, and its total at search time in its currency's minor units (a price change). */
export const familyCodeOf = (offer: Pick<DuffelOffer, "id" | "total_amount" | "total_currency">) =>
  `${offer.id}.${minorOf(offer.total_amount, offer.total_currency)}.${offer.total_currency}`;

export function parseFamilyCode(code: string) {
  const [offerId = "", cents, currency] = code.split(".");
  return { offerId, previous: cents && currency ? { cents: Number(cents), currency } : null };
}

export function passengerType(p: DuffelOffer["passengers"][number]): "adult" | "child" | "infant" {
  if (p.type === "infant_without_seat" || (p.age !== null && p.age !== undefined && p.age < 2)) return "infant";
  if (p.type === "adult" || (p.age ?? 12) >= 12) return "adult";
  return "child";
}
