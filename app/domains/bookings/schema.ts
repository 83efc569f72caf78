import { IsoDateRegex } from "~/domains/people/schema";
import {
  CONTACT_FIELDS,
  CountryCode,
  IsoDate,
  PERSON_FIELDS,
  PassportNumber,
  contactConfirmed,
  required,
} from "~/domains/people/schema";
import { type TravellerDetails } from "~/domains/people/types";
import { z } from "zod";
import { isCalendarDate } from "~/lib/time";
import { ageOn, type PassengerType, passengerTypeAt, passportMinimumExpiry } from "~/domains/people/ages";
import { CABINS } from "~/domains/flights/aircraft";
import { PAYMENT_CHANNELS, REFUND_REASONS, SERVICE_REQUEST_TOPICS } from "./types";

/**
 * The travellers form for one booking (one zod schema per form, docs/architecture.md, convention 5): passenger types and the travel
 * date come from the booking, and passports are asked for when the trip crosses a border. Conform turns it
 * into the inputs' native constraints; the server parses every submission with it again.
 */
export function travellersSchema(options: {
  types: readonly PassengerType[];
  travelDate: string;
  /** The day the last flight leaves: a passport must be valid 6 months after it (product rules §9). */
  travelEnds?: string;
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
  const minimumExpiry = passportMinimumExpiry(options.travelEnds ?? options.travelDate);
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
/** The promo code field: trimmed, upper-cased, letters and digits. */
export const PromoCodeSchema = z
  .string(required)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,20}$/, "errors.promoUnknown");

/**
 * The extras step: bags by traveller and slice ("bags.1.0", which Conform reads as nested records), the add-ons (one
 * radio group per product, "addon-insurance", whose choice other than "none" joins the list), the promo code, and
 * which button was pressed.
 */
const AddonCode = z.string().regex(/^[A-Z0-9-]{3,40}$/, "errors.invalid");

export const ExtrasFormSchema = z
  .looseObject({
    /**
     * The button pressed: continue, the promo code's, "save" (update the total, and stay), or a traveller's seat on a
     * flight ("seat:{flight}:{traveller}").
     */
    intent: z.union([
      z.enum(["continue", "promo", "removePromo", "save"]),
      z.string().regex(/^seat:\d{1,2}-\d{1,2}:\d$/),
    ]),
    bags: z
      .record(
        z.string().regex(/^\d$/),
        z.record(z.string().regex(/^\d$/), z.coerce.number().int().min(0).max(3, "errors.invalid")),
      )
      .default({}),
    addons: z.array(AddonCode).max(20).optional(),
    code: z.string().max(40).optional(),
  })
  .transform(({ intent, bags, addons, code, ...rest }, ctx) => {
    const picked = Object.entries(rest).flatMap(([key, value]) =>
      key.startsWith("addon-") && typeof value === "string" && value !== "none" ? [value] : [],
    );
    const all = [...(addons ?? []), ...picked];
    if (all.length > 20 || !picked.every((value) => AddonCode.safeParse(value).success)) {
      ctx.addIssue({ code: "custom", message: "errors.invalid", path: ["addons"] });
      return z.NEVER;
    }
    return { intent, bags, code: code ?? "", addons: all };
  });
export type ExtrasForm = z.infer<typeof ExtrasFormSchema>;

export const SeatFormSchema = z.object({
  seat: z.string(required).regex(/^\d{1,3}[A-K]$/, "errors.invalid"),
});

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

/**
 * Manage booking: a code (the booking reference, the airline's PNR or a hotel's confirmation) and the booking's e-mail,
 * posted (the e-mail never goes in a URL).
 */
/** A reference as travellers type it: letters and digits, any case, spaces and dashes ignored (docs/sandbox.md). */
export const normalizeReference = (reference: string) => reference.replace(/[\s-]+/g, "").toUpperCase();

export const RetrieveFormSchema = z.object({
  reference: z
    .string(required)
    .trim()
    .min(1, "errors.required")
    .max(40, "errors.invalid")
    .transform(normalizeReference)
    .pipe(z.string().regex(/^[A-Z0-9]{6,16}$/, "errors.invalid")),
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

/** Itinerary change request: what to change, in the traveller's words. */
export const ServiceRequestFormSchema = z.object({
  topic: z.enum(SERVICE_REQUEST_TOPICS, { error: "errors.required" }),
  details: z.string(required).trim().min(10, "errors.detailsTooShort").max(1000, "errors.invalid"),
});
export type ServiceRequestForm = z.infer<typeof ServiceRequestFormSchema>;
