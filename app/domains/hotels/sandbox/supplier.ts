import { daysBetween } from "~/utils/time";
import { MAX_NIGHTS, roomFits } from "../stay-query";
import {
  type HotelSearch,
  HotelSearchSchema,
  type HotelSupplier,
  type Property,
  type PropertyOffer,
  type RatePlan,
  type Review,
  type RoomType,
} from "../supplier";
import { findProperty, propertiesIn } from "./properties";
import { ratePlans } from "./rates";
import { propertyImageSvg } from "./images";
import { reviewsOf } from "./reviews";

// The stay rules have one home (../stay-query.ts): the supplier refuses what the search form refuses.
const fits = roomFits;

function validate(input: HotelSearch): HotelSearch {
  const query = HotelSearchSchema.parse(input);
  const nights = daysBetween(query.checkIn, query.checkOut);
  if (nights < 1 || nights > MAX_NIGHTS) throw new RangeError(`A stay is 1 to ${MAX_NIGHTS} nights`);
  return query;
}

/** The sandbox HotelSupplier: 20 to 28 deterministic properties in every city of the network. */
export class SandboxHotelSupplier implements HotelSupplier {
  async search(input: HotelSearch, now: Date): Promise<PropertyOffer[]> {
    const query = validate(input);
    if (query.checkIn < now.toISOString().slice(0, 10)) return [];
    const nights = daysBetween(query.checkIn, query.checkOut);
    const offers: PropertyOffer[] = [];
    for (const property of propertiesIn(query.city)) {
      let total = 0;
      let fitsAll = true;
      for (const party of query.rooms) {
        const prices = property.rooms
          .filter((room) => fits(room, party))
          .flatMap((room) =>
            ratePlans(
              property,
              room,
              query.checkIn,
              query.checkOut,
              party.adults + party.childAges.length,
              query.currency,
            ),
          )
          .map((plan) => plan.total.amount);
        if (prices.length === 0) {
          fitsAll = false;
          break;
        }
        total += Math.min(...prices);
      }
      if (!fitsAll) continue;
      offers.push({
        property,
        fromTotal: { amount: total, currency: query.currency },
        fromPerNight: { amount: Math.round(total / nights), currency: query.currency },
        nights,
      });
    }
    // Popular first: good scores with many reviews.
    return offers.sort(
      (a, b) =>
        b.property.reviewScore * Math.log(b.property.reviewCount + 1) -
        a.property.reviewScore * Math.log(a.property.reviewCount + 1),
    );
  }

  async details(propertyId: string): Promise<Property | null> {
    return findProperty(propertyId) ?? null;
  }

  async rates(propertyId: string, input: HotelSearch): Promise<Array<{ room: RoomType; plans: RatePlan[] }>> {
    const query = validate(input);
    const property = findProperty(propertyId);
    if (!property) return [];
    const largest = query.rooms.reduce((max, party) => Math.max(max, party.adults + party.childAges.length), 0);
    return property.rooms
      .filter((room) => query.rooms.some((party) => fits(room, party)))
      .map((room) => ({
        room,
        plans: ratePlans(
          property,
          room,
          query.checkIn,
          query.checkOut,
          Math.min(largest, room.maxOccupancy),
          query.currency,
        ),
      }));
  }

  async photo(imageId: string): Promise<{ contentType: string; body: string } | null> {
    const property = findProperty(imageId.slice(0, 7));
    const body = property ? propertyImageSvg(property, imageId) : null;
    return body ? { contentType: "image/svg+xml", body } : null;
  }

  async reviews(propertyId: string, now = new Date()): Promise<Review[]> {
    const property = findProperty(propertyId);
    return property ? reviewsOf(property, now.toISOString().slice(0, 10)) : [];
  }
}
