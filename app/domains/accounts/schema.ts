import { z } from "zod";
import { ageOn, PASSENGER_TYPES, passengerTypeAt } from "~/domains/people/ages";
import { CountryCode, IsoDate, PassportNumber, PERSON_FIELDS, PersonName, required } from "~/domains/people/schema";
import { SafePathSchema } from "~/lib/safe-redirect";

// Messages are translation keys (docs/architecture.md, convention 6): the generic ones of product rules §5 live in the booking
// catalog, the account's own under `account:`.

/** Verification codes: 6 digits (product rules §9; docs/architecture.md, Security). */
export const CODE_LENGTH = 6;
/** A code dies after this many wrong tries. */
export const MAX_CODE_ATTEMPTS = 5;
/** A new code may be asked for once a minute, and at most 5 times an hour per address. */
export const CODE_RESEND_COOLDOWN_SECONDS = 60;
export const MAX_CODES_PER_HOUR = 5;
/** Wrong passwords per account before password sign-in pauses (a code still works). */
export const MAX_PASSWORD_FAILURES = 10;
export const PASSWORD_LOCK_MINUTES = 15;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const MAX_CO_TRAVELLERS = 20;

export const CODE_PURPOSES = ["sign_in", "register", "reset_password"] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const Email = z
  .email({ error: (issue) => (issue.input === undefined || issue.input === "" ? "errors.required" : "errors.email") })
  .max(254, "errors.email")
  .transform((email) => email.toLowerCase());

const Password = z
  .string(required)
  .min(PASSWORD_MIN_LENGTH, "account:errors.passwordLength")
  .max(PASSWORD_MAX_LENGTH, "account:errors.passwordLength");

const Code = z
  .string(required)
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), "account:errors.codeFormat");

/** Where to go after signing in: a path on this site only. */
const RedirectTo = SafePathSchema.optional();

export const EmailStepSchema = z.object({ email: Email, redirectTo: RedirectTo });

export const PasswordSignInSchema = z.object({
  email: Email,
  password: z.string(required).max(PASSWORD_MAX_LENGTH, "account:errors.credential"),
  redirectTo: RedirectTo,
});

export const CodeSignInSchema = z.object({ email: Email, code: Code, redirectTo: RedirectTo });

export const RegisterSchema = z.object({
  email: Email,
  firstName: PersonName,
  lastName: PersonName,
  redirectTo: RedirectTo,
});

const withConfirmation = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, password: Password, passwordConfirm: z.string(required) }).refine(
    (form) => {
      const { password, passwordConfirm } = form as { password: string; passwordConfirm: string };
      return password === passwordConfirm;
    },
    {
      path: ["passwordConfirm"],
      message: "errors.mismatch",
      when: ({ value }) => {
        const form = value as { password?: unknown; passwordConfirm?: unknown } | undefined;
        return typeof form?.password === "string" && typeof form.passwordConfirm === "string";
      },
    },
  );

export const ResetPasswordSchema = withConfirmation({ email: Email, code: Code });
export const CreatePasswordSchema = withConfirmation({});
export const ChangePasswordSchema = withConfirmation({
  currentPassword: z.string(required).max(PASSWORD_MAX_LENGTH, "account:errors.credential"),
});

export const Phone = z
  .string()
  .trim()
  .regex(/^(\+?[0-9 ()-]{7,20})?$/, "errors.invalid")
  .optional();

export const ProfileSchema = z.object({ firstName: PersonName, lastName: PersonName, phone: Phone });

export const DeleteProfileSchema = z.object({
  confirm: z.literal("yes", { error: "account:errors.deleteConfirm" }),
});

export const AgeGroupSchema = z.enum(PASSENGER_TYPES, { error: "account:errors.ageGroup" });
export type AgeGroup = z.infer<typeof AgeGroupSchema>;

const OptionalCountry = z.preprocess((v) => (v === "" ? undefined : v), CountryCode.optional());
const OptionalDate = z.preprocess((v) => (v === "" ? undefined : v), IsoDate.optional());

/**
 * The traveller information form of the profile (product rules §5: an age group must be selected before
 * editing travel information). A saved traveller's passport is optional; when one field is given, all are.
 * The date of birth must fit the age group today; a booking checks it again on its day of travel.
 */
export function memberTravellerSchema(today: string) {
  return z
    .object({
      ageGroup: AgeGroupSchema,
      ...PERSON_FIELDS,
      passportNumber: z.preprocess((v) => (v === "" ? undefined : v), PassportNumber.optional()),
      passportAuthority: OptionalCountry,
      passportIssuedOn: OptionalDate,
      passportExpiresOn: OptionalDate,
    })
    .superRefine((traveller, ctx) => {
      const at = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
      if (traveller.dateOfBirth > today) at("dateOfBirth", "errors.dateOfBirthFuture");
      else if (passengerTypeAt(ageOn(traveller.dateOfBirth, today)) !== traveller.ageGroup) {
        at("dateOfBirth", `account:errors.ageGroupMismatch.${traveller.ageGroup}`);
      }
      const passport = [
        "passportNumber",
        "passportAuthority",
        "passportIssuedOn",
        "passportExpiresOn",
      ] as const satisfies ReadonlyArray<keyof typeof traveller>;
      if (passport.some((field) => traveller[field] !== undefined)) {
        for (const field of passport) if (traveller[field] === undefined) at(field, "errors.required");
      }
      if (traveller.passportIssuedOn && traveller.passportIssuedOn > today) {
        at("passportIssuedOn", "errors.passportIssued");
      }
      if (traveller.passportExpiresOn && traveller.passportExpiresOn < today) {
        at("passportExpiresOn", "account:errors.passportExpired");
      }
    });
}
export type MemberTravellerForm = z.infer<ReturnType<typeof memberTravellerSchema>>;

// --- The member API's bodies (JSON) ------------------------------------------------------------------

/** Sign-in through the API answers a Bearer token: with a password, or with a code sent by SendCode. */
export const ApiSignInSchema = z.union([
  z.object({ email: Email, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) }),
  z.object({ email: Email, code: Code }),
]);

export const ApiSendCodeSchema = z.object({ email: Email });

/** A code-only account sends no current password: it creates one. */
export const ApiChangePasswordSchema = z.object({
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  newPassword: Password,
});

export const TravellerIdSchema = z.object({ id: z.uuid() });
