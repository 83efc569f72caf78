import { z } from "zod";
import { SafePathSchema } from "~/lib/safe-redirect";
import { CONTACT_FIELDS, required } from "~/domains/people/schema";
import { PRODUCT_KEYS } from "~/domains/products/catalog";
import { contentField, type ContentWordsForm } from "~/domains/content/desk-schema";

/** The Feedback link's form: a message, and an address only if an answer is wanted; the page it came from. */
export const FeedbackFormSchema = z.object({
  message: z.string(required).trim().min(10, "errors.feedbackShort").max(2000, "errors.invalid"),
  email: CONTACT_FIELDS.email.optional(),
  page: SafePathSchema,
});
export type FeedbackForm = z.infer<typeof FeedbackFormSchema>;

/** The content-managed landing paths (product rules §1): a deal, a service, a product's page, or a page of its own. */
export const LANDING_KINDS = ["deal", "service", "product", "page"] as const;
export type LandingKind = (typeof LANDING_KINDS)[number];
/** Where each kind is served: `/deals/{slug}`, `/services/{slug}`, `/products/{slug}`, `/pages/{slug}`. */
export const LANDING_PREFIX: Record<LandingKind, string> = {
  deal: "/deals",
  service: "/services",
  product: "/products",
  page: "/pages",
};

const Words = (max: number) => z.string().trim().min(1).max(max);
/** A landing page's words in one language. */
export const LandingWordsSchema = z.object({
  title: Words(120),
  description: Words(300),
  headline: Words(200),
  html: z.string().min(1).max(50_000),
});
const AirportCode = z.string().regex(/^[A-Z]{3}$/);

/**
 * A file of content/landing/{slug}.json: its kind, the product it sells and, for a flight deal, its route; its order
 * among its kind's pages and the last day it is shown; its words per language (English always).
 */
export const LandingFileSchema = z.object({
  kind: z.enum(LANDING_KINDS),
  /** The product whose page the call to action opens (the product tabs' keys). */
  product: z.enum(PRODUCT_KEYS).nullable(),
  route: z.object({ from: AirportCode, to: AirportCode }).nullable(),
  position: z.number().int().min(0).max(999),
  endsOn: z.iso.date().nullable(),
  "en-US": LandingWordsSchema,
  "fr-FR": LandingWordsSchema.optional(),
});
export type LandingFile = z.infer<typeof LandingFileSchema>;

/** What the content desk asks of a landing page (decision 026): its words and a deal's last day, in one language. */
export const LANDING_PAGE_WORDS = {
  schema: LandingWordsSchema.extend({ endsOn: z.iso.date().optional() }),
  fields: [
    contentField("title", "line"),
    contentField("description", "text"),
    contentField("headline", "line"),
    contentField("html", "html"),
    contentField("endsOn", "date", true),
  ],
} satisfies ContentWordsForm;
