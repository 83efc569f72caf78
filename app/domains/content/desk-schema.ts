import { z } from "zod";
import { BlogPostSchema, OfficeSchema, StaticPageSchema } from "./schema";

// The content desk's forms (decision 026): each entity (airline pages, static pages, offices, blog posts, landing
// pages) names the words an editor changes and how each is asked for; the domain that owns the entity declares them
// beside its schema, and this domain's desk.server.ts gives every entity the same life.

/** How a field is asked for: one line, a paragraph, sanitized HTML, a day, an address, a phone number. */
export type ContentFieldKind = "line" | "text" | "html" | "date" | "email" | "tel";

export const contentField = (name: string, kind: ContentFieldKind, optional = false) => ({ name, kind, optional });
export type ContentField = ReturnType<typeof contentField>;

/** Any entity's words, as the desk's shared code handles them. */
export type AnyContentWords = Record<string, string | undefined>;

/** An entity's words: their schema, and the form's fields in order (each field a key of the schema). */
export interface ContentWordsForm<W extends AnyContentWords = AnyContentWords> {
  schema: z.ZodType<W>;
  fields: readonly ContentField[];
}

export const STATIC_PAGE_WORDS = {
  schema: StaticPageSchema.pick({ title: true, description: true, html: true }),
  fields: [contentField("title", "line"), contentField("description", "text"), contentField("html", "html")],
} satisfies ContentWordsForm;

export const OFFICE_WORDS = {
  schema: OfficeSchema.pick({ location: true, addressHtml: true, phone: true, email: true }),
  fields: [
    contentField("location", "line"),
    contentField("addressHtml", "html"),
    contentField("phone", "tel"),
    contentField("email", "email"),
  ],
} satisfies ContentWordsForm;

export const BLOG_POST_WORDS = {
  schema: BlogPostSchema.pick({ title: true, description: true, html: true, publishedOn: true }),
  fields: [
    contentField("title", "line"),
    contentField("description", "text"),
    contentField("html", "html"),
    contentField("publishedOn", "date"),
  ],
} satisfies ContentWordsForm;

/**
 * What the desk's form for a page does: save its words (the entity's schema parses them) as a draft, publish the
 * draft, take the page off the site or put it back.
 */
export const ContentIntentSchema = z.object({ intent: z.enum(["save", "publish", "unpublish", "republish"]) });

export const CONTENT_DESK_NOTICES = ["saved", "published", "unpublished", "republished"] as const;
