import type { EmailDeps } from "~/domains/notifications/email.server";
import { orderAccessToken } from "~/domains/core/access.server";
import { formatMoney } from "~/domains/markets/markets";
import { renderEmailHtml } from "~/domains/notifications/email-html";
import { attachment } from "~/domains/notifications/email.server";
import { getRefunds } from "~/domains/checkout/payments.server";
import { canonicalPath } from "~/i18n/locales";
import { translatorFor } from "~/i18n/translator.server";
import { localDate } from "~/lib/format-time";
import { getStay } from "./lifecycle.server";
import { getStayGuests } from "./guests.server";
import { type StayEmailJob } from "./payment.server";
import type { DocumentDeps } from "~/domains/documents/layout";
import { stayIcs, stayPolicy, stayVoucher } from "./documents.server";

/**
 * One stay e-mail in the stay's language to its contact (the first room's lead guest): confirmed with the voucher
 * and the calendar event, not completed with the refund, or cancelled. The dedupe key makes a repeated job send once.
 */
export async function sendStayEmail(deps: EmailDeps & DocumentDeps, job: StayEmailJob): Promise<void> {
  const stay = await getStay(deps.db, job.stayId);
  if (!stay) return;
  const guests = await getStayGuests(deps.db, stay.id);
  const lead = guests[0];
  if (!lead?.email) return;
  const t = translatorFor(stay.locale, "hotel");
  // Manage booking's one address, with a token that opens the stay on any device without the e-mail step.
  const access = orderAccessToken(deps.secret, stay.id, deps.now);
  const link = `${deps.siteUrl}${canonicalPath(stay.locale, `/manage-booking/${stay.id}`)}?access=${access}`;
  const refunded = (await getRefunds(deps.db, stay.id)).reduce((sum, r) => sum + r.amount, 0);
  const values = {
    name: lead.firstName,
    property: stay.quote.propertyName,
    city: stay.quote.city,
    reference: stay.reference,
    confirmation: stay.confirmation ?? "",
    checkIn: localDate(stay.checkIn, stay.locale, "full"),
    checkOut: localDate(stay.checkOut, stay.locale, "full"),
    total: formatMoney(stay.quote.total, stay.locale),
    refund: formatMoney({ amount: refunded, currency: stay.currency }, stay.locale),
    link,
  };
  const subject = t(`emails.${job.template}.subject`, values);
  const body = t(`emails.${job.template}.body`, values);
  const paragraphs = [...body.split("\n\n"), ...(job.template === "stay_confirmed" ? [stayPolicy(stay)] : [])];
  const facts: Array<[string, string]> = [
    [t("voucher.reference"), stay.reference],
    ...(stay.confirmation ? [[t("voucher.confirmation"), stay.confirmation] as [string, string]] : []),
    [t("form.checkIn"), values.checkIn],
    [t("form.checkOut"), values.checkOut],
    [t("voucher.total"), values.total],
  ];
  const attachments =
    job.template === "stay_confirmed"
      ? [
          attachment(
            `voucher-${stay.reference}.pdf`,
            "application/pdf",
            await deps.renderPdf(stayVoucher(stay, guests, deps.siteUrl)),
          ),
          attachment(`stay-${stay.reference}.ics`, "text/calendar", stayIcs(stay, deps.siteUrl)),
        ]
      : [];
  const html = renderEmailHtml({
    locale: stay.locale,
    brand: translatorFor(stay.locale, "common")("brand"),
    preheader: subject,
    heading: subject,
    paragraphs,
    facts,
    action: { label: t("emails.view"), href: link },
    footer: [translatorFor(stay.locale)("emails.footerLines.protected")],
  });
  await deps.sender.send({
    dedupeKey: job.dedupeKey,
    to: lead.email.toLowerCase(),
    locale: stay.locale,
    subject,
    text: [...paragraphs, "", ...facts.map(([label, value]) => `${label}: ${value}`), "", link].join("\n"),
    html,
    attachments,
  });
}
