import { z } from "zod";
import type { ApplicationDesk } from "~/domains/applications/desk.server";
import { countryName } from "~/domains/markets/countries";
import { CURRENCIES, formatMoney, type Money } from "~/domains/markets/markets";
import type { ProductFacts, SupplierProduct } from "~/domains/supplier-orders/types";
import { textFor } from "~/i18n/translator.server";
import { localDate } from "~/lib/format-time";
import { feesFor, VISA_DESTINATIONS, visaType } from "./catalog";

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

export const visaFeesFacts: ProductFacts<VisaFeesRequest, VisaFeesQuote> = {
  kind: "visa",
  product: "visa",
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
      if (!visa || visa.destination !== request.destination || request.travelDate < now.toISOString().slice(0, 10)) {
        return null;
      }
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
