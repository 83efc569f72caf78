import { formatMoney } from "~/domains/markets/markets";
import { addonName } from "~/domains/products/addon-name";
import type { ExtraKind, TravelExtra } from "~/domains/products/types";
import type { Offering, ProductFacts, SupplierProduct } from "~/domains/supplier-orders/types";
import { translatorFor } from "~/i18n/translator.server";
import type { Currency, Money } from "~/domains/markets/markets";
import { instantIn, localDate } from "~/lib/format-time";
import { addDays, localToUtc } from "~/lib/time";
import {
  EXTRA_DAYS_AHEAD,
  extrasFor,
  extraTotal,
  type ExtraQuote,
  ExtraQuoteSchema,
  type ExtraRequest,
  ExtraRequestSchema,
  isAirportExtra,
  zoneOf,
} from "./extras";
import type { ExtrasSupplier } from "./supplier";

// Travel extras as a product of the supplier order (decision 012): one extra of the catalog for a day and a party,
// nothing held (the catalog has no count), issued by its supplier; cancelled free until the day before (an airport
// service) or the day itself begins (cover and data, before they start).

/** When the extra's day begins, in its zone. */
const dayStarts = (order: { request: ExtraRequest; quote: ExtraQuote }) =>
  localToUtc(order.request.date, 0, order.quote.timeZone);
/** The last moment it cancels free: a day before an airport service's day, the start of cover and data's. */
const freeUntil = (order: { request: ExtraRequest; quote: ExtraQuote }) =>
  dayStarts(order) - (isAirportExtra(order.quote.kind) ? 86_400_000 : 0);

export const extraFacts: ProductFacts<ExtraRequest, ExtraQuote> = {
  kind: "extra",
  product: "travelExtras",
  requestSchema: ExtraRequestSchema,
  quoteSchema: ExtraQuoteSchema,
  sameAs: (r) => [r.extraId, r.date, r.travellers, r.country ?? "", r.pnr ?? ""].join("/"),
  cancellationTerms(order, now) {
    const total = order.total;
    const zero = { amount: 0, currency: total.currency };
    if (order.status !== "confirmed") return { kind: "not_cancellable", reason: "not_booked" };
    if (now.getTime() >= dayStarts(order)) return { kind: "not_cancellable", reason: "started" };
    return now.getTime() < freeUntil(order)
      ? { kind: "free", penalty: zero, refund: total }
      : { kind: "non_refundable", penalty: total, refund: zero };
  },
  travellers: (order) => order.request.travellers,
  title: (order) => [addonName(translatorFor(order.locale, "booking"), order.quote, order.locale)],
  describe(order, lead) {
    const t = translatorFor(order.locale, "products");
    const { quote, locale } = order;
    const name = addonName(translatorFor(locale, "booking"), quote, locale);
    return {
      document: t("extras.voucher.title"),
      facts: [
        [t("extras.voucher.date"), localDate(order.request.date, locale, "long")],
        [t("extras.voucher.travellers"), String(order.request.travellers)],
      ],
      people: {
        heading: t("extras.voucher.party"),
        columns: [t("activities.ticket.lead"), t("extras.voucher.travellers")],
        rows: [[lead ? `${lead.firstName} ${lead.lastName}` : "", String(order.request.travellers)]],
      },
      details: {
        heading: name,
        rows: [
          [t("extras.voucher.perTraveller"), formatMoney(quote.perTraveller, locale)],
          [t("extras.voucher.use"), t(`extras.voucher.how.${quote.kind}`, { airport: quote.scope })],
          ...(order.request.pnr ? [[t("extras.voucher.attachedTo"), order.request.pnr] as [string, string]] : []),
        ],
      },
      policy: {
        heading: t("activities.ticket.policy"),
        text: t("extras.policy", { deadline: instantIn(new Date(freeUntil(order)), quote.timeZone, locale) }),
      },
      // An eSIM for each traveller's phone: a code each, scanned once.
      codes:
        order.codes.length > 0
          ? {
              heading: t("extras.voucher.codes", { count: order.codes.length }),
              items: order.codes.map((code, i) => ({
                label: t("extras.voucher.codeFor", { number: i + 1, count: order.codes.length }),
                code,
              })),
            }
          : undefined,
      event: null,
    };
  },
};

/** What the travel extras page asks: one kind, for an arrival country or at an airport, for so many travellers. */
export interface ExtrasQuery {
  kind: ExtraKind;
  country: string | null;
  airport: string | null;
  travellers: number;
}

/**
 * An extra of the catalog, priced for the party in the market's currency, issued by its supplier. Its offer is every
 * extra of the kind asked that fits the arrival country or the airport, each with what the party pays.
 */
export function extraProduct(
  supplier: ExtrasSupplier,
  catalog: (currency: Currency) => TravelExtra[],
): SupplierProduct<ExtraRequest, ExtraQuote> & Offering<ExtrasQuery, Array<TravelExtra & { total: Money }>> {
  return {
    ...extraFacts,
    async offer(query, market) {
      return extrasFor(catalog(market.currency), query).map((extra) => ({
        ...extra,
        total: extraTotal(extra, query.travellers),
      }));
    },
    // A day beyond the window is refused as asked, whichever page posted it.
    accepts: (request, today) => request.date <= addDays(today, EXTRA_DAYS_AHEAD),
    async price(request, market, now) {
      const extra = catalog(market.currency).find((e) => e.id === request.extraId);
      if (!extra || (!isAirportExtra(extra.kind) && request.country === null)) return null;
      const quote: ExtraQuote = {
        kind: extra.kind,
        scope: extra.scope,
        tier: extra.tier,
        quantity: extra.quantity,
        perTraveller: extra.price,
        timeZone: zoneOf(extra),
      };
      // Bought for a day that has not yet begun where it is used.
      if (dayStarts({ request, quote }) + 86_400_000 <= now.getTime()) return null;
      return {
        quote,
        total: extraTotal(extra, request.travellers),
        startsOn: request.date,
        hold: null,
      };
    },
    async book(order, lead) {
      return supplier.issue({
        reference: order.reference,
        extraId: order.request.extraId,
        kind: order.quote.kind,
        date: order.request.date,
        travellers: order.request.travellers,
        lead: { firstName: lead.firstName, lastName: lead.lastName },
      });
    },
    async cancel(order) {
      if (order.confirmation) await supplier.cancel(order.confirmation);
    },
  };
}
