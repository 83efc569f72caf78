import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { countPageViews, PageViewBuffer, recordPageViews } from "./page-views.server";
import { testClock } from "../../../tests/support/clock";

test("a page view is stored in D1 with its path, locale and time, and nothing else", async () => {
  const db = createDb(env.DB);
  const viewedAt = new Date("2026-12-01T10:00:00Z");
  await recordPageViews(db, [
    { path: "/fr-FR/", locale: "fr-FR", viewedAt },
    { path: "/fr-FR/", locale: "fr-FR", viewedAt },
  ]);

  expect(await countPageViews(db, "/fr-FR/")).toBe(2);
  const row = await env.DB.prepare("SELECT * FROM page_views LIMIT 1").first();
  expect(row).toEqual({
    id: expect.any(Number),
    path: "/fr-FR/",
    locale: "fr-FR",
    viewed_at: "2026-12-01T10:00:00.000Z",
  });
});

test("a malformed page view is refused and stores nothing, not even the good views beside it", async () => {
  const db = createDb(env.DB);
  const viewedAt = testClock();
  await expect(
    recordPageViews(db, [
      { path: "/beside-a-bad-one", locale: "en-US", viewedAt },
      { path: "no-slash", locale: "fr-FR", viewedAt },
    ]),
  ).rejects.toThrow();
  expect(await countPageViews(db, "no-slash")).toBe(0);
  expect(await countPageViews(db, "/beside-a-bad-one")).toBe(0);
});

test("buffered views reach D1 together once the delay is over, more than one statement can bind", async () => {
  const db = createDb(env.DB);
  const buffer = new PageViewBuffer(20);
  const kept: Array<Promise<unknown>> = [];
  const viewedAt = new Date("2026-12-02T08:00:00Z");
  for (let i = 0; i < 70; i++) buffer.add(db, { path: "/buffered", locale: "en-US", viewedAt }, (p) => kept.push(p));

  // Nothing is written before the delay; the request that started the batch keeps the Worker alive for it.
  expect(await countPageViews(db, "/buffered")).toBe(0);
  expect(kept).toHaveLength(1);
  await Promise.all(kept);
  expect(await countPageViews(db, "/buffered")).toBe(70);

  // The next view starts a new batch.
  buffer.add(db, { path: "/buffered", locale: "en-US", viewedAt }, (p) => kept.push(p));
  expect(kept).toHaveLength(2);
  await Promise.all(kept);
  expect(await countPageViews(db, "/buffered")).toBe(71);
});

test("a view that is not one (a path over 512 characters) is not counted, and never fails its request", async () => {
  const db = createDb(env.DB);
  const buffer = new PageViewBuffer(20);
  const waits: Promise<unknown>[] = [];
  const long = `/${"a".repeat(600)}`;
  expect(() =>
    buffer.add(db, { path: long, locale: "en-US", viewedAt: testClock() }, (p) => waits.push(p)),
  ).not.toThrow();
  buffer.add(db, { path: "/after-a-long-one", locale: "en-US", viewedAt: testClock() }, (p) => waits.push(p));
  await Promise.all(waits);
  expect(await countPageViews(db, long)).toBe(0);
  expect(await countPageViews(db, "/after-a-long-one")).toBe(1);
});
