import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { countPageViews, recordPageView } from "./page-views.server";

test("a page view is stored in D1 with its path, locale and time, and nothing else", async () => {
  const db = createDb(env.DB);
  const viewedAt = new Date("2026-12-01T10:00:00Z");
  await recordPageView(db, { path: "/fr-FR/", locale: "fr-FR", viewedAt });
  await recordPageView(db, { path: "/fr-FR/", locale: "fr-FR", viewedAt });

  expect(await countPageViews(db, "/fr-FR/")).toBe(2);
  const row = await env.DB.prepare("SELECT * FROM page_views LIMIT 1").first();
  expect(row).toEqual({
    id: expect.any(Number),
    path: "/fr-FR/",
    locale: "fr-FR",
    viewed_at: "2026-12-01T10:00:00.000Z",
  });
});

test("a malformed page view is refused and stores nothing", async () => {
  const db = createDb(env.DB);
  await expect(recordPageView(db, { path: "no-slash", locale: "fr-FR", viewedAt: new Date() })).rejects.toThrow();
  expect(await countPageViews(db, "no-slash")).toBe(0);
});
