import { spawnSync } from "node:child_process";
import { expect, test } from "./fixtures";

/** Reads the e2e server's own D1 database, as `wrangler d1 execute` does. */
function pageViews(path: string): Array<{ path: string; locale: string; viewed_at: string }> {
  const result = spawnSync(
    "node_modules/.bin/wrangler",
    [
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      ".wrangler/e2e-state",
      "--json",
      "--command",
      `SELECT path, locale, viewed_at FROM page_views WHERE path = '${path.replace(/'/g, "''")}'`,
    ],
    { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout)[0].results;
}

test("every page shown records a page view: path, locale and time, without the query string", async ({
  page,
}, testInfo) => {
  const path = `/fr-FR/about-us`;
  const before = pageViews(path).length;
  await page.goto(`${path}?email=someone%40example.com&project=${testInfo.project.name}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => pageViews(path).length).toBeGreaterThan(before);
  const latest = pageViews(path).at(-1);
  expect(latest?.locale).toBe("fr-FR");
  expect(Date.now() - Date.parse(latest?.viewed_at ?? "")).toBeLessThan(60_000);
  expect(JSON.stringify(pageViews(path))).not.toContain("example.com");
});
