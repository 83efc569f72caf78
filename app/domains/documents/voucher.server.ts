import { DocumentLayout, type DocumentSpec } from "./layout";

/**
 * A product voucher (a hotel stay, a transfer, an activity) in the e-ticket's layout, for the products that come
 * after flights (Documents): the product's own confirmation code in the QR, the guests, the service's
 * details and its policy. The caller writes every label in the traveller's language.
 */
export interface Voucher {
  locale: string;
  brand: string;
  title: string;
  /** The supplier's confirmation code: the QR code and the first fact. */
  confirmation: { label: string; value: string };
  facts: Array<[string, string]>;
  guests: { heading: string; columns: [string, string]; rows: Array<[string, string]> };
  details: { heading: string; rows: Array<[string, string]> };
  policy?: { heading: string; text: string };
  /** A code per traveller, each its own QR code (an eSIM's activation for each phone). */
  codes?: { heading: string; items: Array<{ label: string; code: string }> };
  footer: string;
}

export function voucherDocument(voucher: Voucher): DocumentSpec {
  const layout = new DocumentLayout({
    title: `${voucher.title} · ${voucher.confirmation.value}`,
    author: voucher.brand,
    locale: voucher.locale,
    footer: voucher.footer,
  });
  layout.header(voucher.brand, voucher.title, voucher.confirmation.value);
  layout.facts(
    [[voucher.confirmation.label, voucher.confirmation.value] as [string, string], ...voucher.facts].slice(0, 4),
  );
  layout.heading(voucher.guests.heading);
  layout.table(
    voucher.guests.columns.map((label) => ({ label, width: 1 })),
    voucher.guests.rows,
  );
  layout.heading(voucher.details.heading);
  layout.rows(voucher.details.rows);
  if (voucher.codes?.items.length) {
    layout.heading(voucher.codes.heading);
    layout.codes(voucher.codes.items);
  }
  if (voucher.policy) {
    layout.heading(voucher.policy.heading);
    layout.paragraph(voucher.policy.text, 10);
  }
  return layout.done();
}
