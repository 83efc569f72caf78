import { getAirport, airportCity } from "~/domains/flights/airports";
import type { Currency } from "~/domains/markets/markets";
import { placesLeft } from "~/domains/supplier-orders/places.server";
import type { Offering, ProductFacts, SupplierProduct } from "~/domains/supplier-orders/types";
import type { Inventory } from "~/domains/suppliers/inventory";
import { translatorFor } from "~/i18n/translator.server";
import { instantIn, localDate, localTime } from "~/lib/format-time";
import { utcToLocal } from "~/lib/time";
import {
  type Fit,
  fits,
  FREE_CANCELLATION_HOURS,
  pickUpAt,
  rideBucket,
  type RideQuoteFacts,
  RideQuoteSchema,
  type RideRequest,
  RideRequestSchema,
  rideUnit,
  VEHICLES_PER_HOUR,
} from "./rides";
import type { RideQuote } from "~/domains/products/types";
import type { RideSupplier } from "./supplier";

// Rides as a product of the supplier order (decision 012): a vehicle class at an hour, held in the airport's Inventory
// object (a company runs so many cars an hour), booked with the driver company by Tern's reference.

const freeUntil = (quote: RideQuoteFacts) => Date.parse(quote.pickUp.utc) - FREE_CANCELLATION_HOURS * 3_600_000;

export const rideFacts: ProductFacts<RideRequest, RideQuoteFacts> = {
  kind: "ride",
  product: "rides",
  ridesFromAirport: () => true,
  requestSchema: RideRequestSchema,
  quoteSchema: RideQuoteSchema,
  sameAs: (r) => [r.airport, r.direction, r.address, r.date, r.time, r.passengers, r.bags, r.vehicle].join("/"),
  cancellationTerms(order, now) {
    const total = order.total;
    const zero = { amount: 0, currency: total.currency };
    if (order.status !== "confirmed") return { kind: "not_cancellable", reason: "not_booked" };
    if (now.getTime() >= Date.parse(order.quote.pickUp.utc)) return { kind: "not_cancellable", reason: "started" };
    return now.getTime() < freeUntil(order.quote)
      ? { kind: "free", penalty: zero, refund: total }
      : { kind: "non_refundable", penalty: total, refund: zero };
  },
  travellers: (order) => order.request.passengers,
  title(order) {
    const t = translatorFor(order.locale, "products");
    const airport = getAirport(order.request.airport);
    const city = airport ? airportCity(airport, order.locale) : order.request.airport;
    return [
      t(`rides.title.${order.request.direction}`, { city, vehicle: t(`rides.vehicles.${order.request.vehicle}`) }),
    ];
  },
  describe(order, lead) {
    const t = translatorFor(order.locale, "products");
    const { request, quote, locale } = order;
    const airport = getAirport(request.airport);
    const start = new Date(quote.pickUp.utc);
    const [from, to] =
      request.direction === "from_airport"
        ? [airport?.name ?? request.airport, request.address]
        : [request.address, airport?.name ?? request.airport];
    return {
      document: t("rides.voucher.title"),
      facts: [
        [t("rides.voucher.date"), localDate(request.date, locale, "long")],
        [t("rides.voucher.pickUp"), localTime(quote.pickUp.local, locale)],
        [t("rides.voucher.vehicle"), t(`rides.vehicles.${request.vehicle}`)],
      ],
      people: {
        heading: t("rides.voucher.party"),
        columns: [t("activities.ticket.lead"), t("rides.voucher.passengers")],
        rows: [
          [
            lead ? `${lead.firstName} ${lead.lastName}` : "",
            t("rides.voucher.load", { passengers: request.passengers, bags: request.bags }),
          ],
        ],
      },
      details: {
        heading: t(`rides.title.${request.direction}`, {
          city: airport ? airportCity(airport, locale) : request.airport,
          vehicle: t(`rides.vehicles.${request.vehicle}`),
        }),
        rows: [
          [t("rides.voucher.from"), from],
          [t("rides.voucher.to"), to],
          ...(request.flightNumber ? [[t("rides.voucher.flight"), request.flightNumber] as [string, string]] : []),
          [t("rides.voucher.meet"), t(`rides.meet.${request.direction}`, { minutes: quote.freeWaitingMinutes })],
          [t("rides.voucher.duration"), t("rides.minutes", { count: quote.durationMinutes })],
        ],
      },
      policy: {
        heading: t("activities.ticket.policy"),
        text: t("rides.policy", {
          deadline: instantIn(new Date(freeUntil(quote)), quote.timeZone, locale),
          hours: FREE_CANCELLATION_HOURS,
        }),
      },
      event: {
        start,
        end: new Date(start.getTime() + quote.durationMinutes * 60_000),
        summary: t(`rides.title.${request.direction}`, {
          city: airport ? airportCity(airport, locale) : request.airport,
          vehicle: t(`rides.vehicles.${request.vehicle}`),
        }),
        location: from,
      },
    };
  },
};

/** What the rides page asks: a transfer at an airport at a local time, for a party and its bags. */
export interface RideQuery {
  airport: string;
  date: string;
  time: string;
  passengers: number;
  bags: number;
}

/** A car class as the rides page offers it: its quote, whether it takes the party, its cars left that hour. */
export type RideOffer = RideQuote & { fit: Fit; left: number };

/**
 * A ride priced by its driver company for the vehicle class asked, refused when the party or its bags do not fit.
 * Its offer is every car class at the airport at that hour: its quote, whether it takes the party and its bags, and
 * how many of its cars are left that hour.
 */
export function rideProduct(
  supplier: RideSupplier,
  inventory: DurableObjectNamespace<Inventory>,
): SupplierProduct<RideRequest, RideQuoteFacts> & Offering<RideQuery, RideOffer[]> {
  return {
    ...rideFacts,
    async offer(query, market) {
      const quotes = await supplier.quotes(query.airport, market.currency);
      const left = await placesLeft(
        inventory,
        rideUnit(query.airport),
        quotes.map((q) => rideBucket(q.vehicle, query.date, query.time)),
        VEHICLES_PER_HOUR,
      );
      return quotes.map((quote, i) => ({
        ...quote,
        fit: fits(quote, query.passengers, query.bags),
        left: left[i] ?? VEHICLES_PER_HOUR,
      }));
    },
    async price(request, market: { currency: Currency }, now) {
      const airport = getAirport(request.airport);
      const offer = (await supplier.quotes(request.airport, market.currency)).find(
        (q) => q.vehicle === request.vehicle,
      );
      const start = pickUpAt(request.airport, request.date, request.time);
      if (!airport || !offer || !fits(offer, request.passengers, request.bags).ok || start <= now.getTime())
        return null;
      return {
        quote: {
          quoteId: offer.id,
          passengersMax: offer.passengers,
          bagsMax: offer.bags,
          distanceKm: offer.distanceKm,
          durationMinutes: offer.durationMinutes,
          freeWaitingMinutes: offer.freeWaitingMinutes,
          price: offer.price,
          timeZone: airport.tz,
          pickUp: { utc: new Date(start).toISOString(), local: utcToLocal(start, airport.tz) },
        },
        total: offer.price,
        startsOn: request.date,
        hold: {
          unit: rideUnit(request.airport),
          items: [
            { key: rideBucket(request.vehicle, request.date, request.time), capacity: VEHICLES_PER_HOUR, quantity: 1 },
          ],
        },
      };
    },
    async book(order, lead) {
      const { request, quote } = order;
      return supplier.book({
        reference: order.reference,
        quoteId: quote.quoteId,
        direction: request.direction,
        address: request.address,
        pickUp: quote.pickUp.local,
        passengers: request.passengers,
        bags: request.bags,
        flightNumber: request.flightNumber,
        lead: { firstName: lead.firstName, lastName: lead.lastName, phone: lead.phone },
      });
    },
    async cancel(order) {
      if (order.confirmation) await supplier.cancel(order.confirmation);
    },
  };
}
