import { z } from "zod";
import { CONTACT_FIELDS, contactConfirmed, PersonName, required, TITLES } from "~/domains/people/schema";

/** The details step of any supplier order: the lead traveller, who is also the contact (e-mail typed twice). */
export const OrderContactFormSchema = z
  .object({
    title: z.enum(TITLES, required),
    firstName: PersonName,
    lastName: PersonName,
    ...CONTACT_FIELDS,
  })
  .refine(...contactConfirmed);
export type OrderContactForm = z.infer<typeof OrderContactFormSchema>;

/** The fields of the details step, in the form's order. */
export const ORDER_CONTACT_FIELDS = ["title", "firstName", "lastName", "email", "emailConfirm", "phone"] as const;
