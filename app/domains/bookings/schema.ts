import { z } from "zod";
import { isCountryCode } from "~/domains/markets/countries";
import { isCalendarDate } from "~/utils/time";
import { ageOn, type PassengerType, passengerTypeAt, passportMinimumExpiry } from "./rules";
import { CABINS } from "~/domains/flights/aircraft";
import { PAYMENT_CHANNELS, REFUND_REASONS, SERVICE_REQUEST_TOPICS, type Traveller } from "./types";

// Messages are keys of locales/*/booking.json (docs/architecture.md, convention 6); the generic ones are product rules §5's words.
export const required = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? "errors.required" : "errors.invalid"),
};

export const TITLES = ["MR", "MRS", "MS", "MISS", "MSTR", "DR"] as const;
export const GENDERS = ["male", "female"] as const;

const IsoDateRegex = /^\d{4}-\d{2}-\d{2}$/;
export const IsoDate = z
  .string(required)
  .regex(IsoDateRegex, "errors.invalid")
  .refine(isCalendarDate, "errors.fieldValueInvalid");
// Letters with their combining marks (\p{M}): Yoruba's "Adébáyọ̀" and "Ẹ̀kọ́" are names, stored composed (NFC).
export const PersonName = z
  .string(required)
  .trim()
  .normalize("NFC")
  .min(1, "errors.required")
  .max(40, "errors.invalid")
  .regex(/^\p{L}[\p{L}\p{M}' -]*$/u, "errors.invalid");
export const CountryCode = z
  .string(required)
  .regex(/^[A-Z]{2}$/, "errors.invalid")
  .refine(isCountryCode, "errors.invalid");

/** Product rules §5: "middle name can not contain special characters". */
export const MiddleName = z
  .string()
  .trim()
  .normalize("NFC")
  .max(40, "errors.invalid")
  .regex(/^[\p{L}\p{M} ]*$/u, "errors.middleName")
  .optional();
export const LoyaltyId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{6,20}$/, "errors.invalid")
  .optional();
export const PassportNumber = z
  .string(required)
  .trim()
  .regex(/^[A-Za-z0-9]{5,20}$/, "errors.invalid");

/** The contact of a booking (a flight's lead traveller, a stay's first room): e-mail typed twice, and a phone. */
export const CONTACT_FIELDS = {
  email: z.email({ error: (issue) => (issue.input === undefined ? "errors.required" : "errors.email") }),
  emailConfirm: z.string(required),
  phone: z
    .string(required)
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, "errors.invalid"),
};

/** The refinement that the e-mail was typed the same twice, for a form with CONTACT_FIELDS. */
export const contactConfirmed: [
  (form: { email: string; emailConfirm: string }) => boolean,
  { path: PropertyKey[]; message: string; when: (payload: { value: unknown }) => boolean },
] = [
  (form) => form.email === form.emailConfirm,
  {
    path: ["emailConfirm"],
    message: "errors.mismatch",
    // Checked even while other fields have errors, so every message shows at once.
    when: ({ value }) => {
      const form = value as { email?: unknown; emailConfirm?: unknown } | undefined;
      return typeof form?.email === "string" && typeof form.emailConfirm === "string";
    },
  },
];

/** The person's fields of every traveller form: a booking's passengers and a member's saved travellers. */
export const PERSON_FIELDS = {
  title: z.enum(TITLES, required),
  firstName: PersonName,
  middleName: MiddleName,
  lastName: PersonName,
  dateOfBirth: IsoDate,
  nationality: CountryCode,
  gender: z.enum(GENDERS, required),
  loyaltyId: LoyaltyId,
};

/**
 * The travellers form for one booking (one zod schema per form, docs/architecture.md, convention 5): passenger types and the travel
 * date come from the booking, and passports are asked for when the trip crosses a border. Conform turns it
 * into the inputs' native constraints; the server parses every submission with it again.
 */
export function travellersSchema(options: {
  types: readonly PassengerType[];
  travelDate: string;
  needsPassport: boolean;
  today: string;
}) {
  const passport = options.needsPassport
    ? {
        passportNumber: PassportNumber,
        passportAuthority: CountryCode,
        passportIssuedOn: IsoDate,
        passportExpiresOn: IsoDate,
      }
    : {
        passportNumber: z.string().trim().max(20, "errors.invalid").optional(),
        passportAuthority: z.string().optional(),
        passportIssuedOn: z.string().optional(),
        passportExpiresOn: z.string().optional(),
      };
  const Traveller = z.object({ ...PERSON_FIELDS, ...passport });
  const minimumExpiry = passportMinimumExpiry(options.travelDate);
  // One schema per passenger, so each is checked against its own type even while other fields have errors.
  const travellerOfType = (expected: PassengerType) =>
    Traveller.superRefine((traveller, ctx) => {
      const at = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
      if (traveller.dateOfBirth > options.today) at("dateOfBirth", "errors.dateOfBirthFuture");
      else if (passengerTypeAt(ageOn(traveller.dateOfBirth, options.travelDate)) !== expected) {
        at("dateOfBirth", `errors.age.${expected}`);
      }
      const passportDates = traveller as { passportIssuedOn?: string; passportExpiresOn?: string };
      if (options.needsPassport && passportDates.passportIssuedOn && passportDates.passportExpiresOn) {
        if (passportDates.passportIssuedOn > options.today) at("passportIssuedOn", "errors.passportIssued");
        if (passportDates.passportExpiresOn < minimumExpiry) at("passportExpiresOn", "errors.passportValidity");
      }
    });
  const [first, ...rest] = options.types.map(travellerOfType);
  if (!first) throw new Error("A booking has at least one passenger");
  return z
    .object({
      // A tuple checks the count and each passenger's type; typed as the array of travellers it is.
      travellers: z.tuple([first, ...rest]) as unknown as z.ZodArray<typeof Traveller>,
      ...CONTACT_FIELDS,
    })
    .refine(...contactConfirmed);
}
export type TravellersForm = z.infer<ReturnType<typeof travellersSchema>>;

/** Extras: extra bags per traveller and slice ("bags.1.0" = traveller 2, first slice), and catalog add-ons. */
export const ExtrasFormSchema = z.object({
  intent: z.enum(["continue", "promo", "removePromo"]),
  bags: z
    .record(
      z.string().regex(/^\d$/),
      z.record(z.string().regex(/^\d$/), z.coerce.number().int().min(0).max(3, "errors.invalid")),
    )
    .default({}),
  addons: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .pipe(z.array(z.string().regex(/^[A-Z0-9-]{3,40}$/, "errors.invalid")).max(20))
    .optional(),
});

export const PromoFormSchema = z.object({
  intent: z.literal("promo"),
  code: z
    .string(required)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3,20}$/, "errors.promoUnknown"),
});

export const SeatFormSchema = z.object({
  seat: z.string(required).regex(/^\d{1,3}[A-K]$/, "errors.invalid"),
});

/** A person's travel details, as a booking keeps them and a member saves them. */
export type TravellerDetails = Omit<Traveller, "type" | "email" | "phone">;

/** A person as a traveller form's starting values: every field a string, empty when not given. */
export function travellerFormValues(person: TravellerDetails): Record<keyof TravellerDetails, string> {
  return {
    title: person.title,
    firstName: person.firstName,
    middleName: person.middleName,
    lastName: person.lastName,
    dateOfBirth: person.dateOfBirth,
    nationality: person.nationality,
    gender: person.gender,
    passportNumber: person.passportNumber ?? "",
    passportAuthority: person.passportAuthority ?? "",
    passportIssuedOn: person.passportIssuedOn ?? "",
    passportExpiresOn: person.passportExpiresOn ?? "",
    loyaltyId: person.loyaltyId ?? "",
  };
}

/** Manage booking (#17): the Tern reference and the booking's e-mail, posted (the e-mail never goes in a URL). */
/** A reference as travellers type it: letters and digits, any case, spaces and dashes ignored (docs/sandbox.md). */
export const normalizeReference = (reference: string) => reference.replace(/[\s-]+/g, "").toUpperCase();

export const RetrieveFormSchema = z.object({
  reference: z
    .string(required)
    .trim()
    .min(1, "errors.required")
    .max(40, "errors.invalid")
    .transform(normalizeReference)
    .pipe(z.string().regex(/^[A-Z0-9]{6,10}$/, "errors.invalid")),
  email: z.string(required).trim().max(254).email("errors.email"),
});
export type RetrieveForm = z.infer<typeof RetrieveFormSchema>;

// Travellers chosen by position: a form sends "0" once or repeated; the API sends numbers. None chosen is `message`.
const positionList = (message: string) =>
  z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: message })
    .transform((v) => (Array.isArray(v) ? v : [v]).map(Number))
    .pipe(z.array(z.number().int().min(0).max(8)).min(1, message));

/**
 * Product rules §3 and §5, refund request: a reason ("others" specified), at least one passenger, the terms; the bank
 * account only where the money cannot go back to the payment (the domain requires it then: refund-cases.server.ts).
 */
export const RefundFormSchema = z
  .object({
    reason: z.enum(REFUND_REASONS, { error: "errors.refundReason" }),
    reasonOther: z.string().trim().max(500).optional(),
    positions: positionList("errors.refundPassengers"),
    bankName: z.string().trim().min(2, "errors.invalid").max(80, "errors.invalid").optional(),
    accountNumber: z
      .string()
      .trim()
      .regex(/^[0-9 ]{6,24}$/, "errors.invalid")
      .optional(),
    accountName: z.string().trim().min(2, "errors.invalid").max(120, "errors.invalid").optional(),
    terms: z.union([z.literal("on"), z.literal(true)], { error: "errors.required" }),
  })
  .superRefine((form, ctx) => {
    if (form.reason === "others" && !form.reasonOther) {
      ctx.addIssue({ code: "custom", path: ["reasonOther"], message: "errors.refundReason" });
    }
  });
export type RefundForm = z.infer<typeof RefundFormSchema>;

/** Product rules §3, payment confirmation: the payer, the amount, the channel, the reference, and where it was paid. */
export const PaymentConfirmationFormSchema = z
  .object({
    payer: z.string(required).trim().min(2, "errors.invalid").max(120, "errors.invalid"),
    amount: z
      .string(required)
      .trim()
      .regex(/^\d{1,3}(,?\d{3})*(\.\d{1,2})?$/, "errors.invalid"),
    channel: z.enum(PAYMENT_CHANNELS, { error: "errors.required" }),
    reference: z
      .string(required)
      .trim()
      .regex(/^[A-Za-z0-9-]{4,30}$/, "errors.invalid"),
    bankName: z.string().trim().max(80, "errors.invalid").optional(),
    travelCentre: z.string().trim().max(80, "errors.invalid").optional(),
  })
  .superRefine((form, ctx) => {
    if ((form.channel === "bank_transfer" || form.channel === "cash_at_bank") && !form.bankName) {
      ctx.addIssue({ code: "custom", path: ["bankName"], message: "errors.required" });
    }
    if (form.channel === "cash_at_travel_centre" && !form.travelCentre) {
      ctx.addIssue({ code: "custom", path: ["travelCentre"], message: "errors.required" });
    }
  });
export type PaymentConfirmationForm = z.infer<typeof PaymentConfirmationFormSchema>;

const allFields = { error: () => "errors.changeAllFields" };

/**
 * Product rules §5, date or cabin change: the passengers (at least one), a date for each slice and a cabin; a missing
 * one is "All fields are Required!". Whether anything differs from the ticket is the domain's question.
 */
export const ChangeFormSchema = z.object({
  positions: positionList("errors.changePassengers"),
  dates: z
    .array(
      z.string(allFields).regex(IsoDateRegex, "errors.changeAllFields").refine(isCalendarDate, "errors.invalid"),
      allFields,
    )
    .min(1, "errors.changeAllFields")
    .max(5, "errors.invalid"),
  cabin: z.enum(CABINS, allFields),
});
export type ChangeForm = z.infer<typeof ChangeFormSchema>;

/** The change options page's URL (a GET: the quote is state an agent can reload): the new dates and cabin. */
export const ChangeQuerySchema = z.object({
  dates: z.array(z.string().regex(IsoDateRegex).refine(isCalendarDate)).min(1).max(5),
  cabin: z.enum(CABINS),
});

/** Accepting one of the options: which one (its key), for the dates and cabin quoted. */
export const AcceptChangeFormSchema = ChangeQuerySchema.extend({
  key: z.string().min(3).max(400),
  /** With other bookings in the cart (product rules §4): keep them, or clear the cart and start anew. */
  cart: z.enum(["keep", "clear"]).optional().catch(undefined),
});

/** Itinerary change request (#17 item 8): what to change, in the traveller's words. */
export const ServiceRequestFormSchema = z.object({
  topic: z.enum(SERVICE_REQUEST_TOPICS, { error: "errors.required" }),
  details: z.string(required).trim().min(10, "errors.detailsTooShort").max(1000, "errors.invalid"),
});
export type ServiceRequestForm = z.infer<typeof ServiceRequestFormSchema>;
