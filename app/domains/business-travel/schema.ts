import { z } from "zod";
import { CONTACT_FIELDS, contactConfirmed, PersonName, required, SingleLineText } from "~/domains/people/schema";

// Business travel (decision 013): a company enquires, Tern's business team answers. An enquiry is an application of
// kind "business"; each new one is copied to the sales inbox.

export const TRAVELLER_BANDS = ["1-10", "11-50", "51-200", "201+"] as const;
export const BUSINESS_NEEDS = ["flights", "hotels", "visas", "events", "invoicing", "reporting"] as const;
/** Where every new enquiry is copied (the business team's shared inbox). */
export const SALES_INBOX = "business-travel@tern.example";

export const BusinessRequest = z.object({
  company: SingleLineText(80),
  firstName: PersonName,
  lastName: PersonName,
  email: CONTACT_FIELDS.email,
  phone: CONTACT_FIELDS.phone,
  travellers: z.enum(TRAVELLER_BANDS, required),
  needs: z.array(z.enum(BUSINESS_NEEDS, required), required).min(1, "errors.required"),
  /** Plain text, shown as text (never as HTML). */
  message: z.string().trim().max(1000, "errors.invalid").optional(),
});
export type BusinessRequest = z.infer<typeof BusinessRequest>;

export const BusinessEnquirySchema = BusinessRequest.extend({ emailConfirm: CONTACT_FIELDS.emailConfirm }).refine(
  ...contactConfirmed,
);
export type BusinessEnquiryForm = z.infer<typeof BusinessEnquirySchema>;
