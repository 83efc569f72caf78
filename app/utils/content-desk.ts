import { AIRLINE_PAGE_WORDS } from "~/domains/airlines/desk-schema";
import { BLOG_POST_WORDS, type ContentWordsForm, OFFICE_WORDS, STATIC_PAGE_WORDS } from "~/domains/content/desk-schema";
import { LANDING_PAGE_WORDS } from "~/domains/discovery/schema";

/**
 * The content desk's entities (decision 026), by their URL segment (/desk/content/{entity}/{key}/{locale}), each with
 * the words its form asks for: the domain that owns each declares them.
 */
export const CONTENT_WORDS = {
  airlines: AIRLINE_PAGE_WORDS,
  pages: STATIC_PAGE_WORDS,
  offices: OFFICE_WORDS,
  blog: BLOG_POST_WORDS,
  landing: LANDING_PAGE_WORDS,
} satisfies Record<string, ContentWordsForm>;

export type ContentEntity = keyof typeof CONTENT_WORDS;
export const CONTENT_ENTITIES = Object.keys(CONTENT_WORDS) as ContentEntity[];

export const contentEntity = (segment: string): ContentEntity | null =>
  CONTENT_ENTITIES.find((entity) => entity === segment) ?? null;
