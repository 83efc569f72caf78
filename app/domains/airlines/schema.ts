import { z } from "zod";
import { CABINS } from "~/domains/flights/aircraft";
import { LOCALES } from "~/i18n/locales";

const AirportCode = z.string().regex(/^[A-Z]{3}$/);
const Words = (max: number) => z.string().trim().min(1).max(max);

/**
 * An airline's page in one language (product rules §3, Airline destination content and Airline sectors), as
 * content/airlines/{slug}.json holds it per locale and D1 keeps it. Its description is HTML, sanitized on the way in
 * and out.
 */
export const AirlinePageSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  locale: z.enum(LOCALES),
  code: z.string().regex(/^[A-Z0-9]{2}$/),
  name: Words(80),
  pageTitle: Words(120),
  metaDescription: Words(300),
  headerImageUrl: z.string().regex(/^\/[^\s"'<>]*$|^https:\/\/[^\s"'<>]+$/),
  headerText: Words(400),
  descriptionHtml: z.string().min(1).max(50_000),
  departures: z.array(AirportCode).min(1).max(8),
  destinations: z.array(AirportCode).min(1).max(60),
  cabin: z.enum(CABINS),
});
export type AirlinePage = z.infer<typeof AirlinePageSchema>;

/** What a content editor changes of an airline's page at the desk: its words; its sectors stay the content files'. */
export const AirlineWordsSchema = z.object({
  pageTitle: Words(120),
  metaDescription: Words(300),
  headerText: Words(400),
  descriptionHtml: z.string().trim().min(1).max(50_000),
});
export type AirlineWords = z.infer<typeof AirlineWordsSchema>;
