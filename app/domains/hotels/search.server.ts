import { type HotelCity, comparable, resolveDestination } from "./destinations";
import { AIRPORTS } from "~/domains/flights/airports";
import { type Currency, minorUnits, type Money } from "~/domains/markets/markets";
import { roundToWholeUnits } from "~/domains/markets/fx";
import { spreadPins } from "./map-layout";
import { fitView, worldPixel } from "./static-map";
import type { StayFilters, StayInput } from "./stay-query";
import {
  freeCancellationDeadline,
  MAP_MAX_ZOOM,
  MAP_PIN_RADIUS,
  MAP_WINDOW,
  nightBucket,
  nightsOf,
  propertyInventoryKey,
  REVIEWS_PER_PAGE,
  type ReviewSort,
  stayNights,
} from "./stay-query";
import type { HotelSearch, HotelSupplier, Property, PropertyOffer, RatePlan } from "./supplier";
import { bucketId, type TernCapacity } from "~/domains/suppliers/capacity.server";

// Hotel search and listing (product rules §2): where the traveller means, the supplier's offers for the party,
// then the listing's filters and sort, applied here so the page and the API answer alike.

export interface StayListing {
  property: Property;
  /** The rate the card prices: the cheapest that meets the listing's rate filters and can still be booked. */
  perNight: Money;
  total: Money;
  nights: number;
  /** The priced rate's own terms (the badges beside the price). */
  freeCancellation: boolean;
  breakfast: boolean;
  /** No rate filter is on: other rates cost more, and the card says "from". */
  from: boolean;
}

export type StaySearchResult =
  { kind: "unknown_place" } | { kind: "results"; city: HotelCity; all: number; listings: StayListing[] };

/** Whole units of a money amount, for a budget given in the currency's units. */
const units = (money: Money) => money.amount / 10 ** minorUnits(money.currency);

/**
 * The listing for a search: every property of the city that takes the party, with its price for the stay (taxes
 * included) and whether any rate that fits cancels free or includes breakfast; then the filters, then the sort
 * (popular: the supplier's order, a named property first; price; guest score).
 */
export async function searchStays(
  supplier: HotelSupplier,
  input: StayInput,
  filters: StayFilters,
  currency: Currency,
  now: Date,
  capacity?: TernCapacity,
): Promise<StaySearchResult> {
  const destination = resolveDestination(input.where);
  if (!destination) return { kind: "unknown_place" };
  const query = {
    city: destination.city.code,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    rooms: input.rooms.map((room) => ({ adults: room.adults, childAges: room.childAges.map((a) => a ?? 0) })),
    currency,
  };
  const offers = await supplier.search(query, now);
  const priced = await Promise.all(offers.map((offer) => listingOf(supplier, offer, query, filters, capacity)));
  const listings = priced.filter((l): l is StayListing => l !== null);
  const named = destination.propertyName ? comparable(destination.propertyName) : null;
  const kept = listings.filter(
    (l) =>
      (filters.budgetMin === null || units(l.perNight) >= filters.budgetMin) &&
      (filters.budgetMax === null || units(l.perNight) <= filters.budgetMax) &&
      (filters.stars.length === 0 || filters.stars.includes(l.property.stars)) &&
      filters.amenities.every((a) => l.property.amenities.includes(a)) &&
      (filters.types.length === 0 || filters.types.includes(l.property.type)) &&
      (filters.maxKm === null || l.property.distanceFromCentreKm <= filters.maxKm),
  );
  const sorted =
    filters.sort === "price"
      ? [...kept].sort((a, b) => a.total.amount - b.total.amount)
      : filters.sort === "rating"
        ? [...kept].sort((a, b) => b.property.reviewScore - a.property.reviewScore)
        : kept;
  const first = named ? sorted.filter((l) => comparable(l.property.name) === named) : [];
  return {
    kind: "results",
    city: destination.city,
    all: listings.length,
    listings: [...first, ...sorted.filter((l) => !first.includes(l))],
  };
}

/** Whether a rate meets the listing's rate filters (free cancellation, breakfast). */
export const rateMeets = (plan: Pick<RatePlan, "cancellation" | "breakfastIncluded">, filters: StayFilters) =>
  (!filters.freeCancellation || plan.cancellation.refundable) && (!filters.breakfast || plan.breakfastIncluded);

/**
 * A property's card: the cheapest rate it can be booked at as a stay is (one room type and one rate for every room,
 * each room priced for its own party, every night still held by Tern's Inventory for all the rooms) among the rates
 * that meet the rate filters, with that rate's own terms. Null when no rate is left.
 */
async function listingOf(
  supplier: HotelSupplier,
  offer: PropertyOffer,
  query: HotelSearch,
  filters: StayFilters,
  capacity: TernCapacity | undefined,
): Promise<StayListing | null> {
  // Rooms for the same party are priced alike: each party is priced once.
  const partyKey = (party: HotelSearch["rooms"][number]) => `${party.adults}:${party.childAges.join(",")}`;
  const parties = [...new Map(query.rooms.map((party) => [partyKey(party), party])).values()];
  const rated = new Map(
    await Promise.all(
      parties.map(
        async (party) =>
          [partyKey(party), await supplier.rates(offer.property.id, { ...query, rooms: [party] })] as const,
      ),
    ),
  );
  const [firstParty = [], ...others] = query.rooms.map((party) => rated.get(partyKey(party)) ?? []);
  const nights = nightsOf(query.checkIn, query.checkOut);
  const inventoryKey = propertyInventoryKey(offer.property.id);
  const left = capacity
    ? await capacity(
        firstParty.flatMap(({ room }) => nights.map((night) => ({ inventoryKey, key: nightBucket(room.code, night) }))),
      )
    : new Map<string, number>();
  let best: { plan: RatePlan; total: number } | null = null;
  for (const { room, plans } of firstParty) {
    const free = nights.every(
      (night) =>
        (left.get(bucketId({ inventoryKey, key: nightBucket(room.code, night) })) ?? room.count) >= query.rooms.length,
    );
    if (!free) continue;
    for (const plan of plans.filter((p) => rateMeets(p, filters))) {
      const each = others.map((rates) =>
        rates.find((r) => r.room.code === room.code)?.plans.find((p) => p.code === plan.code),
      );
      if (each.some((p) => !p)) continue;
      const total = plan.total.amount + each.reduce((sum, p) => sum + (p?.total.amount ?? 0), 0);
      if (!best || total < best.total) best = { plan, total };
    }
  }
  if (!best) return null;
  const count = stayNights(query.checkIn, query.checkOut);
  return {
    property: offer.property,
    // A night's share, in whole units as every price a card shows (the stay's total is exact).
    perNight: roundToWholeUnits({ amount: best.total / count, currency: query.currency }),
    total: { amount: best.total, currency: query.currency },
    nights: count,
    freeCancellation: best.plan.cancellation.refundable,
    breakfast: best.plan.breakfastIncluded,
    from: !filters.freeCancellation && !filters.breakfast,
  };
}

/** Guest scores in bands, best first, as the details page breaks them down. */
const SCORE_BANDS = [
  { key: "superb", min: 9 },
  { key: "good", min: 7 },
  { key: "fair", min: 5 },
  { key: "poor", min: 0 },
] as const;

/**
 * A property for a stay: its facts, every room type that takes a room's party with its rates for the
 * stay (refundable rates with their free-cancellation deadline in the property's zone), and one page of reviews with
 * the score breakdown. Null when there is no such property.
 */
export async function stayDetails(
  supplier: HotelSupplier,
  propertyId: string,
  input: Pick<StayInput, "checkIn" | "checkOut" | "rooms">,
  currency: Currency,
  reviews: { page: number; sort: ReviewSort },
) {
  const property = await supplier.details(propertyId);
  if (!property) return null;
  const timeZone = AIRPORTS.find((a) => a.code === property.cityCode)?.tz ?? "UTC";
  const query = {
    city: property.cityCode,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    rooms: input.rooms.map((room) => ({ adults: room.adults, childAges: room.childAges.map((a) => a ?? 0) })),
    currency,
  };
  const [rates, all] = await Promise.all([supplier.rates(propertyId, query), supplier.reviews(propertyId)]);
  const ordered =
    reviews.sort === "score"
      ? [...all].sort((a, b) => b.score - a.score || b.date.localeCompare(a.date))
      : [...all].sort((a, b) => b.date.localeCompare(a.date));
  const pages = Math.max(1, Math.ceil(ordered.length / REVIEWS_PER_PAGE));
  const page = Math.min(Math.max(1, reviews.page), pages);
  return {
    property,
    timeZone,
    nights: stayNights(input.checkIn, input.checkOut),
    rooms: rates.map(({ room, plans }) => ({
      room,
      // Its cheapest rate for the stay (the page's "a night" without dates, the Hotel markup's offer), or null.
      cheapest: plans.reduce<Money | null>(
        (low, plan) => (!low || plan.total.amount < low.amount ? plan.total : low),
        null,
      ),
      plans: plans.map((plan) => ({
        ...plan,
        deadline:
          plan.cancellation.refundable && plan.cancellation.freeUntilDaysBefore !== null
            ? freeCancellationDeadline(
                input,
                { checkInFrom: property.checkInFrom, timeZone },
                plan.cancellation.freeUntilDaysBefore,
              )
            : null,
      })),
    })),
    reviews: {
      count: all.length,
      page,
      pages,
      sort: reviews.sort,
      items: ordered.slice((page - 1) * REVIEWS_PER_PAGE, page * REVIEWS_PER_PAGE),
      bands: SCORE_BANDS.map((band, i) => ({
        key: band.key,
        count: all.filter((r) => r.score >= band.min && (i === 0 || r.score < (SCORE_BANDS[i - 1]?.min ?? 11))).length,
      })),
    },
  };
}

/**
 * The listing's map: the view (zoom and centre) that fits every property in the map's window, and each property's pin
 * in that window, in pixels of the map's tiles. Pins that would cover each other are moved apart (`spreadPins`): a
 * map without JavaScript cannot zoom them apart. `maxZoom` is the tile server's.
 */
export function stayMap(listings: ReadonlyArray<Pick<StayListing, "property" | "perNight">>, maxZoom: number) {
  const points = listings.map((l) => l.property);
  const view = fitView(points, {
    size: MAP_WINDOW,
    padding: MAP_PIN_RADIUS + 8,
    maxZoom: Math.min(MAP_MAX_ZOOM, maxZoom),
  });
  const centre = worldPixel(view.lat, view.lon, view.zoom);
  const place = (p: { lat: number; lon: number }) => {
    const at = worldPixel(p.lat, p.lon, view.zoom);
    return { x: Math.round(at.x - centre.x + MAP_WINDOW / 2), y: Math.round(at.y - centre.y + MAP_WINDOW / 2) };
  };
  const placed = spreadPins(points.map(place), {
    gap: 2 * MAP_PIN_RADIUS + 4,
    width: MAP_WINDOW,
    height: MAP_WINDOW,
    margin: MAP_PIN_RADIUS + 2,
  });
  return {
    view,
    pins: listings.map((l, i) => ({
      id: l.property.id,
      name: l.property.name,
      perNight: l.perNight,
      lat: l.property.lat,
      lon: l.property.lon,
      ...(placed[i] ?? { ...place(l.property), at: null }),
    })),
  };
}
