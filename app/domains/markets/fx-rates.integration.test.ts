import { env } from "cloudflare:test";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createDb } from "~/db/client.server";
import { envContext, marketContext } from "~/context";
import { fxSalesGuard } from "~/utils/fx-guard.server";
import { testClock } from "../../../tests/support/clock";
import { stepContext } from "../../../tests/support/requests";
import { convert, fixedFxRates, setFxRates, USD_RATES } from "./fx";
import { loadFxRates } from "./fx-load.server";
import { latestRates, refreshRates } from "./fx-rates.server";
import type { FxSource } from "./fx-sources";

// Stored exchange rates in workerd (decision 018): fetched once a day, the last good kept when a fetch fails,
// used by every conversion once loaded, and too old to sell at after FX_MAX_AGE_DAYS (payments refused).

const db = createDb(env.DB);
// Days of its own, far after any other test's today: rates kept for a later day are never used before it.
const base = new Date(testClock().getTime() + 900 * 86_400_000);
const dayAfter = (days: number) => new Date(base.getTime() + days * 86_400_000);
const source = (naira: number): FxSource & { calls: number } => {
  const s = {
    name: "test",
    calls: 0,
    latest: async (now: Date) => {
      s.calls += 1;
      return { day: now.toISOString().slice(0, 10), perUsd: { ...USD_RATES, NGN: naira } };
    },
  };
  return s;
};
const failing: FxSource = { name: "down", latest: () => Promise.reject(new Error("outage")) };
const real = { FX_SOURCE: "open-er-api", FX_MAX_AGE_DAYS: "3" };

afterEach(() => {
  setFxRates(fixedFxRates);
  vi.restoreAllMocks();
});

describe("exchange rates", () => {
  test("fetched and kept once a day; a failed fetch keeps the last good rates and says so", async () => {
    const first = source(1700);
    expect(await refreshRates({ db, now: base, source: first })).toBe("kept");
    expect(await refreshRates({ db, now: base, source: first })).toBe("fresh");
    expect(first.calls).toBe(1);
    expect((await latestRates(db, base.toISOString().slice(0, 10)))?.perUsd.NGN).toBe(1700);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await refreshRates({ db, now: dayAfter(1), source: failing })).toBe("failed");
    expect(log.mock.calls[0]?.[0]).toMatch(/down failed, keeping \d{4}-\d{2}-\d{2}/);
    expect(await latestRates(db, dayAfter(1).toISOString().slice(0, 10))).toMatchObject({
      day: base.toISOString().slice(0, 10),
    });
  });

  test("prices use the latest kept rates; older than FX_MAX_AGE_DAYS they are stale and payments are refused", async () => {
    await refreshRates({ db, now: dayAfter(10), source: source(1800) });
    const fresh = await loadFxRates(db, real, dayAfter(10));
    expect(fresh.stale).toBe(false);
    expect(convert({ amount: 100, currency: "USD" }, "NGN")).toEqual({ amount: 180000, currency: "NGN" });

    const later = await loadFxRates(db, real, dayAfter(14));
    expect(later).toMatchObject({ stale: true });
    // The sandbox's fixed rates are never stale.
    expect((await loadFxRates(db, { ...real, FX_SOURCE: "sandbox" }, dayAfter(14))).stale).toBe(false);

    const guard = async (path: string, currency: "NGN" | "USD", method = "POST", intent?: string) => {
      const context = await stepContext(null, { clock: () => dayAfter(14) });
      context.set(marketContext, { country: "NG", currency });
      const env14 = { ...env, ...real } as Env;
      context.set(envContext, env14);
      const next = vi.fn(async () => new Response("ok"));
      const answer = await Promise.resolve(
        fxSalesGuard(
          {
            request: new Request(`https://tern.test${path}`, {
              method,
              ...(intent ? { body: new URLSearchParams({ intent }) } : {}),
            }),
            context,
            params: {},
            unstable_pattern: "",
          } as never,
          next,
        ),
      ).catch((thrown: unknown) => thrown);
      return { next: next.mock.calls.length, answer };
    };
    const refused = await guard("/booking/abcdefabcdefabcd/payment", "NGN");
    expect(refused.next).toBe(0);
    expect(refused.answer).toMatchObject({ init: { status: 503 }, data: { unavailable: "fx_rates" } });
    expect((await guard("/fr-FR/manage-booking/abcdefabcdefabcd/changes/c1", "NGN")).next).toBe(0);
    // Pay Small Small's next instalment takes money; another intent on the same page does not.
    expect((await guard("/manage-booking/abcdefabcdefabcd", "NGN", "POST", "instalment")).next).toBe(0);
    expect((await guard("/manage-booking/abcdefabcdefabcd", "NGN", "POST", "resend")).next).toBe(1);
    expect((await guard("/cart", "NGN", "POST", "remove")).next).toBe(1);
    // In US dollars, a GET, or a step that takes no money, goes on.
    expect((await guard("/booking/abcdefabcdefabcd/payment", "USD")).next).toBe(1);
    expect((await guard("/booking/abcdefabcdefabcd/payment", "NGN", "GET")).next).toBe(1);
    expect((await guard("/booking/abcdefabcdefabcd/travellers", "NGN")).next).toBe(1);
  });
});
