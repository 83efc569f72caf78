import { getRefunds } from "~/domains/checkout/payments.server";
import { orderAccessToken } from "~/domains/core/access.server";
import { formatMoney } from "~/domains/markets/markets";
import { transactionalEmail } from "~/domains/notifications/bodies.server";
import { attachment, type EmailDeps } from "~/domains/notifications/email.server";
import { canonicalPath } from "~/i18n/locales";
import { textFor, translatorFor } from "~/i18n/translator.server";
import { localDate } from "~/lib/format-time";
import type { DocumentDeps } from "~/domains/documents/layout";
import { orderDocument, orderIcs } from "./documents.server";
import { getContact, getOrder, getParty } from "./orders.server";
import type { OrderEmailJob } from "./payment.server";
import type { ProductFactsByKind } from "./types";
import { orderKey } from "./words";

/**
 * One supplier order e-mail in the order's language to its contact: confirmed with its document and calendar event,
 * not completed with the refund, or cancelled with what goes back. The dedupe key makes a repeated job send once.
 */
export async function sendOrderEmail(
  deps: EmailDeps & DocumentDeps & { products: ProductFactsByKind },
  job: OrderEmailJob,
): Promise<void> {
  const order = await getOrder(deps.db, deps.products, job.supplierOrderId);
  const product = order ? deps.products[order.kind] : undefined;
  const lead = order ? await getContact(deps.db, order.id) : null;
  if (!order || !product || !lead) return;
  const party = await getParty(deps.db, order.id);
  const t = translatorFor(order.locale, "products");
  const access = orderAccessToken(deps.secret, order.id, deps.now);
  const link = `${deps.siteUrl}${canonicalPath(order.locale, `/manage-booking/${order.id}`)}?access=${access}`;
  const refunded = (await getRefunds(deps.db, order.id)).reduce((sum, r) => sum + r.amount, 0);
  const described = product.describe(order, lead, party);
  const values = {
    name: lead.firstName,
    title: product.title(order).join(", "),
    reference: order.reference,
    date: localDate(order.startsOn, order.locale, "full"),
    total: formatMoney(order.total, order.locale),
    refund: formatMoney({ amount: refunded, currency: order.currency }, order.locale),
  };
  const word = (key: string) =>
    textFor(order.locale, "products")(orderKey(product.words, `emails.${job.template}.${key}`), values);
  const subject = word("subject");
  // A cancellation that gives nothing back says so, rather than "nothing goes back" in money.
  const body =
    job.template === "order_cancelled" && refunded === 0
      ? t("order.emails.order_cancelled.bodyNothingBack", values)
      : word("body");
  const confirmed = job.template === "order_confirmed";
  const paragraphs = [...body.split("\n\n"), ...(confirmed ? [described.policy.text] : [])];
  const facts: Array<[string, string]> = [
    [t("order.reference"), order.reference],
    ...(order.confirmation ? [[t("order.confirmation"), order.confirmation] as [string, string]] : []),
    ...described.facts,
    [t("order.total"), values.total],
  ];
  const document = confirmed ? orderDocument(deps.products, order, lead, deps.siteUrl, party) : null;
  const pdf = document ? await deps.renderPdf(document) : null;
  const ics = confirmed ? orderIcs(deps.products, order, deps.siteUrl) : null;
  await deps.sender.send(
    transactionalEmail({
      dedupeKey: job.dedupeKey,
      to: lead.email,
      locale: order.locale,
      subject,
      paragraphs,
      facts,
      action: { label: t("order.emails.view"), href: link },
      attachments: [
        ...(pdf ? [attachment(`${order.kind}-${order.reference}.pdf`, "application/pdf", pdf)] : []),
        ...(ics ? [attachment(`${order.kind}-${order.reference}.ics`, "text/calendar", ics)] : []),
      ],
    }),
  );
}
