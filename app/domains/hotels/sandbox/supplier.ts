import { daysBetween } from "~/lib/time";
import { roundToWholeUnits } from "~/domains/markets/fx";
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
  type StayBookingRequest,
  type StayBookingResult,
} from "../supplier";
import { cityOf, findProperty, propertiesIn } from "./properties";
import { ratePlans } from "./rates";
import { propertyImageSvg } from "./images";
import { reviewsOf } from "./reviews";

/** A lead guest's last name that makes the sandbox hotel refuse a booking (docs/sandbox.md). */
export const HOTEL_DOWN_NAME = "SANDBOX-HOTEL-DOWN";

const CONFIRMATION_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

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
        fromPerNight: roundToWholeUnits({ amount: Math.round(total / nights), currency: query.currency }),
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

  async properties(cityCode: string): Promise<string[]> {
    return propertiesIn(cityCode).map((property) => property.id);
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

  async cityCentre(cityCode: string): Promise<{ lat: number; lon: number } | null> {
    const city = cityOf(cityCode);
    return city ? { lat: city.lat, lon: city.lon } : null;
  }

  async photo(imageId: string): Promise<{ contentType: string; body: string } | null> {
    const property = findProperty(imageId.slice(0, 7));
    const body = property ? propertyImageSvg(property, imageId) : null;
    return body ? { contentType: "image/svg+xml", body } : null;
  }

  async book(request: StayBookingRequest): Promise<StayBookingResult> {
    if (request.rooms.some((room) => room.leadGuest.lastName.toUpperCase() === HOTEL_DOWN_NAME)) {
      return { ok: false, reason: "rejected" };
    }
    // The same reference always gets the same number: a repeated request books once.
    const digest = new Uint8Array(
      await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${request.propertyId}\n${request.reference}`)),
    );
    const code = [...digest.slice(0, 8)].map((b) => CONFIRMATION_ALPHABET[b % CONFIRMATION_ALPHABET.length]).join("");
    return { ok: true, confirmation: `${request.propertyId.slice(0, 3)}-${code}` };
  }

  async cancel(confirmation: string): Promise<{ ok: boolean }> {
    return { ok: /^[A-Z]{3}-[A-Z2-9]{8}$/.test(confirmation) };
  }

  async reviews(propertyId: string, now = new Date()): Promise<Review[]> {
    const property = findProperty(propertyId);
    return property ? reviewsOf(property, now.toISOString().slice(0, 10)) : [];
  }
}
