import { z } from "zod";
import { LOCALES } from "~/i18n/locales";

/** The static pages of product rules §2, with their URL slugs. */
export const STATIC_PAGE_SLUGS = [
  "about-us",
  "terms-condition",
  "privacy-policy",
  "cookie-policy",
  "affiliates",
  "careers",
] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

export const StaticPageSchema = z.object({
  slug: z.enum(STATIC_PAGE_SLUGS),
  locale: z.enum(LOCALES),
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(300),
  html: z.string().min(1).max(200_000),
});
export type StaticPage = z.infer<typeof StaticPageSchema>;

export const OfficeSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  locale: z.enum(LOCALES),
  position: z.number().int().min(0),
  location: z.string().trim().min(1).max(120),
  addressHtml: z.string().min(1).max(2_000),
  phone: z.string().regex(/^\+[0-9 ]{7,20}$/),
  email: z.email(),
});
export type Office = z.infer<typeof OfficeSchema>;

export const FaqEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  locale: z.enum(LOCALES),
  position: z.number().int().min(0),
  question: z.string().trim().min(1).max(300),
  answerHtml: z.string().min(1).max(5_000),
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

export const BlogPostSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  locale: z.enum(LOCALES),
  title: z.string().trim().min(1).max(160),
  description: z.string().trim().min(1).max(300),
  html: z.string().min(1).max(200_000),
  publishedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;
