import { z } from "zod";
import { CONTACT_FIELDS, contactConfirmed, PersonName, required, TITLES } from "~/domains/people/schema";
import { MAX_ROOMS } from "./stay-query";

// Messages are keys of locales/*/booking.json, shared with the flight forms (docs/architecture.md, convention 6).

/** Reserve on a property's page: one rate of one room type, for every room of the searched party. */
export const ReserveFormSchema = z.object({
  intent: z.literal("reserve"),
  room: z.string().regex(/^[A-Z0-9]{2,4}$/),
  plan: z.string().regex(/^[A-Z_]{4,24}$/),
});

/** The most a guest may write to the hotel. */
export const MAX_REQUESTS_LENGTH = 500;

/** The guest details step: a lead guest for each room, the contact, and the party's special requests. */
export const StayGuestsFormSchema = z
  .object({
    guests: z
      .array(z.object({ title: z.enum(TITLES, required), firstName: PersonName, lastName: PersonName }))
      .min(1)
      .max(MAX_ROOMS),
    ...CONTACT_FIELDS,
    requests: z
      .string()
      .trim()
      .max(MAX_REQUESTS_LENGTH, "errors.invalid")
      .optional()
      .transform((text) => text || null),
  })
  .refine(...contactConfirmed);
export type StayGuestsForm = z.infer<typeof StayGuestsFormSchema>;
