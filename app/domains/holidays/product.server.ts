import { airportCity, getAirport } from "~/domains/flights/airports";
import { formatMoney } from "~/domains/markets/markets";
import type { ProductFacts, SupplierProduct } from "~/domains/supplier-orders/types";
import { translatorFor } from "~/i18n/translator.server";
import { localDate } from "~/lib/format-time";
import { addDays, localToUtc } from "~/lib/time";
import {
  HOLIDAY_FREE_DAYS,
  HOLIDAY_HALF_DAYS,
  holidayPrice,
  type HolidayQuote,
  HolidayQuoteSchema,
  type HolidayRequest,
  HolidayRequestSchema,
  PLACES_PER_DEPARTURE,
  roomsBySharing,
  weekdayOk,
} from "./holidays";
import type { HolidaySupplier } from "./supplier";

// Holidays as a product of the supplier order (decision 012): a package's departure for a party in rooms by sharing,
// its places held in the package's Inventory object, booked with the tour operator by Tern's reference.

const departsAt = (order: { request: HolidayRequest; quote: HolidayQuote }) =>
  localToUtc(order.request.departure, 0, getAirport(order.quote.destination)?.tz ?? "UTC");
const DAY = 86_400_000;

const cityOf = (code: string, locale: "en-US" | "fr-FR") => {
  const airport = getAirport(code);
  return airport ? airportCity(airport, locale) : code;
};

export const holidayFacts: ProductFacts<HolidayRequest, HolidayQuote> = {
  kind: "holiday",
  product: "holidays",
  ridesFromAirport: (order) => order.quote.inclusions.includes("airport_transfers"),
  requestSchema: HolidayRequestSchema,
  quoteSchema: HolidayQuoteSchema,
  sameAs: (r) => [r.packageId, r.departure, r.adults, r.rooms].join("/"),
  cancellationTerms(order, now) {
    const total = order.total;
    const money = (amount: number) => ({ amount, currency: total.currency });
    if (order.status !== "confirmed") return { kind: "not_cancellable", reason: "not_booked" };
    const left = departsAt(order) - now.getTime();
    if (left <= 0) return { kind: "not_cancellable", reason: "started" };
    if (left >= HOLIDAY_FREE_DAYS * DAY) return { kind: "free", penalty: money(0), refund: total };
    if (left >= HOLIDAY_HALF_DAYS * DAY) {
      const penalty = Math.round(total.amount / 2);
      return { kind: "penalty", penalty: money(penalty), refund: money(total.amount - penalty) };
    }
    return { kind: "non_refundable", penalty: total, refund: money(0) };
  },
  travellers: (order) => order.request.adults,
  // Every traveller is named: the tour operator books flights and rooms in their names.
  party: (request) => ({ count: request.adults, label: "traveller", requests: false }),
  flight: (order) => ({
    to: order.quote.destination,
    depart: order.request.departure,
    returnDate: order.quote.returnsOn,
    adults: order.request.adults,
    // Day 1's transfer meets the flight: it lands that day at the latest.
    arriveBy: order.request.departure,
  }),
  title(order) {
    const t = translatorFor(order.locale, "products");
    return [t("holidays.title", { city: cityOf(order.quote.destination, order.locale), count: order.quote.nights })];
  },
  describe(order, lead, party) {
    const t = translatorFor(order.locale, "products");
    const { request, quote, locale } = order;
    const city = cityOf(quote.destination, locale);
    return {
      document: t("holidays.voucher.title"),
      facts: [
        [t("holidays.voucher.departure"), localDate(request.departure, locale, "long")],
        [t("holidays.voucher.return"), localDate(quote.returnsOn, locale, "long")],
        [t("holidays.voucher.party"), t("holidays.party", { adults: request.adults, rooms: request.rooms })],
      ],
      people: {
        heading: t("holidays.voucher.travellers"),
        columns: [t("activities.ticket.lead"), t("holidays.voucher.rooms")],
        rows: [lead, ...(party?.others ?? [])].map((person, i) => [
          person ? `${person.firstName} ${person.lastName}` : "",
          i === 0 ? t("holidays.party", { adults: request.adults, rooms: request.rooms }) : "",
        ]),
      },
      details: {
        heading: t("holidays.title", { city, count: quote.nights }),
        rows: [
          [
            t("holidays.voucher.hotel"),
            quote.hotel
              ? t("holidays.hotel", { hotel: quote.hotel, count: quote.stars })
              : t("holidays.stars", { count: quote.stars }),
          ],
          [t("holidays.voucher.included"), quote.inclusions.map((i) => t(`holidays.inclusions.${i}`)).join(", ")],
          [t("holidays.voucher.perPerson"), formatMoney(quote.pricePerPersonSharing, locale)],
          ...(quote.singles > 0
            ? [
                [
                  t("holidays.voucher.singles", { count: quote.singles }),
                  formatMoney(quote.singleSupplement, locale),
                ] as [string, string],
              ]
            : []),
        ],
      },
      policy: { heading: t("activities.ticket.policy"), text: t("holidays.policy") },
      event: {
        start: new Date(departsAt(order)),
        end: new Date(departsAt(order) + quote.nights * DAY),
        summary: t("holidays.title", { city, count: quote.nights }),
        location: city,
      },
    };
  },
};

/** A package's departure priced for the party by the tour operator, its places held. */
export function holidayProduct(supplier: HolidaySupplier): SupplierProduct<HolidayRequest, HolidayQuote> {
  return {
    ...holidayFacts,
    async price(request, market, now) {
      const pkg = (await supplier.packages(market.currency)).find((p) => p.id === request.packageId);
      const sharing = roomsBySharing(request.adults, request.rooms);
      if (!pkg || !sharing || !weekdayOk(request.departure)) return null;
      const order = { request, quote: { destination: pkg.destination } as HolidayQuote };
      if (departsAt(order) <= now.getTime()) return null;
      return {
        quote: {
          destination: pkg.destination,
          nights: pkg.nights,
          hotel: pkg.hotel,
          stars: pkg.stars,
          inclusions: pkg.inclusions,
          pricePerPersonSharing: pkg.pricePerPersonSharing,
          singleSupplement: pkg.singleSupplement,
          singles: sharing.singles,
          returnsOn: addDays(request.departure, pkg.nights),
        },
        total: holidayPrice(pkg, request.adults, sharing.singles),
        startsOn: request.departure,
        hold: {
          unit: `holiday:${pkg.id}`,
          items: [{ key: request.departure, capacity: PLACES_PER_DEPARTURE, quantity: request.adults }],
        },
      };
    },
    async book(order, lead, party) {
      const name = ({ firstName, lastName }: { firstName: string; lastName: string }) => ({ firstName, lastName });
      return supplier.book({
        reference: order.reference,
        packageId: order.request.packageId,
        departure: order.request.departure,
        adults: order.request.adults,
        rooms: order.request.rooms,
        lead: name(lead),
        travellers: [lead, ...party.others].map(name),
      });
    },
    async cancel(order) {
      if (order.confirmation) await supplier.cancel(order.confirmation);
    },
  };
}
