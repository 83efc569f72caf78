import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { testClock } from "../../../tests/support/clock";
import { getAirlinePage, listAirlinePages, saveAirlinePage } from "./airlines.server";
import {
  airlineDeskPage,
  publishAirlineDraft,
  saveAirlineDraft,
  setAirlinePageShown,
  showsAirlinePage,
} from "./desk.server";

// Airline pages at the content desk (decision 026): a draft sanitized and kept apart from the live words, published
// once, taken off the site and back, each action audited.

const db = createDb(env.DB);
const CHIDI = { staffId: "staff-chidi", address: "192.0.2.50" };

async function airlinePage(slug: string) {
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
    testClock(),
  );
  return { slug, locale: "en-US" };
}

const words = (description: string) => ({
  pageTitle: "Test Air: new flights",
  metaDescription: "New words for search engines.",
  headerText: "Fly Test Air, now daily.",
  descriptionHtml: description,
});

const audit = async (id: string) =>
  (
    await env.DB.prepare("SELECT action FROM staff_audit WHERE record_id = ? ORDER BY id").bind(id).all<{
      action: string;
    }>()
  ).results.map((r) => r.action);

describe("airline pages at the content desk", () => {
  test("a draft is sanitized and kept apart; published, the site shows it; a second publish has nothing to do", async () => {
    const page = await airlinePage("desk-air-draft");
    const now = testClock();
    expect(await saveAirlineDraft(db, page, words('<p>New words.</p><img src=x onerror="alert(1)">'), CHIDI, now)).toBe(
      true,
    );
    const drafted = await airlineDeskPage(db, page.slug, page.locale);
    expect(drafted?.draft?.descriptionHtml).toContain("New words.");
    expect(drafted?.draft?.descriptionHtml).not.toContain("onerror");
    // Not published yet: the site keeps the old words.
    expect((await getAirlinePage(db, page.slug, "en-US"))?.descriptionHtml).toBe("<p>Old words.</p>");
    expect(await publishAirlineDraft(db, page, CHIDI, now)).toBe(true);
    expect(await publishAirlineDraft(db, page, CHIDI, now)).toBe(false);
    const live = await getAirlinePage(db, page.slug, "en-US");
    expect(live).toMatchObject({ pageTitle: "Test Air: new flights", headerText: "Fly Test Air, now daily." });
    expect(live?.descriptionHtml).toContain("New words.");
    expect(live?.descriptionHtml).not.toContain("onerror");
    expect(await airlineDeskPage(db, page.slug, page.locale)).toMatchObject({ draft: null, editedBy: CHIDI.staffId });
    expect(await audit(`${page.slug}/en-US`)).toEqual(["content.save", "content.publish"]);
  });

  test("taken off the site, the page is nobody's to find, then back", async () => {
    const page = await airlinePage("desk-air-off");
    const now = testClock();
    expect(await setAirlinePageShown(db, page, false, CHIDI, now)).toBe(true);
    expect(await getAirlinePage(db, page.slug, "en-US")).toBeNull();
    expect((await listAirlinePages(db, "en-US")).some((p) => p.slug === page.slug)).toBe(false);
    expect(await setAirlinePageShown(db, page, true, CHIDI, now)).toBe(true);
    expect(await getAirlinePage(db, page.slug, "en-US")).not.toBeNull();
    expect(await audit(`${page.slug}/en-US`)).toEqual(["content.unpublish", "content.republish"]);
  });

  test("a publish drops the airline's own pages, the index and the landing pages from the cache, not another airline's", () => {
    const shows = showsAirlinePage("air-china");
    for (const path of [
      "/airline/air-china",
      "/fr-FR/airline/air-china",
      "/airline",
      "/fr-FR/airline",
      "/",
      "/fr-FR/",
    ]) {
      expect(shows(path), path).toBe(true);
    }
    for (const path of ["/airline/air-peace", "/flight", "/fr-FR/airline/air-chinatown"]) {
      expect(shows(path), path).toBe(false);
    }
  });
});
