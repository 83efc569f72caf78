import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { type SubmitPaymentResult } from "~/domains/bookings/payment.server";

/**
 * A payment step's answer to its POST, for anything Tern sells (a flight booking, a stay): the gateway's page, the
 * summary, back to the step that is missing, or the form again with its message. A submission that throws (the
 * gateway unreachable) answers "Failed to submit payment request, please try again." and charges nothing.
 */
export async function answerPayment(
  submit: () => Promise<SubmitPaymentResult | { kind: "together"; bookingId: string }>,
  reply: (options?: { fieldErrors: Record<string, string[]> }) => SubmissionResult<string[]>,
  paths: {
    summary: string;
    expired: string;
    incomplete: string;
    /** Where something paid with a booking in one charge is paid (a stay with a flight: that flight's payment step). */
    together?: (bookingId: string) => string;
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
      return redirect(paths.together?.(result.bookingId) ?? paths.summary);
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
