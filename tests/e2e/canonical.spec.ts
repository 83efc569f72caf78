import { PERF_PAGES } from "../../scripts/perf-pages.mjs";
import { expect, REQUESTS_ONLY, test } from "./fixtures";

// What a crawler is told of each page kind (the pages of `npm run perf`, every route kind a visitor opens, plus a
// property's own page): either it is `noindex`, or its canonical link answers 200 (no redirect) and names itself.
// A traveller's own pages (bookings, orders, applications) need a session and are noindex by their routes.
test.skip(REQUESTS_ONLY, "requests only: run in one project");

const EXTRA = ["/hotel/LOS-001", "/fr-FR/hotel/LOS-001", "/holidays/HOL-ZNZ-5N", "/things-to-do/ACT-LOS-01"];

test("every page kind is noindex, or names a canonical URL that answers 200 and names itself", async ({ request }) => {
  test.setTimeout(120_000);
  const paths = [...PERF_PAGES.filter((p) => !p.booking && !p.owner).map((p) => p.path), ...EXTRA];
  let indexable = 0;
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    if (/<meta name="robots" content="noindex/.test(html)) continue;
    indexable += 1;
    const canonical = /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];
    expect(canonical, `${path} names its canonical URL`).toBeDefined();
    const target = await request.get(canonical ?? "", { maxRedirects: 0 });
    expect(target.status(), `${path}'s canonical ${canonical}`).toBe(200);
    const own = /<link rel="canonical" href="([^"]+)"\/>/.exec(await target.text())?.[1];
    expect(own, `${canonical} names itself`).toBe(canonical);
  }
  expect(indexable).toBeGreaterThan(30);
});
