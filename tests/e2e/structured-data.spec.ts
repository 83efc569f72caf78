import { jsonLdBlocks, structuredDataErrors } from "../../scripts/structured-data";
import { testDay } from "../support/clock";
import { expect, test } from "./fixtures";

// Every page kind with structured data (decision 014): each JSON-LD block has the properties Google requires of its
// schema.org type, and each page carries the types it is documented for. The HTML as a crawler reads it (no script).

const PAGES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["/", ["Organization", "WebSite"]],
  ["/fr-FR/", ["Organization", "WebSite"]],
  ["/hotel/LOS-001", ["Hotel"]],
  [`/fr-FR/hotel/LOS-001?checkIn=${testDay(30)}&checkOut=${testDay(32)}&room=2`, ["Hotel"]],
  [`/hotel/search?where=Lagos&checkIn=${testDay(30)}&checkOut=${testDay(32)}&room=2`, ["ItemList"]],
  [`/flight/search?trip=oneway&from=LOS&to=ABV&depart=${testDay(30)}&adults=1&cabin=economy`, ["ItemList"]],
  [`/things-to-do/ACT-LOS-01?date=${testDay(30)}`, ["Product"]],
  ["/fr-FR/things-to-do/ACT-LOS-03", ["Product"]],
  [`/holidays/HOL-ZNZ-5N?month=${testDay(60).slice(0, 7)}&adults=2&rooms=1`, ["Product"]],
  ["/contact-us", ["Organization"]],
  ["/fr-FR/blog/pages-that-load-on-a-slow-network", ["BlogPosting"]],
  ["/airline/air-peace", ["BreadcrumbList"]],
  ["/support", ["FAQPage"]],
  ["/pay-small-small", ["FAQPage"]],
  ["/destinations/nigeria", ["BreadcrumbList"]],
  ["/deals/lagos-accra", ["BreadcrumbList"]],
];

test("each page's JSON-LD has its type's required properties, and each page kind carries its types", async ({
  request,
}) => {
  test.skip(test.info().project.name === "js-on", "The HTML a crawler reads is the same with JavaScript on.");
  for (const [path, types] of PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const blocks = jsonLdBlocks(await response.text());
    expect(blocks.map((block) => (block as { "@type": string })["@type"]).sort(), path).toEqual([...types].sort());
    for (const block of blocks) expect(structuredDataErrors(block), path).toEqual([]);
  }
});
