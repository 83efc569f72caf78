import { decimalOf, minorOf } from "~/domains/markets/markets";
import type { Database } from "~/db/client.server";
import { type Currency, isCurrency, type Money } from "~/domains/markets/markets";
import type {
  BaggageOption,
  CancelResult,
  ChangeEligibility,
  ChangeOption,
  ChangeRequest,
  FlightOffer,
  FlightSearch,
  FlightSupplier,
  IssueInput,
  PnrResult,
  PriceResult,
  SeatMap,
  TicketResult,
} from "../supplier";
import { DuffelApi, DuffelRefusal } from "./api";
import {
  DUFFEL_SEATS,
  familyCodeOf,
  moneyOf,
  parseFamilyCode,
  passengerType,
  toFamily,
  toFlightOffers,
  toSlice,
} from "./offers";
import { changeEligibility, changeOptions, createOrder, issueTickets, reissueTickets } from "./orders.server";
import type { DuffelOffer } from "./schemas";
import { toSeatMap } from "./seats";
import { cancelOrder } from "./cancel.server";

// The Duffel flight supplier (decision 020): Tern's FlightSupplier over Duffel's API v2. Searches, reprices,
// seat maps and bags read Duffel's offers; orders, tickets and changes are in orders.server.ts.

export interface DuffelDeps {
  db: Database;
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Tern's offer id: Duffel's, with the market currency it was shown in (seat maps and bags are priced in it). */
export const ternOfferId = (duffelId: string, currency: Currency) => `${duffelId}~${currency}`;
export function parseOfferId(id: string): { duffelId: string; currency: Currency } {
  const [duffelId = "", currency] = id.split("~");
  return { duffelId, currency: isCurrency(currency) ? currency : "USD" };
}

const CABIN_CLASS = { economy: "economy", premium_economy: "premium_economy", business: "business", first: "first" };

export class DuffelFlightSupplier implements FlightSupplier {
  readonly api: DuffelApi;

  constructor(readonly deps: DuffelDeps) {
    this.api = new DuffelApi({ token: deps.token, fetch: deps.fetch, timeoutMs: deps.timeoutMs });
  }

  async search(query: FlightSearch): Promise<FlightOffer[]> {
    const answer = await this.api.searchOffers({
      slices: query.slices.map((s) => ({ origin: s.from, destination: s.to, departure_date: s.date })),
      passengers: [
        ...Array.from({ length: query.adults }, () => ({ type: "adult" })),
        ...query.childAges.map((age) => ({ age })),
        ...Array.from({ length: query.infants }, () => ({ type: "infant_without_seat" })),
      ],
      cabin_class: CABIN_CLASS[query.cabin],
    });
    return toFlightOffers(answer.offers, query).map((offer) => ({
      ...offer,
      id: ternOfferId(offer.id, query.currency),
      families: offer.families.map((family) => {
        const duffel = answer.offers.find((o) => o.id === family.code);
        return duffel ? { ...family, code: familyCodeOf(duffel) } : family;
      }),
    }));
  }

  async price(offerId: string, familyCode: string, now: Date): Promise<PriceResult> {
    const { currency } = parseOfferId(offerId);
    const { offerId: id, previous } = parseFamilyCode(familyCode || parseOfferId(offerId).duffelId);
    let offer: DuffelOffer;
    try {
      offer = await this.api.offer(id);
    } catch (error) {
      if (!(error instanceof DuffelRefusal)) throw error;
      return error.status === 404 ? { status: "expired" } : { status: "sold_out" };
    }
    if (Date.parse(offer.expires_at) <= now.getTime()) return { status: "expired" };
    const query = this.queryOf(offer, currency);
    const family = { ...toFamily(offer, query), code: familyCodeOf(offer) };
    const priced: FlightOffer = {
      id: ternOfferId(offer.id, currency),
      slices: offer.slices.map((s) => toSlice(s.segments, query.cabin)),
      cabin: query.cabin,
      families: [family],
      seatsLeft: DUFFEL_SEATS,
      expiresAt: offer.expires_at,
      passengers: { adults: query.adults, childAges: query.childAges, infants: query.infants },
    };
    const cents = minorOf(offer.total_amount, offer.total_currency);
    if (previous && (previous.cents !== cents || previous.currency !== offer.total_currency)) {
      const before = {
        ...offer,
        total_amount: decimalOf(previous.cents, previous.currency),
        total_currency: previous.currency,
      };
      return { status: "price_changed", offer: priced, previousTotal: toFamily(before, query).total };
    }
    return { status: "ok", offer: priced };
  }

  async seatMap(offerId: string, slice: number, segment: number, _now?: Date): Promise<SeatMap | null> {
    const { duffelId, currency } = parseOfferId(offerId);
    const [offer, maps] = await Promise.all([this.api.offer(duffelId), this.api.seatMaps(duffelId)]);
    return toSeatMap(offer, slice, segment, maps, currency);
  }

  async extraBaggage(offerId: string, slice: number, segment: number): Promise<BaggageOption[] | null> {
    const { duffelId, currency } = parseOfferId(offerId);
    const offer = await this.api.offer(duffelId);
    const flight = offer.slices[slice]?.segments[segment];
    const types = new Map(offer.passengers.map((p) => [p.id, passengerType(p)]));
    const bags = (offer.available_services ?? []).filter(
      (s) => s.type === "baggage" && s.metadata?.type === "checked" && flight && s.segment_ids.includes(flight.id),
    );
    if (!flight || bags.length === 0) return null;
    const options: BaggageOption[] = [];
    for (const bag of bags) {
      const each = moneyOf(bag.total_amount, bag.total_currency, currency);
      for (let pieces = 1; pieces <= Math.min(bag.maximum_quantity, 3); pieces++) {
        const kg = bag.metadata?.maximum_weight_kg ?? 0;
        const passengerTypes = [...new Set(bag.passenger_ids.map((id) => types.get(id) ?? "adult"))];
        const same = options.find((o) => o.pieces === pieces && o.kg === kg);
        if (same) same.passengerTypes = [...new Set([...same.passengerTypes, ...passengerTypes])];
        else
          options.push({
            pieces,
            kg,
            price: { amount: each.amount * pieces, currency: each.currency },
            passengerTypes,
          });
      }
    }
    return options.sort((a, b) => a.pieces - b.pieces || a.kg - b.kg);
  }

  /** Duffel takes names in Latin letters, spaces, hyphens and apostrophes. */
  checkPassengers(passengers: IssueInput["passengers"]) {
    return passengers.flatMap((p, index) =>
      [p.firstName, p.lastName].every((n) => /^[A-Za-z][A-Za-z' -]{0,49}$/.test(n))
        ? []
        : [{ index, reason: "name_refused" as const }],
    );
  }

  createPnr(input: IssueInput, now: Date): Promise<PnrResult> {
    return createOrder(this, input, now);
  }
  issueTickets(input: IssueInput, pnr: string, _pnrCreatedAt: Date, now: Date): Promise<TicketResult> {
    return issueTickets(this, input, now);
  }
  changeEligibility(input: IssueInput, now: Date): Promise<ChangeEligibility> {
    return changeEligibility(this, input, now);
  }
  changeOptions(input: IssueInput & { paid: Money }, request: ChangeRequest, _now?: Date): Promise<ChangeOption[]> {
    return changeOptions(this, input, request);
  }
  reissueTickets(input: IssueInput, _pnr: string, changeId: string): Promise<string[]> {
    return reissueTickets(this, input, changeId);
  }
  cancelTickets(input: IssueInput): Promise<CancelResult> {
    return cancelOrder(this, input, parseOfferId(input.offerId).currency);
  }

  /** The party an offer was asked for, as Tern's search. */
  queryOf(offer: DuffelOffer, currency: Currency): FlightSearch {
    const types = offer.passengers.map(passengerType);
    return {
      slices: offer.slices.map((s) => ({
        from: s.origin.iata_code,
        to: s.destination.iata_code,
        date: s.segments[0]?.departing_at.slice(0, 10) ?? "",
      })),
      adults: types.filter((t) => t === "adult").length,
      childAges: offer.passengers.filter((p) => passengerType(p) === "child").map((p) => p.age ?? 2),
      infants: types.filter((t) => t === "infant").length,
      cabin: offer.slices[0]?.segments[0]?.passengers[0]?.cabin_class ?? "economy",
      currency,
    };
  }
}
