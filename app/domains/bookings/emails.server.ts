import type { Database } from "~/db/client.server";
import { formatMoney } from "~/domains/markets/markets";
import type { Attachment, EmailSender } from "~/domains/notifications/email.server";
import { canonicalPath } from "~/i18n/locales";
import { translatorFor } from "~/i18n/translator.server";
import { getBooking } from "./lifecycle.server";
import type { EmailJob } from "./checkout.server";
import { eTicketPdf, tripIcs } from "./documents.server";
import { loadBookingView } from "./view.server";

export interface EmailDeps {
  db: Database;
  sender: EmailSender;
  now: Date;
  /** The site's public origin, for links in e-mails. */
  siteUrl: string;
}

const toBase64 = (bytes: Uint8Array) => {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
};

/**
 * Writes one booking e-mail in the booking's language and sends it to the lead traveller. A job for a
 * booking without a contact e-mail sends nothing; the dedupe key makes a repeated job send once.
 */
export async function sendBookingEmail(deps: EmailDeps, job: EmailJob): Promise<void> {
  const booking = await getBooking(deps.db, job.bookingId);
  if (!booking) return;
  const view = await loadBookingView(deps.db, booking);
  const { travellers, payments, refunds, summary, tickets } = view;
  const lead = travellers[0];
  if (!lead?.email) return;
  const t = translatorFor(booking.locale);
  const money = (m: { amount: number; currency: (typeof summary.total)["currency"] }) => formatMoney(m, booking.locale);
  const link = `${deps.siteUrl}${canonicalPath(booking.locale, `/booking/${booking.id}/summary`)}`;
  const common = {
    name: lead.firstName,
    reference: booking.reference,
    pnr: booking.pnr ?? "",
    total: money(summary.total),
    route: booking.offer.slices.map((s) => `${s.from}-${s.to}`).join(", "),
    link,
  };
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
          expires:
            new Date(bank.expiresAt).toLocaleString(booking.locale, {
              dateStyle: "long",
              timeStyle: "short",
              timeZone: "UTC",
            }) + " UTC",
        }),
      );
      break;
    }
    case "ticket_issued": {
      lines.push(t("emails.ticket_issued.body", common));
      travellers.forEach((traveller, i) => {
        const ticket = tickets.find((x) => x.position === i);
        lines.push(
          t("emails.ticket_issued.ticket", {
            name: `${traveller.firstName} ${traveller.lastName}`,
            ticket: ticket?.number ?? "",
          }),
        );
      });
      const pdf = await eTicketPdf(view);
      attachments.push(
        { filename: `e-ticket-${booking.reference}.pdf`, contentType: "application/pdf", base64: toBase64(pdf) },
        {
          filename: `trip-${booking.reference}.ics`,
          contentType: "text/calendar",
          base64: toBase64(new TextEncoder().encode(tripIcs(booking, deps.siteUrl))),
        },
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
    default:
      lines.push(t(`emails.${job.template}.body`, common));
  }
  lines.push("", t("emails.footer", common));
  await deps.sender.send({
    dedupeKey: job.dedupeKey,
    to: lead.email.toLowerCase(),
    locale: booking.locale,
    subject: t(`emails.${job.template}.subject`, common),
    text: lines.join("\n"),
    attachments,
  });
}
