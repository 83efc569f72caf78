import { z } from "zod";
import { isCountryCode } from "~/domains/markets/countries";
import { readWholeNumber } from "~/domains/markets/markets";
import { isCalendarDate } from "~/lib/time";
import { CONTROL_CHARACTERS } from "~/lib/text";

// A person's fields, shared by every form that names one: a flight's travellers, a stay's guests, a member's saved
// travellers. // Messages are keys of locales/*/booking.json (docs/architecture.md, convention 6); the generic ones are product rules §5's words.
export const required = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? "errors.required" : "errors.invalid"),
};

export const TITLES = ["MR", "MRS", "MS", "MISS", "MSTR", "DR"] as const;
/** A traveller's fields in the order the forms show them (a booking's travellers, a member's saved travellers). */
export const TRAVELLER_FIELDS = [
  "title",
  "firstName",
  "middleName",
  "lastName",
  "dateOfBirth",
  "nationality",
  "gender",
  "passportNumber",
  "passportAuthority",
  "passportIssuedOn",
  "passportExpiresOn",
  "loyaltyId",
] as const;
export const GENDERS = ["male", "female"] as const;

export const IsoDateRegex = /^\d{4}-\d{2}-\d{2}$/;
/**
 * A line of plain text a person types (a company's or a property's name, an address): no markup, and no control
 * character or line separator, since such a name reaches e-mail subjects and other headers (DESIGN.md, Security).
 */
export const SingleLineText = (max: number, min = 2) =>
  z
    .string(required)
    .trim()
    .min(min, "errors.invalid")
    .max(max, "errors.invalid")
    .regex(/^[^<>]*$/, "errors.invalid")
    .refine((value) => !CONTROL_CHARACTERS.test(value), "errors.invalid");

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

/** What a form with CONTACT_FIELDS keeps once checked: everything but the e-mail typed a second time. */
export function withoutConfirmation<T extends { emailConfirm: string }>(form: T): Omit<T, "emailConfirm"> {
  const kept: Partial<T> = { ...form };
  delete kept.emailConfirm;
  return kept as Omit<T, "emailConfirm">;
}

/**
 * A count or an amount as a person types it, read for a number field: "65,000", "65 000" and "65000" are the same
 * number, an empty field is no value, and anything else is left for the field's own check to refuse.
 */
export const typedWholeNumber = (typed: unknown) =>
  typeof typed === "string" ? (typed.trim() === "" ? undefined : (readWholeNumber(typed) ?? typed)) : typed;
