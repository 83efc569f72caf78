import { z } from "zod";
import { CONTACT_FIELDS, contactConfirmed, PersonName, required, TITLES } from "~/domains/people/schema";

/** The longest special request a details step takes (a stay's, passed to the hotel as written). */
export const MAX_REQUESTS_LENGTH = 500;
/** The most people a details step names (a holiday's travellers, a stay's rooms). */
export const MAX_PARTY = 9;

const PersonSchema = z.object({ title: z.enum(TITLES, required), firstName: PersonName, lastName: PersonName });

/**
 * The details step of any supplier order: the lead traveller, who is also the contact (e-mail typed twice); the other
 * people its product names (`others`, each room's lead guest after the first, each traveller after the lead); and the
 * party's special requests where its product takes them.
 */
export const OrderDetailsFormSchema = z
  .object({
    title: z.enum(TITLES, required),
    firstName: PersonName,
    lastName: PersonName,
    ...CONTACT_FIELDS,
    others: z
      .array(PersonSchema)
      .max(MAX_PARTY - 1)
      .optional()
      .transform((others) => others ?? []),
    requests: z
      .string()
      .trim()
      .max(MAX_REQUESTS_LENGTH, "errors.invalid")
      .optional()
      .transform((text) => text || null),
  })
  .refine(...contactConfirmed);
export type OrderDetailsForm = z.input<typeof OrderDetailsFormSchema>;

/** The fields of the details step's lead and contact, in the form's order. */
export const ORDER_CONTACT_FIELDS = ["title", "firstName", "lastName", "email", "emailConfirm", "phone"] as const;

/** The others as stored (`others_json`): read back through this, never trusted. */
export const OrderOthersSchema = z.array(z.object({ title: z.string(), firstName: z.string(), lastName: z.string() }));

/** A supplier's per-traveller codes as stored (`codes_json`): at most one per person a party may have. */
export const CodesSchema = z.array(z.string().min(1).max(500)).max(MAX_PARTY);
