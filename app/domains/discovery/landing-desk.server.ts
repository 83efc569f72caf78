import { asc } from "drizzle-orm";
import type { ContentOwner } from "~/domains/content/desk.server";
import { deskRows, pathIn } from "~/domains/content/desk.server";
import type { z } from "zod";
import { LANDING_PAGE_WORDS, LANDING_PREFIX, type LandingKind } from "./schema";
import { landingPages } from "./tables";

// Landing pages at the content desk (content/desk.server.ts): an editor changes a page's words and a deal's last day
// in one language; its kind, route and order stay the content files'. A language taken off the site falls back to
// English, as one never translated does.

const rows = deskRows<z.infer<typeof LANDING_PAGE_WORDS.schema>>(landingPages, landingPages.slug, (words) => ({
  ...words,
  endsOn: words.endsOn ?? null,
}));

export const landingPagesAtDesk: ContentOwner<z.infer<typeof LANDING_PAGE_WORDS.schema>> = {
  entity: "landing",
  words: LANDING_PAGE_WORDS,
  async list(db) {
    const rows = await db.select().from(landingPages).orderBy(asc(landingPages.slug), asc(landingPages.locale));
    return rows.map((r) => ({ key: r.slug, locale: r.locale, name: r.headline, published: r.unpublishedAt === null }));
  },
  async read(db, key, locale) {
    const [row] = await db.select().from(landingPages).where(rows.where({ key, locale }));
    if (!row) return null;
    const { title, description, headline, html } = row;
    return {
      name: headline,
      words: { title, description, headline, html, endsOn: row.endsOn ?? undefined },
      published: row.unpublishedAt === null,
      path: `${LANDING_PREFIX[row.kind as LandingKind]}/${row.slug}`,
    };
  },
  publish: rows.publish,
  show: rows.show,
  // The page itself, and the lists that show it: the home page's deals and the deals index.
  shows: (slug) => pathIn("/", "/deals", ...Object.values(LANDING_PREFIX).map((prefix) => `${prefix}/${slug}`)),
};
