import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { routeFares } from "~/domains/airlines/tables";
import { db } from "../../../tests/support/checkout";
import { TEST_TODAY, testDay } from "../../../tests/support/clock";
import { getLandingPage, landingCards, landingPaths, listLandingPages } from "./landing-pages.server";
import { landingPages } from "./tables";

// The content-managed landing paths in workerd: a language falls back to English, a deal ends on its day, and a
// deal's price is the cheapest fare found on its route, or none.

type Row = typeof landingPages.$inferInsert;
const words = (locale: string, slug: string) => ({
  locale,
  title: `${slug} ${locale}`,
  description: `About ${slug} in ${locale}.`,
  headline: `${slug} headline ${locale}`,
  html: '<p onclick="steal()">Body<script>alert(1)</script></p>',
});

async function page(kind: Row["kind"], extra: Partial<Row> = {}, locales = ["en-US", "fr-FR"]) {
  const slug = `test-${crypto.randomUUID().slice(0, 8)}`;
  for (const locale of locales)
    await db.insert(landingPages).values({
      slug,
      kind,
      position: 0,
      product: null,
      origin: null,
      destination: null,
      endsOn: null,
      updatedAt: `${TEST_TODAY}T09:00:00.000Z`,
      ...words(locale, slug),
      ...extra,
    });
  return slug;
}

describe("landing pages", () => {
  test("a page in the visitor's language, or in English marked as such; of its own kind only", async () => {
    const both = await page("service");
    const english = await page("page", { product: "stays" }, ["en-US"]);
    expect((await getLandingPage(db, "service", both, "fr-FR", TEST_TODAY))?.page).toMatchObject({
      lang: "fr-FR",
      headline: `${both} headline fr-FR`,
      path: `/services/${both}`,
    });
    const fallback = await getLandingPage(db, "page", english, "fr-FR", TEST_TODAY);
    expect(fallback?.page).toMatchObject({ lang: "en-US", headline: `${english} headline en-US`, product: "stays" });
    // Stored HTML is sanitized again on the way out.
    expect(fallback?.page.html).toBe("<p>Body</p>");
    expect(await getLandingPage(db, "deal", both, "en-US", TEST_TODAY)).toBeNull();
  });

  test("a deal is shown through its last day, then ends (the page answers 410) and leaves the lists and sitemap", async () => {
    const ends = await page("deal", { endsOn: testDay(3) });
    expect(await getLandingPage(db, "deal", ends, "en-US", testDay(3))).toMatchObject({ ended: false });
    expect((await listLandingPages(db, "en-US", testDay(3), "deal")).map((p) => p.slug)).toContain(ends);
    expect((await landingPaths(db, testDay(3))).map((p) => p.path)).toContain(`/deals/${ends}`);
    expect(await getLandingPage(db, "deal", ends, "en-US", testDay(4))).toMatchObject({ ended: true });
    expect((await listLandingPages(db, "en-US", testDay(4), "deal")).map((p) => p.slug)).not.toContain(ends);
    expect((await landingPaths(db, testDay(4))).map((p) => p.path)).not.toContain(`/deals/${ends}`);
  });

  test("a deal's call to action: the cheapest fare found on its route, else the route's search; a product's page", async () => {
    // A route of its own (Lagos to Bangkok), with two carriers' fares found.
    await db.delete(routeFares).where(eq(routeFares.destination, "BKK"));
    const fare = (carrier: string, amount: number) => ({
      carrier,
      origin: "LOS",
      destination: "BKK",
      cabin: "economy",
      isReturn: true,
      amount,
      currency: "USD",
      departDate: testDay(10),
      returnDate: testDay(17),
      foundAt: `${TEST_TODAY}T09:00:00.000Z`,
    });
    await db.insert(routeFares).values([fare("ET", 91_000), fare("EK", 87_500)]);
    const priced = await page("deal", { origin: "LOS", destination: "BKK" });
    const unpriced = await page("deal", { origin: "ABV", destination: "BKK" });
    const product = await page("product", { product: "stays" });
    const pages = (await listLandingPages(db, "en-US", TEST_TODAY)).filter((p) =>
      [priced, unpriced, product].includes(p.slug),
    );
    const cards = await landingCards(db, pages, { locale: "en-US", prefix: "fr-FR", currency: "USD" });
    const card = (slug: string) => cards.find((c) => c.slug === slug);
    expect(card(priced)).toMatchObject({ price: "$875", trip: "return" });
    const search = new URL(card(priced)?.href ?? "", "https://tern.example");
    expect(search.pathname).toBe("/fr-FR/flight/search");
    expect(search.searchParams.get("depart")).toBe(testDay(10));
    expect(search.searchParams.get("return")).toBe(testDay(17));
    expect(search.searchParams.get("airlines")).toBe("EK");
    expect(card(unpriced)).toMatchObject({
      price: null,
      trip: null,
      href: "/fr-FR/flight?trip=oneway&from=ABV&to=BKK",
    });
    expect(card(product)).toMatchObject({ price: null, href: "/fr-FR/hotel" });
  });
});
