import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Words the airline page says while some of its fares are still being searched (after its first view). */
export const SEARCHING = { "en-US": /being searched again/, "fr-FR": /en cours de recherche/ } as const;

/**
 * Opens an airline's page and reloads it until none of its fares is still being searched: the grid, the offers,
 * destinations' routes and the product feed all read those fares.
 */
export async function faresFound(page: Page, locale: "en-US" | "fr-FR", airline = "air-peace") {
  await page.goto(`${locale === "fr-FR" ? "/fr-FR" : ""}/airline/${airline}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: SEARCHING[locale] })).toHaveCount(0);
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
}
