import { z } from "zod";
import { type Currency, readAmount } from "~/domains/markets/markets";
import { type ProductKey, PRODUCTS } from "~/domains/products/catalog";
import { addDays, isCalendarDate } from "~/lib/time";
import { type Plan, type PlanRefusal, planFor } from "./plan";
import { PAY_SMALL_SMALL_PRODUCTS } from "./terms";

// The Pay Small Small calculator (product rules §2, Pay Small Small): a GET form, so a plan is a URL. Amount,
// booking date, product and service date in; the plan, or the spec's "no plan" answer with its reason, out.

/** The products the calculator lists: every product a traveller pays for (listing a property is not one). */
export const CALCULATOR_PRODUCTS = PRODUCTS.map((p) => p.key).filter(
  (key): key is Exclude<ProductKey, "listYourProperty"> => key !== "listYourProperty",
);

/** What the calculator's product list offers: only the products a plan is offered for. */
export const CALCULATOR_CHOICES = PAY_SMALL_SMALL_PRODUCTS;

/** The furthest ahead a booking or travel date may be, as the products sell (a year). */
export const CALCULATOR_DAYS_AHEAD = 365;

export const CALCULATOR_FIELDS = ["amount", "bookedOn", "product", "travelOn"] as const;
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number];

const Day = z.string().trim().refine(isCalendarDate, "errors.valueInvalid");

/** The query as typed: every field a string (the form's own input is echoed back whatever it is). */
export const CalculatorQuerySchema = z.object({
  amount: z.string().trim().min(1, "errors.required").max(20, "errors.valueInvalid"),
  bookedOn: Day,
  product: z.enum(CALCULATOR_PRODUCTS, { error: "errors.required" }),
  travelOn: Day,
});

export type CalculatorAnswer =
  | { kind: "plan"; plan: Plan }
  | { kind: "none"; reason: PlanRefusal }
  | { kind: "invalid"; errors: Partial<Record<CalculatorField, string>> };

/**
 * The calculator's answer to a query in the market's currency, as of today: the fields' errors (the spec's generic
 * messages) when it cannot be read, else the plan or why there is none. A booking date is today or later, and the
 * service date after it, both within a year of today.
 */
export function calculate(
  params: Record<string, string>,
  options: { currency: Currency; today: string },
): CalculatorAnswer {
  const parsed = CalculatorQuerySchema.safeParse(params);
  const errors: Partial<Record<CalculatorField, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as CalculatorField;
    errors[field] ??= params[field]?.trim() ? issue.message : "errors.required";
  }
  if (!parsed.success) return { kind: "invalid", errors };
  const query = parsed.data;
  const amount = readAmount(query.amount, options.currency);
  if (amount === null || amount <= 0) errors.amount = "errors.valueInvalid";
  const last = addDays(options.today, CALCULATOR_DAYS_AHEAD);
  if (query.bookedOn < options.today || query.bookedOn > last) errors.bookedOn = "errors.valueInvalid";
  if (query.travelOn <= query.bookedOn || query.travelOn > last) errors.travelOn = "errors.valueInvalid";
  if (Object.keys(errors).length || amount === null) return { kind: "invalid", errors };
  const result = planFor({
    total: { amount, currency: options.currency },
    product: query.product,
    bookedOn: query.bookedOn,
    travelOn: query.travelOn,
  });
  return result.ok ? { kind: "plan", plan: result.plan } : { kind: "none", reason: result.reason };
}
