import { z } from "zod";
import type { ApplicationDesk } from "~/domains/applications/desk.server";
import { countryName } from "~/domains/markets/countries";
import { CURRENCIES, formatMoney, type Money } from "~/domains/markets/markets";
import type { ProductFacts, SupplierOrder, SupplierProduct } from "~/domains/supplier-orders/types";
import { textFor } from "~/i18n/translator.server";
import { localDate } from "~/lib/format-time";
import { feesFor, VISA_DESTINATIONS, visaType } from "./catalog";
import { visaTiming } from "./timing";

// A visa's fees as a product of the supplier order (decision 012, 013): the government's fee and Tern's service fee
// for each applicant, in the market's currency, paid through the one checkout; "booking" it sends the application
// (the application desk), whose reference is the confirmation. Nothing is held; once sent, the fees are not refunded.

const MoneySchema = z.object({ amount: z.number().int().min(0), currency: z.enum(CURRENCIES) });

export const VisaFeesRequest = z.object({
  applicationId: z.string().regex(/^[a-z0-9]{16}$/),
  visaType: z.string().max(30),
  destination: z.enum(VISA_DESTINATIONS),
  travelDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  applicants: z.number().int().min(1).max(9),
  /** Its applicant was told the decision may come after the day of travel, and went on (visas/timing.ts). */
  lateAccepted: z.boolean().default(false),
});
export type VisaFeesRequest = z.infer<typeof VisaFeesRequest>;

export const VisaFeesQuote = z.object({
  governmentFee: MoneySchema,
  serviceFee: MoneySchema,
  /** The government's fee in its own currency, as the embassy states it. */
  officialFee: MoneySchema,
});
export type VisaFeesQuote = z.infer<typeof VisaFeesQuote>;

const times = (money: Money, n: number): Money => ({ amount: money.amount * n, currency: money.currency });

/** When the decision is expected: counted from the day it was sent (or, before, from the day its fees were asked). */
function decisionFact(
  order: SupplierOrder<VisaFeesRequest, VisaFeesQuote>,
  t: (key: string) => string,
): Array<[string, string]> {
  const visa = visaType(order.request.visaType);
  if (!visa) return [];
  const sent = (order.confirmedAt ?? order.createdAt).slice(0, 10);
  const { expectedBy } = visaTiming(visa, sent, order.request.travelDate);
  return [[t("visas.receipt.decisionBy"), localDate(expectedBy, order.locale, "long")]];
}

export const visaFeesFacts: ProductFacts<VisaFeesRequest, VisaFeesQuote> = {
  kind: "visa",
  product: "visa",
  // Its fees send an application: its pages, receipt and e-mails speak of the application, never of a ticket.
  words: "application",
  requestSchema: VisaFeesRequest,
  quoteSchema: VisaFeesQuote,
  sameAs: (r) => r.applicationId,
  cancellationTerms: (order) =>
    order.status === "confirmed"
      ? { kind: "not_cancellable", reason: "started" }
      : { kind: "not_cancellable", reason: "not_booked" },
  travellers: (order) => order.request.applicants,
  title: (order) => {
    const t = textFor(order.locale, "applications");
    return [
      t("visas.fees", { visa: t(`visas.types.${order.request.visaType}`) }),
      countryName(order.request.destination, order.locale),
    ];
  },
  describe(order, lead) {
    const t = textFor(order.locale, "applications");
    const { quote, request, locale } = order;
    return {
      document: t("visas.receipt.title"),
      facts: [
        [t("visas.form.date"), localDate(request.travelDate, locale, "long")],
        [t("visas.receipt.applicants"), String(request.applicants)],
        ...decisionFact(order, t),
      ],
      people: {
        heading: t("visas.receipt.contact"),
        columns: [t("visas.receipt.name"), t("visas.receipt.applicants")],
        rows: [[lead ? `${lead.firstName} ${lead.lastName}` : "", String(request.applicants)]],
      },
      details: {
        heading: t(`visas.types.${request.visaType}`),
        rows: [
          [t("visas.receipt.governmentFee"), formatMoney(times(quote.governmentFee, request.applicants), locale)],
          [t("visas.receipt.officialFee"), formatMoney(quote.officialFee, locale)],
          [t("visas.receipt.serviceFee"), formatMoney(times(quote.serviceFee, request.applicants), locale)],
        ],
      },
      policy: { heading: t("visas.receipt.policyHeading"), text: t("visas.receipt.policy") },
      event: null,
    };
  },
};

/** The fees of an application's visa, priced now in the market's currency; sending it is the application desk's. */
export function visaFeesProduct(desk: ApplicationDesk): SupplierProduct<VisaFeesRequest, VisaFeesQuote> {
  return {
    ...visaFeesFacts,
    async price(request, market, now) {
      const visa = visaType(request.visaType);
      const today = now.toISOString().slice(0, 10);
      if (!visa || visa.destination !== request.destination || request.travelDate < today) return null;
      // A decision that cannot come before the day of travel is never paid for unwarned, nor where the rule refuses it.
      const { late } = visaTiming(visa, today, request.travelDate);
      if (late === "refused" || (late === "at_own_risk" && !request.lateAccepted)) return null;
      const { governmentFee, serviceFee, each } = feesFor(visa, market.currency);
      return {
        quote: { governmentFee, serviceFee, officialFee: visa.governmentFee },
        total: times(each, request.applicants),
        startsOn: request.travelDate,
        hold: null,
      };
    },
    book: (order) => desk.submit(order.request.applicationId, order.id),
    // Nothing to tell anyone: a sent application's fees stay with the embassy.
    async cancel() {},
  };
}
