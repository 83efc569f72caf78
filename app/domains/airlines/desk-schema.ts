import { contentField, type ContentWordsForm } from "~/domains/content/desk-schema";
import { AirlineWordsSchema } from "./schema";

/** What the content desk asks of an airline page (decision 026): its words; its sectors stay the content files'. */
export const AIRLINE_PAGE_WORDS = {
  schema: AirlineWordsSchema,
  fields: [
    contentField("pageTitle", "line"),
    contentField("metaDescription", "text"),
    contentField("headerText", "text"),
    contentField("descriptionHtml", "html"),
  ],
} satisfies ContentWordsForm;
