import { acceptCookies } from "./booking-helpers";
import { faresFound } from "./discovery-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Destinations (decision 014): /{country} lands on the country's page in each language, which lists its cities and airports,
// the cheapest routes into it that the airline pages found, and its visa check. JavaScript on and off.

const LABELS = {
  "en-US": {
    prefix: "",
    index: "Destinations",
    nigeria: "Nigeria",
    uk: { other: "royaume-uni", own: "united-kingdom", name: "United Kingdom" },
    routes: "Cheapest routes found",
    route: /^.+ \([A-Z]{3}\) to .+ \([A-Z]{3}\): ₦[\d,]+ \((one way|return)\)$/,
    flyTo: "Flights to Lagos",
    visa: /^Do you need a visa for Nigeria\?/,
  },
  "fr-FR": {
    prefix: "/fr-FR",
    index: "Destinations",
    nigeria: "Nigéria",
    uk: { other: "united-kingdom", own: "royaume-uni", name: "Royaume-Uni" },
    routes: "Lignes les moins chères trouvées",
    route: /^.+ \([A-Z]{3}\) vers .+ \([A-Z]{3}\)\s: [\d\s\u202f,]+\s€ \((aller simple|aller-retour)\)$/,
    flyTo: "Vols vers Lagos",
    visa: /^Un visa est-il nécessaire pour cette destination/,
  },
} as const;

for (const locale of ["en-US", "fr-FR"] as const) {
  const l = LABELS[locale];
  test(`/nigeria lands on its destination page with its cities, cheapest routes and visa check (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${l.prefix}/destinations`);
    await acceptCookies(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.index);
    await expectNoAxeViolations(page);
    await faresFound(page, locale);

    const response = await page.goto(`${l.prefix}/nigeria`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/destinations/nigeria$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.nigeria);
    await expectNoAxeViolations(page);
    const routes = page.getByRole("region", { name: l.routes });
    // Each found route opens its search for one adult; the first is the cheapest.
    const cheapest = routes.getByRole("link", { name: l.route }).first();
    await expect(cheapest).toHaveAttribute(
      "href",
      new RegExp(
        `^${l.prefix}/flight/search\\?trip=(oneway|return)&from=[A-Z]{3}&to=[A-Z]{3}&depart=[\\d-]{10}(&return=[\\d-]{10})?&adults=1&`,
      ),
    );
    expect(await routes.getByRole("link").count()).toBeGreaterThan(1);
    await expect(page.getByRole("link", { name: l.flyTo })).toHaveAttribute("href", `${l.prefix}/flight?to=LOS`);
    await expect(page.getByRole("link", { name: l.visa })).toHaveAttribute("href", `${l.prefix}/visa?destination=NG`);

    // A country named in the other language moves to this language's name.
    await page.goto(`${l.prefix}/destinations/${l.uk.other}`);
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/destinations/${l.uk.own}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.uk.name);
  });
}

test("a name that is no country answers 404", async ({ request }) => {
  expect((await request.get("/destinations/atlantis")).status()).toBe(404);
});
