import { describe, expect, test } from "vitest";
import { showsAirlinePage } from "./desk.server";

// What a change to an airline page at the content desk purges from the page cache (its life at the desk is
// content/desk.integration.test.ts's, with every other entity's).

describe("airline pages at the content desk", () => {
  test("a publish drops the airline's own pages, the index and the landing pages from the cache, not another airline's", () => {
    const shows = showsAirlinePage("air-china");
    for (const path of [
      "/airline/air-china",
      "/fr-FR/airline/air-china",
      "/airline",
      "/fr-FR/airline",
      "/",
      "/fr-FR/",
    ]) {
      expect(shows(path), path).toBe(true);
    }
    for (const path of ["/airline/air-peace", "/flight", "/fr-FR/airline/air-chinatown"]) {
      expect(shows(path), path).toBe(false);
    }
  });
});
