import { createHmac } from "node:crypto";
import type { Cabin } from "../aircraft";
import {
  type BaggageOption,
  type ChangeEligibility,
  type ChangeOption,
  type ChangeRequest,
  type FlightOffer,
  type FlightSearch,
  FlightSearchSchema,
  type FlightSupplier,
  type CancelResult,
  type IssueInput,
  type PnrResult,
  type PriceResult,
  type SeatMap,
  SupplierError,
  type TicketResult,
} from "../supplier";
import { changeFee, cheapestFamilyPrices, FAMILIES, priceFamilies } from "./fares";
import { findFlight } from "./slices";
import { BOOKING_CUTOFF_MINUTES, keptSlice, searchItineraries } from "./search";
import { decodeToken, encodeToken, type OfferToken } from "./offer-ids";
import { seatsLeft } from "./availability";
import { passengerScenario, routeScenario, SLOW_SUPPLIER_MS } from "./scenarios";
import { type ScheduledFlight } from "./schedule";
import { MEMBER_FARE_CARRIERS } from "./carriers";
import { extraBaggageFor, seatMapFor } from "./seats";
import { createSandboxPnr, issueSandboxTickets, sandboxTicketNumber } from "./ticketing";
import type { Money } from "~/domains/markets/markets";

/** Offers are good for about 20 minutes, as real suppliers' are (docs/architecture.md). */
export const OFFER_TTL_MINUTES = 20;
/** The short-hold scenario: a priced offer, and so the booking's hold, lasts this long. */
export const SHORT_HOLD_SECONDS = 15;

const today = (now: Date) => now.toISOString().slice(0, 10);

/** A route's scenario as the sandbox answers a search of it: a timeout throws, a slow supplier takes its time. */
async function answering(query: FlightSearch) {
  const scenario = routeScenario(query.slices);
  if (scenario === "supplier_timeout") throw new SupplierError("timeout", "The sandbox supplier timed out (scenario)");
  if (scenario === "supplier_slow") await new Promise((resolve) => setTimeout(resolve, SLOW_SUPPLIER_MS));
  return scenario;
}

/**
 * The sandbox FlightSupplier: a deterministic network of real carriers over real airports. The same query
 * on the same day gives the same offers on any machine.
 */
export class SandboxFlightSupplier implements FlightSupplier {
  /** The key that signs offer ids, derived from the deployment's secret (never the secret itself). */
  private readonly offerKey: Buffer;

  constructor(secret: string) {
    this.offerKey = createHmac("sha256", secret).update("tern sandbox offer ids").digest();
  }

  async search(input: FlightSearch, now: Date): Promise<FlightOffer[]> {
    const query = FlightSearchSchema.parse(input);
    const scenario = await answering(query);
    const offers = searchItineraries(query, now).map((chosen) =>
      this.offer(
        chosen,
        query.cabin,
        query,
        now.getTime(),
        scenario === "offers_expire_at_once" ? 0 : OFFER_TTL_MINUTES,
      ),
    );
    return offers.sort((a, b) => (a.families[0]?.total.amount ?? 0) - (b.families[0]?.total.amount ?? 0));
  }

  /** The cheapest fare per adult of what `search` would offer, without making the offers (a calendar's day). */
  async cheapestFare(input: FlightSearch, now: Date): Promise<Money | null> {
    const query = FlightSearchSchema.parse(input);
    await answering(query);
    const day = today(now);
    const passengers = { adults: query.adults, children: query.childAges.length, infants: query.infants };
    let cheapest: Money | null = null;
    for (const chosen of searchItineraries(query, now)) {
      const fare = cheapestFamilyPrices(chosen.flat(), query.cabin, passengers, query.currency, day)?.adult.total;
      if (fare && (!cheapest || fare.amount < cheapest.amount)) cheapest = fare;
    }
    return cheapest;
  }

  async price(offerId: string, familyCode: string, now: Date): Promise<PriceResult> {
    const token = decodeToken(offerId, this.offerKey);
    if (!token) throw new SupplierError("invalid_offer", "This offer does not exist");
    if (now.getTime() > token.at + token.ttl * 60000) return { status: "expired" };
    const slices = token.f.map((slice) => slice.map(([n, d, from, to]) => findFlight(n, d, from, to)));
    if (slices.some((s) => s.some((f) => !f))) throw new SupplierError("invalid_offer", "This offer does not exist");
    const flights = slices as ScheduledFlight[][];
    if ((flights[0]?.[0]?.departUtc ?? 0) < now.getTime() + BOOKING_CUTOFF_MINUTES * 60000)
      return { status: "expired" };
    const query = { adults: token.a, childAges: token.ch, infants: token.i, currency: token.cur };
    const scenario = routeScenario(
      flights.map((s) => ({ from: s[0]?.route.from.code ?? "", to: s.at(-1)?.route.to.code ?? "" })),
    );
    const seatsNeeded = token.a + token.ch.length;
    if (scenario === "sold_out_on_reprice") return { status: "sold_out" };
    if (flights.flat().some((f) => seatsLeft(f, token.c, today(now)) < seatsNeeded)) return { status: "sold_out" };

    const before = this.offer(flights, token.c, query, token.at, token.ttl);
    const after = this.offer(
      flights,
      token.c,
      query,
      now.getTime(),
      scenario === "hold_expires_quickly" ? SHORT_HOLD_SECONDS / 60 : OFFER_TTL_MINUTES,
      scenario === "price_changes_on_reprice" ? 1.12 : 1,
    );
    const was = before.families.find((f) => f.code === familyCode);
    const is = after.families.find((f) => f.code === familyCode);
    if (!was || !is) throw new SupplierError("invalid_offer", `No fare family ${familyCode} on this offer`);
    if (is.total.amount !== was.total.amount)
      return { status: "price_changed", offer: after, previousTotal: was.total };
    return { status: "ok", offer: after };
  }

  async seatMap(offerId: string, slice: number, segment: number, now: Date): Promise<SeatMap | null> {
    const { token, flight } = this.flightOf(offerId, slice, segment);
    return seatMapFor(flight, token.c, token.cur, today(now));
  }

  async extraBaggage(offerId: string, slice: number, segment: number): Promise<BaggageOption[] | null> {
    const { token, flight } = this.flightOf(offerId, slice, segment);
    return extraBaggageFor(flight, token.cur);
  }

  /** Sandbox test surnames (docs/sandbox.md): an unknown `SANDBOX-...` one would fail at ticketing. */
  checkPassengers(passengers: IssueInput["passengers"]) {
    return passengers.flatMap((passenger, index) => {
      try {
        passengerScenario(passenger.lastName);
        return [];
      } catch {
        return [{ index, reason: "name_refused" as const }];
      }
    });
  }

  async createPnr(input: IssueInput): Promise<PnrResult> {
    this.flightOf(input.offerId, 0, 0);
    return createSandboxPnr(input);
  }

  /**
   * The fare's change rule decides (docs/sandbox.md): "none" refuses, a flight leaving within the booking cut-off has
   * gone. The `SANDBOX-CHANGE-DOWN` surname makes the check itself fail.
   */
  async changeEligibility(input: IssueInput, now: Date): Promise<ChangeEligibility> {
    if (input.passengers.some((p) => passengerScenario(p.lastName) === "change_check_fails"))
      throw new SupplierError("unavailable", "The sandbox airline cannot check this booking (scenario)");
    const { token, flight } = this.flightOf(input.offerId, 0, 0);
    const family = FAMILIES[token.c].find((f) => f.code === input.familyCode);
    if (!family || family.changes === "none") return { eligible: false, reason: "fare_rules" };
    if (flight.departUtc < now.getTime() + BOOKING_CUTOFF_MINUTES * 60000)
      return { eligible: false, reason: "departed" };
    return { eligible: true };
  }

  /**
   * The same route on the new dates and cabin, for the same passengers: each offer in the family of the same rank
   * (Classic stays Classic; in another cabin, the family at the same place in its list), priced against the fare
   * paid, with the change fee of the fare being changed.
   */
  async changeOptions(input: IssueInput & { paid: Money }, request: ChangeRequest, now: Date): Promise<ChangeOption[]> {
    const eligibility = await this.changeEligibility(input, now);
    if (!eligibility.eligible) return [];
    const token = decodeToken(input.offerId, this.offerKey);
    if (!token || request.dates.length !== token.f.length) return [];
    const current = FAMILIES[token.c];
    const rank = Math.max(
      0,
      current.findIndex((f) => f.code === input.familyCode),
    );
    const rule = current[rank];
    const target = FAMILIES[request.cabin];
    const family = target[Math.min(rank, target.length - 1)];
    if (!rule || !family) return [];
    const slices = token.f.map((slice, i) => ({
      from: slice[0]?.[2] ?? "",
      to: slice.at(-1)?.[3] ?? "",
      date: request.dates[i] ?? "",
    }));
    const offers = await this.search(
      { slices, adults: token.a, childAges: token.ch, infants: token.i, cabin: request.cabin, currency: token.cur },
      now,
    );
    const fee = changeFee(token.c, rule.changes, token.a + token.ch.length, token.cur);
    return offers.flatMap((offer) => {
      const priced = offer.families.find((f) => f.code === family.code);
      if (!priced) return [];
      return [
        {
          offer,
          familyCode: family.code,
          fareDifference: { amount: priced.total.amount - input.paid.amount, currency: token.cur },
          changeFee: fee,
        },
      ];
    });
  }

  async reissueTickets(input: IssueInput, _pnr: string, changeId: string): Promise<string[]> {
    const { flight } = this.flightOf(input.offerId, 0, 0);
    return input.passengers.map((_, i) =>
      sandboxTicketNumber(flight.route.carrier.code, `${input.reference}:${changeId}`, i),
    );
  }

  /** The sandbox airline takes every ticket back and returns nothing to Tern (what the traveller is paid is Tern's). */
  async cancelTickets(): Promise<CancelResult> {
    return { status: "cancelled", refund: null };
  }

  async issueTickets(input: IssueInput, _pnr: string, pnrCreatedAt: Date, now: Date): Promise<TicketResult> {
    const { flight } = this.flightOf(input.offerId, 0, 0);
    return issueSandboxTickets(input, flight.route.carrier.code, pnrCreatedAt, now);
  }

  private flightOf(offerId: string, slice: number, segment: number) {
    const token = decodeToken(offerId, this.offerKey);
    const ref = token?.f[slice]?.[segment];
    const flight = ref ? findFlight(...ref) : undefined;
    if (!token || !flight) throw new SupplierError("invalid_offer", "This offer does not exist");
    return { token, flight };
  }

  private offer(
    flights: ScheduledFlight[][],
    cabin: Cabin,
    query: Pick<FlightSearch, "adults" | "childAges" | "infants" | "currency">,
    at: number,
    ttlMinutes: number,
    priceFactor = 1,
  ): FlightOffer {
    const day = new Date(at).toISOString().slice(0, 10);
    const passengers = { adults: query.adults, children: query.childAges.length, infants: query.infants };
    const families = priceFamilies(flights.flat(), cabin, passengers, query.currency, day, priceFactor);
    const token: OfferToken = {
      v: 1,
      f: flights.map((slice) => slice.map((f) => [f.flightNumber, f.date, f.route.from.code, f.route.to.code])),
      c: cabin,
      a: query.adults,
      ch: query.childAges,
      i: query.infants,
      cur: query.currency,
      at,
      ttl: ttlMinutes,
    };
    return {
      id: encodeToken(token, this.offerKey),
      slices: flights.map((slice) => keptSlice(slice, cabin, day)),
      cabin,
      families,
      seatsLeft: Math.min(...flights.flat().map((f) => seatsLeft(f, cabin, day))),
      expiresAt: new Date(at + ttlMinutes * 60000).toISOString(),
      passengers: { adults: query.adults, childAges: query.childAges, infants: query.infants },
      ...memberFare(flights.flat(), cabin),
    };
  }
}

/** The members' price of an economy offer flown only by carriers that give one: the smallest of their shares. */
function memberFare(flights: ScheduledFlight[], cabin: Cabin): { memberDiscountPercent?: number } {
  if (cabin !== "economy") return {};
  const shares = flights.map((f) => MEMBER_FARE_CARRIERS[f.route.carrier.code]);
  if (shares.some((share) => share === undefined)) return {};
  return { memberDiscountPercent: Math.min(...(shares as number[])) };
}
