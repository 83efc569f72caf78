import { readdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "./fixtures";
import { siteClock } from "../support/clock";

const D1_DIR = ".wrangler/e2e-state/v3/d1/miniflare-D1DatabaseObject";

/** Reads the e2e server's own D1 database file, read-only, while the server runs. */
function pageViews(pagePath: string): Array<{ path: string; locale: string; viewed_at: string }> {
  const file = readdirSync(D1_DIR).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`No D1 database in ${D1_DIR}`);
  const db = new DatabaseSync(path.join(D1_DIR, file), { readOnly: true });
  try {
    return db
      .prepare("SELECT path, locale, viewed_at FROM page_views WHERE path = ? ORDER BY id")
      .all(pagePath) as Array<{ path: string; locale: string; viewed_at: string }>;
  } finally {
    db.close();
  }
}

test("every page shown records a page view: path, locale and time, without the query string", async ({
  page,
}, testInfo) => {
  const pagePath = "/fr-FR/about-us";
  const before = pageViews(pagePath).length;
  await page.goto(`${pagePath}?email=someone%40example.com&project=${testInfo.project.name}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => pageViews(pagePath).length).toBeGreaterThan(before);
  const latest = pageViews(pagePath).at(-1);
  expect(latest?.locale).toBe("fr-FR");
  expect(siteClock().getTime() - Date.parse(latest?.viewed_at ?? "")).toBeLessThan(60_000);
  expect(JSON.stringify(pageViews(pagePath))).not.toContain("example.com");
});
