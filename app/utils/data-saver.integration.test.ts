import { workerContext } from "../../tests/support/requests";
import { describe, expect, test } from "vitest";
import { dataSaverContext } from "~/context";
import { pageVariant } from "~/context.server";
import { i18nextMiddleware } from "~/i18n/i18next.server";
import { loader as resultsLoader } from "~/routes/flight/search";
import { loader as propertyLoader } from "~/routes/hotel/property";
import { loader as staysLoader } from "~/routes/hotel/search";
import { testDay } from "../../tests/support/clock";

// Save-Data (decision 021) in the request context the Worker builds: the page knows it saves data, and the page cache keeps
// the lite page apart from the full one.

const contextFor = async (headers: Record<string, string>, path = "/hotel/search?where=Lagos") => {
  const request = new Request(`https://tern.example${path}`, { headers });
  const context = await workerContext(request);
  return { request, context };
};

describe("Save-Data in the request context", () => {
  test("the page saves data, and its page cache variant is not the full page's", async () => {
    const lite = await contextFor({ "Save-Data": "on" });
    const full = await contextFor({});
    expect(lite.context.get(dataSaverContext)).toEqual({ lite: true, asked: true });
    expect(full.context.get(dataSaverContext)).toEqual({ lite: false, asked: false });
    const [a, b] = [await pageVariant(lite.request, lite.context), await pageVariant(full.request, full.context)];
    expect(a).not.toEqual(b);
    expect(a).toContain("lite");
    expect(b).not.toContain("lite");
  });
});

// The pages themselves: what the results and stays pages are built from, through the root's i18n middleware as in
// production. A picture or the map island can only come from a photo or the tiles in the page's data: the lite page
// has neither (its HTML, scripts and image requests are checked with Playwright in tests/e2e/save-data.spec.ts).
const PICTURE = /\.(?:jpe?g|png|webp|avif|gif)\b|\/photos?\//i;

async function pageData(load: (args: never) => unknown, path: string, headers: Record<string, string>, params = {}) {
  const { request, context } = await contextFor(headers, path);
  let result: unknown;
  await i18nextMiddleware({ request, context, params } as never, async () => {
    result = await load({ request, context, params } as never);
    return new Response();
  });
  return result as Record<string, unknown>;
}

describe("the lite pages", () => {
  const stays = `/hotel/search?where=Lagos&checkIn=${testDay(70)}&checkOut=${testDay(72)}&room=2&view=map`;

  test("the stays listing with its map: photos and tiles (the island) in full, neither with Save-Data or 2g", async () => {
    const full = await pageData(staysLoader, stays, {});
    const listings = (data: Record<string, unknown>) => data.listings as Array<{ photo: unknown }>;
    expect(listings(full).some((l) => l.photo !== null)).toBe(true);
    expect(full.tiles).not.toBeNull();
    expect(JSON.stringify(full)).toMatch(PICTURE);
    const asks: Array<Record<string, string>> = [{ "Save-Data": "on" }, { ECT: "2g" }, { ECT: "slow-2g" }];
    for (const headers of asks) {
      const lite = await pageData(staysLoader, stays, headers);
      expect(listings(lite).length).toBe(listings(full).length);
      expect(listings(lite).every((l) => l.photo === null)).toBe(true);
      expect(lite.tiles).toBeNull();
      // The server's map stays: it is the map without JavaScript.
      expect(lite.map).toEqual(full.map);
      expect(JSON.stringify(lite)).not.toMatch(PICTURE);
    }
  });

  test("a property: its gallery and map tiles in full, neither lite", async () => {
    const path = `/hotel/LOS-002?checkIn=${testDay(70)}&checkOut=${testDay(72)}&room=2`;
    const params = { propertyId: "LOS-002" };
    const full = await pageData(propertyLoader, path, {}, params);
    expect(JSON.stringify(full)).toMatch(PICTURE);
    expect(full.tiles).not.toBeNull();
    const lite = await pageData(propertyLoader, path, { "Save-Data": "on" }, params);
    expect(JSON.stringify(lite)).not.toMatch(PICTURE);
    expect(lite.tiles).toBeNull();
  });

  test("the flight results: no picture either way, and the lite page is its own in the page cache", async () => {
    const path = `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${testDay(70)}&adults=1&cabin=economy`;
    const lite = await pageData(resultsLoader, path, { "Save-Data": "on" });
    expect(JSON.stringify(lite)).not.toMatch(PICTURE);
    expect(JSON.stringify(lite)).toContain("ABV");
  });
});
