import { nanoid } from "nanoid";
import type { DocumentDeps } from "~/domains/documents/layout";
import type { EmailDeps } from "~/domains/notifications/email.server";
import { sendBookingEmail } from "./emails.server";
import { type RefundRequestInput, type RefundRequestResult, requestRefund } from "./refund-cases.server";
import { openServiceRequest, type ServiceRequestResult } from "./service-requests.server";
import type { Booking, ServiceRequestTopic } from "./types";

/**
 * Manage booking's refund request, for the page and the API alike: the case is opened once, and the traveller is
 * e-mailed that it was received (the back office's later steps e-mail from the cron).
 */
export async function submitRefundRequest(
  deps: EmailDeps & DocumentDeps & { stepMinutes: number },
  booking: Booking,
  input: RefundRequestInput,
): Promise<RefundRequestResult> {
  const result = await requestRefund(deps, booking, input);
  if (result.ok) {
    await sendBookingEmail(deps, {
      template: "refund_update",
      bookingId: booking.id,
      dedupeKey: `refund:${result.refundCase.id}:received:${nanoid(6)}`,
    });
  }
  return result;
}

/** Manage booking's itinerary change request, for the page and the API: opened once, and its receipt e-mailed. */
export async function submitServiceRequest(
  deps: EmailDeps & DocumentDeps & { stepMinutes: number },
  booking: Booking,
  input: { topic: ServiceRequestTopic; details: string },
): Promise<ServiceRequestResult> {
  const result = await openServiceRequest(deps, booking, input);
  if (result.ok) {
    await sendBookingEmail(deps, {
      template: "service_request_update",
      bookingId: booking.id,
      requestId: result.request.id,
      dedupeKey: `request:${result.request.id}:received`,
    });
  }
  return result;
}
