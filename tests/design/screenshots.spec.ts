import path from "node:path";
import type { Page } from "@playwright/test";
import { acceptCookies, day } from "../e2e/booking-helpers";
import { test } from "../e2e/fixtures";
import { memberSignedUp, toPayment } from "../e2e/setup";

const OUT = path.resolve(import.meta.dirname, "../../docs/design");
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;

/** The page at a phone's and a laptop's width: the first screen and a half, where each page's design shows. */
async function shoot(page: Page, name: string, url: string) {
  for (const [size, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await page.goto(url);
    const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), viewport.height * 1.5);
    await page.screenshot({
      path: path.join(OUT, `${name}-${viewport.width}.png`),
      clip: { x: 0, y: 0, width: viewport.width, height },
      fullPage: true,
    });
    test.info().annotations.push({ type: "screenshot", description: `${name}-${size}` });
  }
}

test.use({ expectedConsoleErrors: [/status of 4\d\d/] });

test("design screenshots", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/about-us");
  await acceptCookies(page);
  await shoot(page, "components", "/dev/design");
  await shoot(page, "landing", "/");
  const search = `/flight/search?trip=oneway&from=LOS&to=LHR&depart=${day(30)}&adults=2&cabin=economy`;
  await shoot(page, "results", search);
  await shoot(
    page,
    "results-empty",
    `/flight/search?trip=oneway&from=YOL&to=MIU&depart=${day(30)}&adults=1&cabin=economy`,
  );
  const id = await toPayment(
    page,
    search,
    [
      { group: /^Adult 1/, title: "MRS", first: "Amina", last: "Okafor", born: "1988-03-14" },
      { group: /^Adult 2/, title: "MR", first: "Tunde", last: "Okafor", born: "1985-11-02" },
    ],
    "design@example.com",
  );
  await shoot(page, "travellers", `/booking/${id}/travellers`);
  await shoot(page, "extras", `/booking/${id}/extras`);
  await shoot(page, "seats", `/booking/${id}/seats/0-0/0`);
  await shoot(page, "payment", `/booking/${id}/payment`);
  await shoot(page, "summary", `/booking/${id}/summary`);
  await memberSignedUp(page, `design-${crypto.randomUUID().slice(0, 8)}@example.com`, "Amina", "Okafor");
  await shoot(page, "profile", "/account");
});

test("stays screenshots", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/about-us");
  await acceptCookies(page);
  const stay = `where=Lagos&checkIn=${day(60)}&checkOut=${day(62)}&room=2`;
  await shoot(page, "stays", `/hotel/search?${stay}`);
  await shoot(page, "stays-map", `/hotel/search?${stay}&view=map`);
  await shoot(page, "property", `/hotel/LOS-002?${stay}`);
  // The property's map, below the first screen: the section alone.
  for (const viewport of Object.values(WIDTHS)) {
    await page.setViewportSize(viewport);
    await page.goto(`/hotel/LOS-002?${stay}`);
    await page
      .getByRole("region", { name: "Location" })
      .screenshot({ path: path.join(OUT, `property-location-${viewport.width}.png`) });
  }
});
