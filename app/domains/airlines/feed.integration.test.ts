import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { DeepLinkSchema, quoteDeepLink } from "~/domains/flights/deep-link.server";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import { minorOf } from "~/domains/markets/markets";
import { db } from "../../../tests/support/checkout";
import { testClock, testClockAhead } from "../../../tests/support/clock";
import { saveAirlinePage } from "./airlines.server";
import { refreshRouteFares } from "./fares.server";
import { feedPage } from "./feed.server";
import { airlinePages, routeFares } from "./tables";

// The product feed in workerd: each row's price is the one its deep link's page shows (the external checkout prices
// the link with quoteDeepLink, the same search for the same party in the same currency), to the unit, even when the
// route's fare was found days before in another currency.

const flights = new SandboxFlightSupplier(env.SESSION_SECRET);

async function airline() {
  await db.delete(routeFares).where(eq(routeFares.carrier, "P4"));
  await db.delete(airlinePages).where(eq(airlinePages.code, "P4"));
  await saveAirlinePage(
    db,
    {
      slug: "feed-air-peace",
      locale: "en-US",
      code: "P4",
      name: "Air Peace",
      pageTitle: "Air Peace flights",
      metaDescription: "Air Peace flights and fares.",
      headerImageUrl: "/airline/air-peace/header.svg",
      headerText: "Fly Air Peace.",
      descriptionHtml: "<p>Air Peace</p>",
      departures: ["LOS", "ABV"],
      destinations: ["ABV", "KAN", "ACC", "LOS"],
      cabin: "economy",
    },
    testClock(),
  );
}

describe("the product feed's prices", () => {
  test("a sample of rows: each deep link's page shows the feed's price to the unit, in NGN and USD", async () => {
    await airline();
    // Fares found three days ago (in the grid's currency, US dollars); the feed is read today.
    await refreshRouteFares({ db, flights, now: testClockAhead(-3 * 86_400_000)() }, { carrier: "P4", limit: 10 });
    const now = testClock();
    for (const currency of ["NGN", "USD"] as const) {
      const checkoutUrl = "https://tern.example/flight/external-checkout";
      const { rows } = await feedPage({ db, flights, now }, { currency, checkoutUrl, page: 1 });
      expect(rows.length).toBeGreaterThanOrEqual(3);
      for (const row of rows) {
        expect(row.currency).toBe(currency);
        const link = DeepLinkSchema.parse(Object.fromEntries(new URL(row.deep_link).searchParams));
        // What GET /flight/external-checkout does with the link, for a visitor in the same market.
        const shown = await quoteDeepLink(flights, link, currency, now);
        expect(shown.kind, row.deep_link).toBe("offer");
        if (shown.kind !== "offer") continue;
        expect(shown.family.total).toEqual({ amount: minorOf(row.price, currency), currency });
        expect(link.price).toBe(shown.family.total.amount);
      }
    }
  });
});
