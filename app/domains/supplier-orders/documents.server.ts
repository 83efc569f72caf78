import icalGenerator from "ical-generator";
import type { DocumentSpec } from "~/domains/documents/layout";
import { voucherDocument } from "~/domains/documents/voucher.server";
import { formatMoney } from "~/domains/markets/markets";
import { canonicalPath } from "~/i18n/locales";
import { textFor, translatorFor } from "~/i18n/translator.server";
import { orderKey } from "./words";
import type { OrderContact, OrderParty, ProductFactsByKind, SupplierOrder } from "./types";

// A supplier order's documents: its ticket or voucher in the e-ticket's layout (the supplier's confirmation in the QR
// code), and its calendar event where it has a time, both as its product describes it.

const summaryLink = (order: SupplierOrder, origin: string) =>
  `${origin}${canonicalPath(order.locale, `/order/${order.id}/summary`)}`;

/** The document a traveller shows on the day, in the order's language; null for an unknown product. */
export function orderDocument(
  products: ProductFactsByKind,
  order: SupplierOrder,
  lead: OrderContact | null,
  origin: string,
  party?: OrderParty,
): DocumentSpec | null {
  const product = products[order.kind];
  if (!product) return null;
  const t = translatorFor(order.locale, "products");
  const described = product.describe(order, lead, party);
  return voucherDocument({
    locale: order.locale,
    brand: translatorFor(order.locale, "common")("brand"),
    title: described.document,
    confirmation: { label: t("order.confirmation"), value: order.confirmation ?? order.reference },
    facts: described.facts,
    guests: described.people,
    details: {
      ...described.details,
      rows: [...described.details.rows, [t("order.totalPaid"), formatMoney(order.total, order.locale)]],
    },
    policy: described.policy,
    codes: described.codes,
    footer: textFor(order.locale, "products")(orderKey(product.words, "documentFooter"), {
      link: summaryLink(order, origin),
    }),
  });
}

/** The order as a calendar event; null when its product gives it no time. */
export function orderIcs(products: ProductFactsByKind, order: SupplierOrder, origin: string): string | null {
  const event = products[order.kind]?.describe(order, null).event;
  if (!event) return null;
  const t = translatorFor(order.locale, "products");
  const calendar = icalGenerator({ name: event.summary, prodId: "-//Tern//Orders//EN" });
  calendar.createEvent({
    id: `${order.id}@tern`,
    start: event.start,
    end: event.end,
    summary: event.summary,
    location: event.location,
    description: t("order.eventDescription", { confirmation: order.confirmation ?? "-", reference: order.reference }),
    url: summaryLink(order, origin),
  });
  return calendar.toString();
}
