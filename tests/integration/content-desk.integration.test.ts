import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { getAirlinePage, listAirlinePages, saveAirlinePage } from "~/domains/airlines/airlines.server";
import { getLandingPage, listLandingPages } from "~/domains/discovery/landing-pages.server";
import {
  getBlogPost,
  getStaticPage,
  listBlogPosts,
  listOffices,
  saveOffice,
  saveStaticPage,
} from "~/domains/content/content.server";
import { contentDeskPage, publishContentDraft, saveContentDraft, setContentShown } from "~/domains/content/desk.server";
import { CONTENT_ENTITIES, type ContentEntity } from "~/utils/content-desk";
import { CONTENT_OWNERS, contentDeskList } from "~/utils/content-desk.server";
import { TEST_TODAY, testClock } from "../support/clock";

// Airline pages, static pages, offices, blog posts and landing pages at the content desk (decision 026): a draft sanitized and kept
// apart from the live page, published once (two editors at once publish it once), taken off the site and back, each
// action audited and the pages that show it named for the purge.

const db = createDb(env.DB);
const ADA = { staffId: "staff-ada", address: "192.0.2.60" };
const now = testClock();
const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
const DIRTY = '<p>New words.</p><img src=x onerror="alert(1)">';

async function airlinePage() {
  const slug = unique("desk-air");
  await saveAirlinePage(
    db,
    {
      slug,
      locale: "en-US",
      code: "ZZ",
      name: `Test Air ${slug}`,
      pageTitle: "Test Air flights",
      metaDescription: "Test Air flights and fares.",
      headerImageUrl: "/airline/test-air/header.svg",
      headerText: "Fly Test Air.",
      descriptionHtml: "<p>Old words.</p>",
      departures: ["LOS"],
      destinations: ["ABV"],
      cabin: "economy",
    },
    now,
  );
  return slug;
}

/** An office in English, off any real office's id. */
async function office() {
  const id = unique("office");
  await saveOffice(db, {
    id,
    locale: "en-US",
    position: 90,
    location: "Old town",
    addressHtml: "<p>1 Old Road</p>",
    phone: "+234 1 000 0000",
    email: "old@tern.example",
  });
  return id;
}

async function blogPost() {
  const slug = unique("post");
  await env.DB.prepare(
    "INSERT INTO blog_posts (slug, locale, title, description, html, published_on) VALUES (?, 'en-US', 'Old title', 'Old post.', '<p>Old words.</p>', ?)",
  )
    .bind(slug, TEST_TODAY)
    .run();
  return slug;
}

async function landingPage() {
  const slug = unique("landing");
  await env.DB.prepare(
    "INSERT INTO landing_pages (slug, locale, kind, position, title, description, headline, html, updated_at) VALUES (?, 'en-US', 'service', 0, 'Old title', 'Old page.', 'Old headline', '<p>Old words.</p>', ?)",
  )
    .bind(slug, now.toISOString())
    .run();
  return slug;
}

/** Each entity: a page made for the test, new words for it, and what the site shows of it (null: nothing). */
const CASES = {
  airlines: {
    make: airlinePage,
    locale: "en-US",
    words: {
      pageTitle: "Test Air: new flights",
      metaDescription: "New words for search engines.",
      headerText: "Fly Test Air, now daily.",
      descriptionHtml: DIRTY,
    },
    site: async (key: string) =>
      (await listAirlinePages(db, "en-US")).some((p) => p.slug === key)
        ? ((await getAirlinePage(db, key, "en-US"))?.descriptionHtml ?? null)
        : null,
  },
  pages: {
    // The static pages are a fixed set: the test edits French about-us, made here.
    make: async () => {
      await saveStaticPage(
        db,
        { slug: "about-us", locale: "fr-FR", title: "Ancien", description: "Ancien.", html: "<p>Ancien.</p>" },
        now,
      );
      return "about-us";
    },
    locale: "fr-FR",
    words: { title: "À propos de Tern", description: "Qui nous sommes.", html: DIRTY },
    site: async (key: string) => (await getStaticPage(db, key as "about-us", "fr-FR"))?.html ?? null,
  },
  offices: {
    make: office,
    locale: "en-US",
    words: { location: "New town", addressHtml: DIRTY, phone: "+234 1 111 1111", email: "new@tern.example" },
    site: async (key: string) => (await listOffices(db, "en-US")).find((o) => o.id === key)?.addressHtml ?? null,
  },
  blog: {
    make: blogPost,
    locale: "en-US",
    words: { title: "New title", description: "A new post.", html: DIRTY, publishedOn: TEST_TODAY },
    site: async (key: string) =>
      (await listBlogPosts(db, "en-US")).some((p) => p.slug === key)
        ? ((await getBlogPost(db, key, "en-US"))?.html ?? null)
        : null,
  },
  landing: {
    make: landingPage,
    locale: "en-US",
    words: { title: "New title", description: "A new page.", headline: "New headline", html: DIRTY },
    site: async (key: string) =>
      (await listLandingPages(db, "en-US", TEST_TODAY)).some((p) => p.slug === key)
        ? ((await getLandingPage(db, "service", key, "en-US", TEST_TODAY))?.page.html ?? null)
        : null,
  },
} satisfies Record<ContentEntity, unknown>;

const audit = async (id: string) =>
  (
    await env.DB.prepare("SELECT action FROM staff_audit WHERE record_id = ? ORDER BY id")
      .bind(id)
      .all<{ action: string }>()
  ).results.map((r) => r.action);

describe.each(CONTENT_ENTITIES)("%s at the content desk", (entity) => {
  const c = CASES[entity];
  const owner = CONTENT_OWNERS[entity];

  test("a draft is sanitized and kept apart; published once, even by two editors at once, the site shows it", async () => {
    const key = await c.make();
    const record = { entity, key, locale: c.locale };
    const before = await audit(`${key}/${c.locale}`);
    expect(await saveContentDraft(db, owner, record, c.words, ADA, now)).toBe(true);
    const drafted = await contentDeskPage(db, owner, record);
    expect(JSON.stringify(drafted?.draft)).toContain("New words.");
    expect(JSON.stringify(drafted?.draft)).not.toContain("onerror");
    expect(await c.site(key)).not.toContain("New words.");
    const both = await Promise.all([
      publishContentDraft(db, owner, record, ADA, now),
      publishContentDraft(db, owner, record, { ...ADA, staffId: "staff-bola" }, now),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await c.site(key)).toContain("New words.");
    expect(await c.site(key)).not.toContain("onerror");
    expect(await contentDeskPage(db, owner, record)).toMatchObject({ draft: null, published: true });
    expect((await audit(`${key}/${c.locale}`)).slice(before.length)).toEqual(["content.save", "content.publish"]);
    const listed = (await contentDeskList(db)).find((s) => s.entity === entity)?.pages;
    expect(listed?.find((p) => p.key === key && p.locale === c.locale)?.state).toBe("live");
  });

  test("invalid words change nothing; a page that does not exist takes no draft", async () => {
    const key = await c.make();
    const record = { entity, key, locale: c.locale };
    const first = owner.words.fields[0]?.name ?? "";
    await expect(saveContentDraft(db, owner, record, { ...c.words, [first]: "" }, ADA, now)).rejects.toThrow();
    expect(await contentDeskPage(db, owner, record)).toMatchObject({ draft: null });
    expect(await saveContentDraft(db, owner, { ...record, key: "no-such-page" }, c.words, ADA, now)).toBe(false);
    expect(await publishContentDraft(db, owner, record, ADA, now)).toBe(false);
  });

  test("taken off the site, the page is nobody's to find, then back", async () => {
    const key = await c.make();
    const record = { entity, key, locale: c.locale };
    expect(await setContentShown(db, owner, record, false, ADA, now)).toBe(true);
    expect(await c.site(key)).toBeNull();
    expect(await contentDeskPage(db, owner, record)).toMatchObject({ published: false });
    expect(await setContentShown(db, owner, record, true, ADA, now)).toBe(true);
    expect(await c.site(key)).not.toBeNull();
    expect((await audit(`${key}/${c.locale}`)).slice(-2)).toEqual(["content.unpublish", "content.republish"]);
  });

  test("a change purges the page itself in either language, and not another of its kind", async () => {
    const live = await contentDeskPage(db, owner, { entity, key: await c.make(), locale: c.locale });
    const shows = owner.shows(live?.key ?? "");
    expect(shows(live?.path ?? "")).toBe(true);
    expect(shows(`/fr-FR${live?.path}`)).toBe(true);
    expect(shows("/flight")).toBe(false);
  });
});
