import { z } from "zod";
import type { Money } from "~/domains/markets/markets";
import { CONTACT_FIELDS, contactConfirmed, CountryCode, IsoDate, PersonName, required } from "~/domains/people/schema";

// The Tern travel card (decision 013): a prepaid card in the currencies travellers spend abroad. What it is comes from
// this catalog; applying for one is an application of kind "travel_card" (identity, address, delivery), with no file.

export const CARD_CURRENCIES = ["USD", "GBP", "EUR"] as const;
export const ID_TYPES = ["passport", "national_id", "drivers_licence"] as const;
export const DELIVERIES = ["home", "travel_centre"] as const;

/** What the card is and costs, in US dollars (minor units): the card's fees are the issuer's, whatever the market. */
export const TRAVEL_CARD = {
  currencies: CARD_CURRENCIES,
  issueFee: { amount: 500, currency: "USD" } as Money,
  monthlyFee: { amount: 0, currency: "USD" } as Money,
  /** Per cent of a cash withdrawal abroad, and of a conversion between the card's currencies. */
  atmFeePercent: 1.5,
  conversionPercent: 2,
  limits: {
    dailySpend: { amount: 500_000, currency: "USD" } as Money,
    dailyCash: { amount: 100_000, currency: "USD" } as Money,
    balance: { amount: 1_000_000, currency: "USD" } as Money,
  },
  /** Working days to reach the applicant once approved, by delivery. */
  deliveryDays: { home: 7, travel_centre: 3 },
} as const;

export const CardRequest = z.object({
  firstName: PersonName,
  lastName: PersonName,
  dateOfBirth: IsoDate,
  nationality: CountryCode,
  idType: z.enum(ID_TYPES, required),
  idNumber: z
    .string(required)
    .trim()
    .regex(/^[A-Za-z0-9-]{5,20}$/, "errors.invalid"),
  addressLine: z.string(required).trim().min(3, "errors.invalid").max(120, "errors.invalid"),
  city: z.string(required).trim().min(2, "errors.invalid").max(60, "errors.invalid"),
  country: CountryCode,
  currency: z.enum(CARD_CURRENCIES, required),
  delivery: z.enum(DELIVERIES, required),
  email: CONTACT_FIELDS.email,
  phone: CONTACT_FIELDS.phone,
});
export type CardRequest = z.infer<typeof CardRequest>;

/** The application form: what is kept, and the e-mail typed twice. */
export const CardApplicationSchema = CardRequest.extend({ emailConfirm: CONTACT_FIELDS.emailConfirm }).refine(
  ...contactConfirmed,
);
export type CardApplicationForm = z.infer<typeof CardApplicationSchema>;

/** The application form as sent today: a date of birth in the future is refused beside its field. */
export function cardApplicationSchema(today: string) {
  return CardApplicationSchema.superRefine((form, ctx) => {
    if (form.dateOfBirth > today) {
      ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: "errors.dateOfBirthFuture" });
    }
  });
}
export const CARD_FIELDS = [...Object.keys(CardRequest.shape), "emailConfirm"] as Array<keyof CardApplicationForm>;
