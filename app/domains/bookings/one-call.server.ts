import { bookingPayments } from "./payment.server";
import type { Market } from "~/domains/markets/markets";
import { type Payment } from "~/domains/checkout/payments.server";
import type { Billing, PaymentMethod } from "~/domains/checkout/schema";
import type { Locale } from "~/i18n/locales";
import { submitPayment, type BookingCheckoutDeps, type SubmitPaymentResult } from "./payment.server";
import { getBooking, startBooking, type StartBookingResult } from "./lifecycle.server";
import { type SubmitTravellersResult, submitTravellers } from "./travellers.server";
import type { Booking } from "./types";

export interface OneCallInput {
  /** Who is booking: the partner's key for this booking (a retry finds it again). */
  visitorId: string;
  offerId: string;
  familyCode: string;
  acceptedTotal: number | null;
  contact: { email: string; phone: string };
  /** The travellers as sent: checked by the travellers step's own schema. */
  travellers: unknown[];
  billing: Billing;
  method: PaymentMethod | "pay_later";
  locale: Locale;
  market: Market;
  /** Where the gateway's page sends the traveller back: the booking's summary. */
  returnUrl: (bookingId: string) => string;
}

export type OneCallResult =
  | { kind: "booked"; booking: Booking; payment: Payment | undefined; url: string | null }
  | Exclude<StartBookingResult, { kind: "started" }>
  | { kind: "invalid_travellers"; issues: Extract<SubmitTravellersResult, { ok: false }>["issues"] }
  | Exclude<SubmitPaymentResult, { kind: "gateway" | "pending" | "closed" | "no_plan" }>;

/**
 * A whole booking in one call (the booking API): the same steps as the web, in order, each with its own rules —
 * select the fare, enter the travellers, pay. Called again with the same visitor id, it finds the booking it made
 * and answers the same payment.
 */
export async function bookInOneCall(deps: BookingCheckoutDeps, input: OneCallInput): Promise<OneCallResult> {
  const started = await startBooking(deps, {
    visitorId: input.visitorId,
    offerId: input.offerId,
    familyCode: input.familyCode,
    acceptedTotal: input.acceptedTotal,
    search: "",
    locale: input.locale,
    market: input.market,
  });
  if (started.kind !== "started") return started;
  let booking = await getBooking(deps.db, started.bookingId);
  if (!booking) throw new Error(`Booking ${started.bookingId} was not stored`);
  if (booking.status === "draft") {
    const { email, phone } = input.contact;
    const saved = await submitTravellers(deps, booking, {
      email,
      emailConfirm: email,
      phone,
      travellers: input.travellers,
    });
    if (!saved.ok) return { kind: "invalid_travellers", issues: saved.issues };
    booking = (await getBooking(deps.db, booking.id)) ?? booking;
  }
  const paid = await submitPayment(
    deps,
    booking,
    { ...input.billing, method: input.method },
    {
      returnUrl: input.returnUrl(booking.id),
    },
  );
  // The API pays in full: no plan is ever asked for here.
  if (paid.kind === "no_plan") return { kind: "method_unavailable" as const };
  if (paid.kind !== "gateway" && paid.kind !== "pending" && paid.kind !== "closed") return paid;
  const [payment] = await bookingPayments(deps.db, booking.id);
  return {
    kind: "booked",
    booking: (await getBooking(deps.db, booking.id)) ?? booking,
    payment,
    url: paid.kind === "gateway" ? paid.url : null,
  };
}
