import { z } from "zod";
import { CONTACT_FIELDS, required } from "~/domains/people/schema";

/** The Feedback link's form: a message, and an address only if an answer is wanted; the page it came from. */
export const FeedbackFormSchema = z.object({
  message: z.string(required).trim().min(10, "errors.feedbackShort").max(2000, "errors.invalid"),
  email: CONTACT_FIELDS.email.optional(),
  page: z
    .string()
    .max(300)
    .regex(/^\/[^/\\]|^\/$/)
    .catch("/"),
});
export type FeedbackForm = z.infer<typeof FeedbackFormSchema>;
