import type { BookingCheckoutDeps } from "../payment.server";
import { type Booking } from "../types";
import { type BookingChange, CHANGE_HOLD_MS, newChangeId, recordChange, releaseHoldRefs } from "./records.server";
import { type Cabin } from "~/domains/flights/aircraft";
import { type ChangeOption, type FlightOffer, SupplierError } from "~/domains/flights/supplier";
import { type Eligibility, changeEligibility } from "./eligibility.server";
import { type Money } from "~/domains/markets/markets";
import { closeWaitingChanges } from "./payment.server";
import { flightsOf, seatsNeeded } from "../holds.server";
import { getTravellers } from "../travellers.server";
import { issueInput } from "../ticketing.server";
/** One change option as the traveller reads it: the new flights, and what it costs or leaves to their credit. */
export interface ChangeQuote {
  /** Names the option across quotes (offer ids carry the time they were priced): its flights and family. */
  key: string;
  offer: FlightOffer;
  familyCode: string;
  fareDifference: Money;
  changeFee: Money;
  amountDue: Money;
  credit: Money;
}

export const optionKey = (offer: FlightOffer, familyCode: string) =>
  [
    ...flightsOf(offer).map(({ segment }) => `${segment.flightNumber}@${segment.departLocal.slice(0, 10)}`),
    familyCode,
  ].join("~");

function toQuote(option: ChangeOption): ChangeQuote {
  const net = option.fareDifference.amount + option.changeFee.amount;
  const currency = option.changeFee.currency;
  return {
    key: optionKey(option.offer, option.familyCode),
    offer: option.offer,
    familyCode: option.familyCode,
    fareDifference: option.fareDifference,
    changeFee: option.changeFee,
    amountDue: { amount: Math.max(0, net), currency },
    credit: { amount: Math.max(0, -net), currency },
  };
}

export type QuoteResult =
  | { kind: "options"; options: ChangeQuote[] }
  | { kind: "none" }
  | { kind: "not_eligible"; reason: Exclude<Eligibility, { eligible: true }>["reason"] };

/**
 * The supplier's options for the same route on the new dates and cabin, with the fare difference and the change fee
 * quoted before anything is committed; "none" is "No flight available for change on this ticket".
 */
export async function quoteChange(
  deps: BookingCheckoutDeps,
  booking: Booking,
  request: { dates: string[]; cabin: Cabin },
): Promise<QuoteResult> {
  const eligibility = await changeEligibility(deps, booking);
  if (!eligibility.eligible) return { kind: "not_eligible", reason: eligibility.reason };
  let options: ChangeOption[];
  try {
    options = await deps.supplier.changeOptions(
      { ...issueInput(booking, await getTravellers(deps.db, booking.id)), paid: booking.family.total },
      request,
      deps.now,
    );
  } catch (error) {
    if (error instanceof SupplierError) return { kind: "not_eligible", reason: "check_failed" };
    throw error;
  }
  // The flights the booking already has on the same cabin are no change.
  const current = optionKey(booking.offer, booking.family.code);
  const quotes = options.map(toQuote).filter((q) => q.key !== current);
  return quotes.length === 0 ? { kind: "none" } : { kind: "options", options: quotes };
}

export type AcceptResult =
  | { kind: "accepted"; change: BookingChange }
  | { kind: "gone" }
  /** Another change to the booking was recorded meanwhile: "Request already submitted." */
  | { kind: "in_progress" }
  | { kind: "not_eligible"; reason: Exclude<Eligibility, { eligible: true }>["reason"] };

/**
 * Accepts one quoted option: quoted again (never trusting the page's prices), its new seats held on every flight,
 * then recorded. A seat gone since the quote answers "gone" ("Unable to select flight, please try again").
 */
export async function acceptChange(
  deps: BookingCheckoutDeps,
  booking: Booking,
  request: { dates: string[]; cabin: Cabin; key: string },
): Promise<AcceptResult> {
  const quoted = await quoteChange(deps, booking, request);
  if (quoted.kind === "not_eligible") return quoted;
  const quote = quoted.kind === "options" ? quoted.options.find((o) => o.key === request.key) : undefined;
  if (!quote) return { kind: "gone" };
  await closeWaitingChanges(deps, booking);
  const id = newChangeId();
  const holdId = `${id}-cabin`;
  const flights = flightsOf(quote.offer);
  const quantity = seatsNeeded(booking);
  const held = await Promise.all(
    flights.map(({ segment }) =>
      deps.inventory.getByName(segment.inventoryKey).hold({
        holdId,
        items: [{ key: `cabin:${quote.offer.cabin}`, capacity: segment.seatsLeft, quantity }],
        ttlMs: CHANGE_HOLD_MS,
      }),
    ),
  );
  if (held.some((r) => !r.ok)) {
    await releaseHoldRefs(
      deps,
      flights.map(({ segment }) => ({ inventoryKey: segment.inventoryKey, holdId })),
    );
    return { kind: "gone" };
  }
  const change = await recordChange(deps, booking, {
    id,
    holdId,
    detail: {
      kind: "itinerary",
      offer: quote.offer,
      familyCode: quote.familyCode,
      dates: request.dates,
      cabin: request.cabin,
      from: booking.cabinHoldId,
    },
    fareDifference: quote.fareDifference,
    changeFee: quote.changeFee,
    amountDue: quote.amountDue,
    credit: quote.credit,
  });
  return change ? { kind: "accepted", change } : { kind: "in_progress" };
}
