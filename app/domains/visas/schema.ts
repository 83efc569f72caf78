import { z } from "zod";
import { passportMinimumExpiry } from "~/domains/people/ages";
import {
  CONTACT_FIELDS,
  contactConfirmed,
  CountryCode,
  IsoDate,
  PassportNumber,
  PersonName,
  required,
  TITLES,
} from "~/domains/people/schema";
import { addDays, isCalendarDate } from "~/lib/time";
import { VISA_DESTINATIONS } from "./catalog";

// A visa's search (a GET form: the URL is the state) and its application: an applicant per traveller, named as on
// the passport, the passport valid 6 months past the day of travel (product rules §5).

export const MAX_APPLICANTS = 9;

export const VisaSearchSchema = z.object({
  destination: z.enum(VISA_DESTINATIONS, required),
  nationality: CountryCode,
  date: IsoDate,
  travellers: z.coerce
    .number(required)
    .int("errors.invalid")
    .min(1, "errors.invalid")
    .max(MAX_APPLICANTS, "errors.invalid"),
});
export type VisaSearch = z.infer<typeof VisaSearchSchema>;

export const Applicant = z.object({
  title: z.enum(TITLES, required),
  firstName: PersonName,
  lastName: PersonName,
  dateOfBirth: IsoDate,
  passportNumber: PassportNumber,
  passportIssuedOn: IsoDate,
  passportExpiresOn: IsoDate,
});
export type Applicant = z.infer<typeof Applicant>;
export const APPLICANT_FIELDS = Object.keys(Applicant.shape) as Array<keyof Applicant>;

/** What a visa application keeps: the visa asked for, its applicants and the contact. */
export const VisaRequest = z.object({
  visaType: z.string().regex(/^[A-Z]{2}-[A-Z0-9-]{2,20}$/),
  destination: z.enum(VISA_DESTINATIONS),
  nationality: CountryCode,
  travelDate: IsoDate,
  applicants: z.array(Applicant).min(1).max(MAX_APPLICANTS),
  email: CONTACT_FIELDS.email,
  phone: CONTACT_FIELDS.phone,
});
export type VisaRequest = z.infer<typeof VisaRequest>;

/** The application form: its applicants checked against the day of travel and today, and the e-mail typed twice. */
export function visaApplicationSchema(today: string) {
  return VisaRequest.extend({ emailConfirm: CONTACT_FIELDS.emailConfirm })
    .refine(...contactConfirmed)
    .superRefine((form, ctx) => {
      // Date arithmetic only on a real date: a travel date that is not one has its own message already.
      const minimumExpiry = isCalendarDate(form.travelDate) ? passportMinimumExpiry(form.travelDate) : null;
      form.applicants.forEach((applicant, i) => {
        const at = (field: keyof Applicant, message: string) =>
          ctx.addIssue({ code: "custom", path: ["applicants", i, field], message });
        if (applicant.dateOfBirth > today) at("dateOfBirth", "errors.dateOfBirthFuture");
        if (applicant.passportIssuedOn > today) at("passportIssuedOn", "errors.passportIssued");
        if (minimumExpiry && applicant.passportExpiresOn < minimumExpiry) {
          at("passportExpiresOn", "errors.passportValidityTravel");
        }
      });
    });
}
export type VisaApplicationForm = z.infer<ReturnType<typeof visaApplicationSchema>>;

/** How far ahead a visa may be asked for: no embassy takes an application for a trip over a year away. */
export const VISA_DAYS_AHEAD = 365;

/** Whether a day of travel can be applied for from `today`: not past, at most VISA_DAYS_AHEAD days on. */
export function travelDayOpen(date: string, today: string): boolean {
  return date >= today && date <= addDays(today, VISA_DAYS_AHEAD);
}
