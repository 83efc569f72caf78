import { testDay } from "../support/clock";
import { acceptCookies } from "./booking-helpers";
import { faresFound } from "./discovery-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Metasearch entry points (decision 014): the product feed (the spec's ProductFeed) lists the cheapest fare of each route with
// a deep link; the deep link (the spec's googleflight) prices the trip again and, in one tap, opens the booking at its
// travellers step, or lands on today's results with a note when that flight is gone or dearer. JavaScript on and off, en and fr.

const LABELS = {
  "en-US": {
    prefix: "",
    travellers: "Who is travelling?",
    priced: "Your flight, priced today",
    continue: "Continue to travellers",
    gone: /no longer available/,
    dearer: /has gone up since/,
    flight: "Flights",
  },
  "fr-FR": {
    prefix: "/fr-FR",
    travellers: /^Qui voyage\s\?$/,
    priced: "Votre vol, au tarif du jour",
    continue: "Continuer vers les voyageurs",
    gone: /n’est plus disponible/,
    dearer: /a augmenté depuis/,
    flight: "Vols",
  },
} as const;

for (const locale of ["en-US", "fr-FR"] as const) {
  const l = LABELS[locale];
  test.describe(`metasearch (${locale})`, () => {
    test("the feed's deep link opens the booking at its travellers step", async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`${l.prefix}/`);
      await acceptCookies(page);
      await faresFound(page, locale);

      const csv = await page.request.get(`${l.prefix}/flight/product-feed?format=csv`);
      expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
      const [header, ...lines] = (await csv.text()).trim().split("\r\n");
      expect(header).toMatch(/^origin,origin_city,destination,destination_city,carrier,trip,/);
      expect(lines.length).toBeGreaterThan(0);
      const json = (await (await page.request.get(`${l.prefix}/flight/product-feed`)).json()) as {
        count: number;
        fares: Array<Record<string, string>>;
      };
      expect(json.count).toBe(lines.length);
      // A fare of its own, far out: each of the four runs (two languages, JavaScript on and off) holds seats on the
      // fare it opens, and a flight days away may have too few left (the sandbox sells it down as the day nears).
      const oneWay = json.fares
        .filter((f) => f.carrier === "P4" && f.trip === "oneway")
        .sort((a, b) => (b.depart_date ?? "").localeCompare(a.depart_date ?? ""));
      const run = (locale === "fr-FR" ? 2 : 0) + (test.info().project.name === "js-off" ? 1 : 0);
      const fare = oneWay[Math.min(run, oneWay.length - 1)];
      expect(fare).toBeDefined();
      const deepLink = new URL(fare?.deep_link ?? "");
      expect(deepLink.pathname).toBe(`${l.prefix}/flight/external-checkout`);

      // The link shows the fare priced today; one tap (a POST) opens the booking.
      await page.goto(`${deepLink.pathname}${deepLink.search}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.priced);
      // The price shown is the feed's, to the unit (its total in minor units is what the button accepts).
      const feedMinor = Math.round(Number(fare?.price) * 100);
      expect(await page.locator('input[name="acceptedTotal"]').inputValue()).toBe(String(feedMinor));
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: l.continue }).click();
      await expect(page).toHaveURL(/\/booking\/[a-z0-9]+\/travellers/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.travellers);
      await expectNoAxeViolations(page);
    });

    test("/googleflight lands on the results with a note when the flight is gone or dearer", async ({ page }) => {
      const depart = testDay(30);
      await page.goto(`${l.prefix}/`);
      await acceptCookies(page);
      // British Airways does not fly Lagos to Kano.
      await page.goto(`${l.prefix}/googleflight?from=LOS&to=KAN&depart=${depart}&adults=1&cabin=economy&carrier=BA`);
      await expect(page).toHaveURL(new RegExp(`/flight/search\\?trip=oneway&from=LOS&to=KAN&depart=${depart}&`));
      await expect(page.getByRole("status").filter({ hasText: l.gone })).toBeVisible();
      await expectNoAxeViolations(page);
      // One naira is less than any fare today.
      await page.goto(`${l.prefix}/flight/external-checkout?from=LOS&to=ABV&depart=${depart}&price=100&currency=NGN`);
      await expect(page.getByRole("status").filter({ hasText: l.dearer })).toBeVisible();
      // A link that is no trip opens the search form with what it had.
      await page.goto(`${l.prefix}/flight/external-checkout?from=LOS&to=abv`);
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/flight\\?from=LOS$`));
    });
  });
}
