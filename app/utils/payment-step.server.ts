import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { type SubmitPaymentResult } from "~/domains/bookings/payment.server";
import type { Database } from "~/db/client.server";
import type { PayableRef } from "~/domains/checkout/payable";
import type { CartLine } from "~/domains/cart/kinds";
import type { PaymentPart } from "~/domains/checkout/checkout.server";
import type { CartLineView } from "~/domains/orders/cart.server";
import { amountDue } from "~/domains/points/redeem.server";

/**
 * A payment step's answer to its POST, for anything Tern sells (a flight booking, a stay): the gateway's page, the
 * summary, back to the step that is missing, or the form again with its message. A submission that throws (the
 * gateway unreachable) answers "Failed to submit payment request, please try again." and charges nothing.
 */
export async function answerPayment(
  submit: () => Promise<SubmitPaymentResult | { kind: "together"; lead: PayableRef }>,
  reply: (options?: { fieldErrors: Record<string, string[]> }) => SubmissionResult<string[]>,
  paths: {
    summary: string;
    expired: string;
    incomplete: string;
    /** Where something paid in another's charge is paid (a stay with a flight: that flight's payment step). */
    together?: (lead: PayableRef) => string;
  },
) {
  let result: Awaited<ReturnType<typeof submit>>;
  try {
    result = await submit();
  } catch (error) {
    console.warn("Payment submission failed", error);
    result = { kind: "gateway_error" };
  }
  switch (result.kind) {
    case "gateway":
      return redirect(result.url);
    case "pending":
    case "closed":
      return redirect(paths.summary);
    case "expired":
      return redirect(paths.expired);
    case "incomplete":
      return redirect(paths.incomplete);
    case "together":
      return redirect(paths.together?.(result.lead) ?? paths.summary);
    case "method_unavailable":
      return data(
        { result: reply({ fieldErrors: { method: ["errors.methodUnavailable"] } }), alert: "errors.form" },
        { status: 400 },
      );
    case "gateway_error":
      return data({ result: reply(), alert: "errors.paymentRequest" }, { status: 502 });
    case "no_plan":
      return data({ result: reply(), alert: "errors.noPlan" }, { status: 400 });
  }
}

/**
 * The cart's other lines a payment step offers to pay in the same charge, as it lists them: each line's title, its day
 * (and last day), and what the charge takes for it (less any points used on it).
 */
export async function cartOthersView(db: Database, others: ReadonlyArray<{ line: CartLine; part: PaymentPart }>) {
  return Promise.all(
    others.map(async ({ line, part }) => {
      const view = line.view as CartLineView;
      const base = { id: line.id, kind: line.kind, total: await amountDue(db, part.payable, line.total) };
      return view.kind === "supplier_order"
        ? { ...base, title: view.title.join(", "), checkIn: view.startsOn, checkOut: view.endsOn }
        : { ...base, title: `${view.from} - ${view.to}`, checkIn: view.date, checkOut: null };
    }),
  );
}

/** The payment step of a charge's lead: a flight booking's, or an order's (a path without the locale prefix). */
export function leadPaymentPath(lead: PayableRef): string {
  return lead.kind === "booking" ? `/booking/${lead.id}/payment` : `/order/${lead.id}/payment`;
}
