import { travellerCount } from "../rules";
import type { BookingCheckoutDeps } from "../payment.server";
import { type Booking } from "../types";
import { type Cabin } from "~/domains/flights/aircraft";
import { type RefundStanding, refundStanding } from "../refund-cases.server";
import { SupplierError } from "~/domains/flights/supplier";
import { getTravellers } from "../travellers.server";
import { issueInput } from "../ticketing.server";
export type Eligibility =
  | { eligible: true }
  | {
      eligible: false;
      reason: "not_ticketed" | "fare_rules" | "departed" | "refund_open" | "partly_refunded" | "check_failed";
    };

/**
 * The eligibility check of a date or cabin change: a ticketed booking without a refund case, whose fare allows
 * changes (the airline's answer); "check_failed" when the airline cannot be asked ("Failed to check booking
 * eligibility!").
 */
export async function changeEligibility(deps: BookingCheckoutDeps, booking: Booking): Promise<Eligibility> {
  const blocked = changeBlockedBy(booking, await refundStanding(deps.db, booking));
  if (blocked) return { eligible: false, reason: blocked };
  try {
    const answer = await deps.supplier.changeEligibility(
      issueInput(booking, await getTravellers(deps.db, booking.id)),
      deps.now,
    );
    return answer.eligible ? { eligible: true } : { eligible: false, reason: answer.reason };
  } catch (error) {
    if (error instanceof SupplierError) return { eligible: false, reason: "check_failed" };
    throw error;
  }
}

/**
 * What stops a date or cabin change before the airline is asked, or null: the booking page shows the action as not
 * available and why, and the change pages say why. A change moves every traveller and is priced for the whole party, so once some were
 * refunded the airline must split the booking first, which an itinerary change request asks for.
 */
export function changeBlockedBy(
  booking: Booking,
  refunds: Pick<RefundStanding, "open" | "refunded">,
): "refund_open" | "partly_refunded" | "not_ticketed" | "fare_rules" | null {
  if (refunds.open) return "refund_open";
  if (refunds.refunded.length > 0) return "partly_refunded";
  if (booking.status !== "ticketed" || !booking.pnr) return "not_ticketed";
  // The fare as sold says no changes ("Economy Light · No changes"): the airline would refuse it too.
  if (booking.family.changes === "none") return "fare_rules";
  return null;
}

/**
 * What is wrong with a change request before any supplier is asked, as a message key, or null: a date for every
 * flight ("All fields are Required!"), something that differs from the ticket ("No change has been made to this
 * ticket!"), dates from today in the trip's order, and the whole booking (a part of it is an itinerary change request).
 */
export function changeRequestProblem(
  booking: Booking,
  request: { positions: number[]; dates: string[]; cabin: Cabin },
  now: Date,
): string | null {
  const current = booking.offer.slices.map((s) => s.segments[0]?.departLocal.slice(0, 10) ?? "");
  if (request.dates.length !== current.length) return "errors.changeAllFields";
  if (request.cabin === booking.offer.cabin && request.dates.every((d, i) => d === current[i]))
    return "errors.noChange";
  if (request.dates.some((d) => d < now.toISOString().slice(0, 10))) return "errors.changeDatePast";
  if (request.dates.some((d, i) => i > 0 && d < (request.dates[i - 1] ?? ""))) return "errors.changeDateOrder";
  if (new Set(request.positions).size !== travellerCount(booking)) return "errors.changeWholeBooking";
  return null;
}
