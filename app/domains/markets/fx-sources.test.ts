import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import latest from "../../../tests/fixtures/open-er-api/latest-usd.json";
import malformed from "../../../tests/fixtures/open-er-api/malformed.json";
import { testClock } from "../../../tests/support/clock";
import { OPEN_ER_API, openErApiSource, XOF_PER_EUR } from "./fx-sources";

// ExchangeRate-API's open access through msw, from its documented shapes (tests/fixtures/open-er-api/README.md).

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("the open-er-api rates source", () => {
  test("answers every market's rate per US dollar for the day of the update; the CFA franc from its euro peg", async () => {
    server.use(http.get(OPEN_ER_API, () => HttpResponse.json(latest)));
    const quote = await openErApiSource().latest(testClock());
    expect(quote.day).toBe("2026-11-26");
    expect(quote.perUsd.NGN).toBe(1612.35);
    expect(quote.perUsd.GHS).toBe(15.62);
    expect(quote.perUsd.XOF).toBeCloseTo(0.9481 * XOF_PER_EUR, 6);
    expect(Object.keys(quote.perUsd).sort()).toEqual([
      "AED",
      "CAD",
      "EUR",
      "GBP",
      "GHS",
      "KES",
      "NGN",
      "USD",
      "XOF",
      "ZAR",
    ]);
  });

  test("a malformed answer, a missing currency, an outage and a timeout each fail, for the last good rates to stay", async () => {
    server.use(http.get(OPEN_ER_API, () => HttpResponse.json(malformed)));
    await expect(openErApiSource().latest(testClock())).rejects.toThrow();
    const withoutNaira = Object.fromEntries(Object.entries(latest.rates).filter(([code]) => code !== "NGN"));
    server.use(http.get(OPEN_ER_API, () => HttpResponse.json({ ...latest, rates: withoutNaira })));
    await expect(openErApiSource().latest(testClock())).rejects.toThrow(/no rate for NGN/);
    server.use(http.get(OPEN_ER_API, () => new HttpResponse(null, { status: 503 })));
    await expect(openErApiSource().latest(testClock())).rejects.toThrow(/answered 503/);
    server.use(
      http.get(OPEN_ER_API, async () => {
        await delay(200);
        return HttpResponse.json(latest);
      }),
    );
    await expect(openErApiSource(fetch, 50).latest(testClock())).rejects.toThrow();
  });
});
