import type { Database } from "~/db/client.server";
import { airlinePagesAtDesk } from "~/domains/airlines/desk.server";
import { blogPostsAtDesk, officesAtDesk, staticPagesAtDesk } from "~/domains/content/desk-entities.server";
import { type ContentOwner, contentDraftKeys } from "~/domains/content/desk.server";
import { landingPagesAtDesk } from "~/domains/discovery/landing-desk.server";
import { CONTENT_ENTITIES, type ContentEntity } from "./content-desk";

/** The domain that owns each content entity's pages, as the desk reaches them (decision 026). */
export const CONTENT_OWNERS: Record<ContentEntity, ContentOwner> = {
  airlines: airlinePagesAtDesk,
  pages: staticPagesAtDesk,
  offices: officesAtDesk,
  blog: blogPostsAtDesk,
  landing: landingPagesAtDesk,
};

export type ContentState = "live" | "draft" | "off";

/** Every page of every entity in each language, with whether it is live, has a draft waiting, or is off the site. */
export async function contentDeskList(db: Database) {
  const [drafts, ...lists] = await Promise.all([
    contentDraftKeys(db),
    ...CONTENT_ENTITIES.map((entity) => CONTENT_OWNERS[entity].list(db)),
  ]);
  return CONTENT_ENTITIES.map((entity, i) => ({
    entity,
    pages: (lists[i] ?? []).map((page) => {
      const state: ContentState = !page.published
        ? "off"
        : drafts.has(`${entity}/${page.key}/${page.locale}`)
          ? "draft"
          : "live";
      return { ...page, state };
    }),
  }));
}
