import { nanoid } from "nanoid";
import { underLien } from "~/domains/instalments/plans.server";
import { countEvent } from "~/domains/core/counters.server";
import { formatMoney } from "~/domains/markets/markets";
import { type Attachment, attachment, type EmailDeps } from "~/domains/notifications/email.server";
import { canonicalPath } from "~/i18n/locales";
import { translatorFor } from "~/i18n/translator.server";
import { getBooking } from "./lifecycle.server";
import type { Booking } from "./types";
import { type EmailJob } from "./payment.server";
import type { DocumentDeps } from "~/domains/documents/layout";
import { eTicketDocument, tripIcs } from "./documents.server";
import { flightsOf } from "./holds.server";
import { getAirport } from "~/domains/flights/airports";
import { type EmailFlight, renderEmailHtml } from "~/domains/notifications/email-html";
import { instantIn, localDate, localTime } from "~/lib/format-time";
import { getRefundCase } from "./refund-cases.server";
import { getChange } from "~/domains/bookings/changes/records.server";
import { getServiceRequest } from "./service-requests.server";
import { orderAccessToken } from "~/domains/core/access.server";
import { loadBookingView } from "./view.server";

/**
 * Writes one booking e-mail in the booking's language and sends it to the lead traveller. A job for a
 * booking without a contact e-mail sends nothing; the dedupe key makes a repeated job send once.
 */
export async function sendBookingEmail(deps: EmailDeps & DocumentDeps, job: EmailJob): Promise<void> {
  const booking = await getBooking(deps.db, job.bookingId);
  if (!booking) return;
  const view = await loadBookingView(deps.db, booking);
  const { travellers, payments, refunds, summary, tickets } = view;
  const lead = travellers[0];
  if (!lead?.email) return;
  const t = translatorFor(booking.locale);
  const money = (m: { amount: number; currency: (typeof summary.total)["currency"] }) => formatMoney(m, booking.locale);
  // The booking's manage page, with a token that opens it on any device without the e-mail step.
  const access = orderAccessToken(deps.secret, booking.id, deps.now);
  const link = `${deps.siteUrl}${canonicalPath(booking.locale, `/manage-booking/${booking.id}`)}?access=${access}`;
  const common = {
    name: lead.firstName,
    reference: booking.reference,
    pnr: booking.pnr ?? "",
    total: money(summary.total),
    route: booking.offer.slices.map((s) => `${s.from}-${s.to}`).join(", "),
    link,
  };
  const tFlight = translatorFor(booking.locale, "flight");
  // The flights in every e-mail, with local times at each airport.
  const flights: EmailFlight[] = flightsOf(booking.offer).map(({ segment }) => ({
    route: `${segment.from} → ${segment.to}`,
    times: t("emails.flightTimes", {
      date: localDate(segment.departLocal, booking.locale, "full"),
      depart: localTime(segment.departLocal, booking.locale),
      arrive: localTime(segment.arriveLocal, booking.locale),
    }),
    detail: t("emails.flightDetail", {
      carrier: segment.carrier.name,
      flight: segment.flightNumber,
      cabin: tFlight(`cabins.${booking.offer.cabin}`),
    }),
  }));
  // Each traveller's e-ticket number, one line each (issued, or reissued after a change).
  const ticketLines = () =>
    travellers.map((traveller, i) =>
      t("emails.ticket_issued.ticket", {
        name: `${traveller.firstName} ${traveller.lastName}`,
        ticket: tickets.find((x) => x.position === i)?.number ?? "",
      }),
    );
  const payment = payments.find((p) => p.id === job.paymentId) ?? payments[0];
  const lines: string[] = [];
  const attachments: Attachment[] = [];
  switch (job.template) {
    case "payment_instructions": {
      const bank = payment?.bank;
      if (!bank) return;
      lines.push(
        t("emails.payment_instructions.body", {
          ...common,
          bank: bank.bankName,
          account: bank.accountNumber,
          accountName: bank.accountName,
          amount: money(bank.amount),
          paymentReference: bank.reference,
          expires: instantIn(
            bank.expiresAt,
            getAirport(booking.offer.slices[0]?.from ?? "")?.tz ?? "UTC",
            booking.locale,
          ),
        }),
      );
      break;
    }
    case "ticket_issued": {
      lines.push(t("emails.ticket_issued.body", common), ...ticketLines());
      const pdf = await deps.renderPdf(eTicketDocument(view, deps.siteUrl));
      attachments.push(
        attachment(`e-ticket-${booking.reference}.pdf`, "application/pdf", pdf),
        attachment(`trip-${booking.reference}.ics`, "text/calendar", tripIcs(booking, deps.siteUrl)),
      );
      break;
    }
    case "not_completed": {
      const refund = refunds[0];
      lines.push(
        t("emails.not_completed.body", {
          ...common,
          refund: refund ? money({ amount: refund.amount, currency: summary.total.currency }) : common.total,
        }),
      );
      break;
    }
    case "refund_update": {
      const refundCase = await getRefundCase(deps.db, booking.id, job.caseId);
      if (!refundCase) return;
      Object.assign(common, {
        caseReference: refundCase.reference,
        status: t(`manage.refund.statuses.${job.caseStatus ?? refundCase.status}`),
        refund: money(refundCase.amount),
        channel: t(`emails.refund_update.channel.${refundCase.channel}`),
      });
      lines.push(t("emails.refund_update.body", common));
      if (refundCase.decisionReason)
        lines.push(t("emails.refund_update.reason", { reason: refundCase.decisionReason }));
      break;
    }
    case "booking_changed": {
      const change = job.changeId ? await getChange(deps.db, job.changeId) : null;
      if (!change || change.bookingId !== booking.id) return;
      Object.assign(common, {
        paid: money(change.amountDue),
        credit: money(change.credit),
      });
      lines.push(
        t(change.detail.kind === "seat" ? "emails.booking_changed.seat" : "emails.booking_changed.body", {
          ...common,
          seat: change.detail.kind === "seat" ? change.detail.seat : "",
        }),
      );
      if (change.credit.amount > 0) lines.push(t("emails.booking_changed.credit", common));
      if (change.detail.kind === "itinerary") lines.push(...ticketLines());
      break;
    }
    case "service_request_update": {
      const request = job.requestId ? await getServiceRequest(deps.db, job.requestId) : null;
      if (!request || request.bookingId !== booking.id) return;
      Object.assign(common, {
        caseReference: request.reference,
        status: t(`manage.itinerary.statuses.${request.status}`),
        topic: t(`manage.itinerary.topics.${request.topic}`),
      });
      lines.push(t(`emails.service_request_update.body`, common));
      break;
    }
    default:
      lines.push(t(`emails.${job.template}.body`, common));
  }
  const subject = t(`emails.${job.template}.subject`, common);
  const flightText = ["", t("emails.flightsHeading"), ...flights.map((f) => `${f.route} · ${f.times} · ${f.detail}`)];
  const [greetingAndBody = "", ...more] = lines;
  const html = renderEmailHtml({
    locale: booking.locale,
    brand: translatorFor(booking.locale, "common")("brand"),
    preheader: subject,
    heading: subject,
    paragraphs: [...greetingAndBody.split("\n\n"), ...more.filter(Boolean)],
    facts: [
      [t("emails.facts.reference"), booking.reference],
      ...(booking.pnr ? [[t("emails.facts.pnr"), booking.pnr] as [string, string]] : []),
      [t("emails.facts.total"), common.total],
    ],
    flights,
    flightsHeading: t("emails.flightsHeading"),
    action: { label: t("emails.viewBooking"), href: link },
    footer: [t("emails.footerLines.protected")],
  });
  lines.push(...flightText, "", t("emails.footer", common));
  await deps.sender.send({
    dedupeKey: job.dedupeKey,
    to: lead.email.toLowerCase(),
    locale: booking.locale,
    subject,
    text: lines.join("\n"),
    html,
    attachments,
  });
}

/** A booking whose e-tickets are issued: the e-ticket can be downloaded and sent again. */
export function ticketIssued(booking: Pick<Booking, "status" | "pnr">): boolean {
  // A refund request leaves the tickets valid until the refund is paid.
  return (booking.status === "ticketed" || booking.status === "refund_requested") && booking.pnr !== null;
}

/** E-tickets a booking may be sent again in an hour (manage booking; each accepted request sends one e-mail). */
export const RESENDS_PER_HOUR = 3;

/**
 * Manage booking's "E-mail the e-ticket again" (web and API): a ticketed booking's e-ticket to its booking e-mail,
 * RESENDS_PER_HOUR times an hour at most.
 */
export async function resendTicket(
  deps: EmailDeps & DocumentDeps,
  booking: Booking,
): Promise<"sent" | "limit" | "no_ticket"> {
  if (!ticketIssued(booking) || (await underLien(deps.db, booking.id))) return "no_ticket";
  const sent = await countEvent(deps.db, `resend:${booking.id}`, 60 * 60_000, deps.now);
  if (sent > RESENDS_PER_HOUR) return "limit";
  await sendBookingEmail(deps, {
    template: "ticket_issued",
    bookingId: booking.id,
    dedupeKey: `resend:${booking.id}:${nanoid()}`,
  });
  return "sent";
}
