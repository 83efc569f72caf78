import { guestCount, nightBucket, nightsOf, propertyInventoryKey, stayPriceable } from "~/domains/hotels/stay-query";
import type { HotelSupplier } from "~/domains/hotels/supplier";
import type { Money } from "~/domains/markets/markets";
import type { ProductFacts, SupplierProduct } from "~/domains/supplier-orders/types";
import { describeStay, stayInstants } from "./describe.server";
import { quoteStay } from "./quote.server";
import { type StayQuote, StayQuoteSchema, type StayRequest, StayRequestSchema } from "./types";

// Hotel stays as a product of the supplier order (decision 012; docs/architecture.md, "How to add a product"): one
// rate of one room type for every room of a party, each room-night held in the property's Inventory object, booked
// with the hotel by Tern's reference, a lead guest named for each room.

/** What the order core reads of a stay without its hotel. */
export const stayFacts: ProductFacts<StayRequest, StayQuote> = {
  kind: "stay",
  product: "stays",
  requestSchema: StayRequestSchema,
  quoteSchema: StayQuoteSchema,
  sameAs: (r) => [r.propertyId, r.roomCode, r.planCode, r.checkIn, r.checkOut, JSON.stringify(r.rooms)].join("/"),
  /**
   * By the rate's policy as it was sold: everything back before a refundable rate's deadline, the first night of each
   * room kept after it, nothing back on a non-refundable rate; nothing here once the check-in time has come.
   */
  cancellationTerms(stay, now) {
    if (stay.status !== "confirmed") return { kind: "not_cancellable", reason: "not_booked" };
    if (now.getTime() >= stayInstants(stay).start.getTime()) return { kind: "not_cancellable", reason: "started" };
    const { total } = stay.quote;
    const money = (amount: number): Money => ({ amount, currency: total.currency });
    if (!stay.quote.refundable) return { kind: "non_refundable", penalty: total, refund: money(0) };
    if (stay.quote.deadline && now.getTime() < Date.parse(stay.quote.deadline.utc)) {
      return { kind: "free", penalty: money(0), refund: total };
    }
    const firstNights = stay.quote.firstNights.reduce((sum, m) => sum + m.amount, 0);
    const penalty = Math.min(total.amount, firstNights);
    return { kind: "penalty", penalty: money(penalty), refund: money(total.amount - penalty) };
  },
  travellers: (stay) => guestCount(stay.request.rooms),
  title: (stay) => [`${stay.quote.propertyName}, ${stay.quote.city}`],
  describe: describeStay,
  // A lead guest for each room (the hotel hands the key to them), and the party's requests.
  party: (request) => ({ count: request.rooms.length, label: "room", requests: true }),
  endsOn: (stay) => stay.request.checkOut,
  // A return flight to the property's city on the stay's dates, for its guests.
  flight: (stay) => ({
    to: stay.quote.cityCode,
    depart: stay.request.checkIn,
    returnDate: stay.request.checkOut,
    adults: stay.request.rooms.reduce((sum, room) => sum + room.adults, 0),
    childAges: stay.request.rooms.flatMap((room) => room.childAges),
  }),
};

/**
 * A stay sold by its hotel: the rate priced again for every room's party, every night held for as many rooms as the
 * party takes (all nights or none, never oversold); the hotel books it by Tern's reference and cancels it by its
 * confirmation number.
 */
export function stayProduct(hotels: HotelSupplier): SupplierProduct<StayRequest, StayQuote> {
  return {
    ...stayFacts,
    // Dates and rooms that cannot be priced (a past check-in, too many nights) reserve nothing.
    accepts: (request, today) => stayPriceable(request, today),
    async price(request, market) {
      const priced = await quoteStay(hotels, request, request.rooms, market.currency);
      if (!priced) return null;
      const nights = nightsOf(request.checkIn, request.checkOut);
      // An owner's calendar sells a different number of rooms night by night; a hotel its room type's count.
      const capacity = hotels.allotment
        ? await hotels.allotment(request.propertyId, request.roomCode, nights)
        : nights.map(() => priced.capacity);
      return {
        quote: priced.quote,
        total: priced.quote.total,
        startsOn: request.checkIn,
        hold: {
          unit: propertyInventoryKey(request.propertyId),
          items: nights.map((night, i) => ({
            key: nightBucket(request.roomCode, night),
            capacity: capacity[i] ?? 0,
            quantity: request.rooms.length,
          })),
        },
      };
    },
    async book(stay, lead, party) {
      const names = [lead, ...party.others];
      return hotels.book({
        reference: stay.reference,
        propertyId: stay.request.propertyId,
        roomCode: stay.request.roomCode,
        planCode: stay.request.planCode,
        checkIn: stay.request.checkIn,
        checkOut: stay.request.checkOut,
        rooms: stay.request.rooms.map((guests, i) => ({
          ...guests,
          leadGuest: { firstName: names[i]?.firstName ?? "", lastName: names[i]?.lastName ?? "" },
        })),
        requests: party.requests,
        total: stay.quote.total,
      });
    },
    async cancel(stay) {
      if (stay.confirmation) await hotels.cancel(stay.confirmation);
    },
  };
}
