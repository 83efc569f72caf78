import { env } from "cloudflare:test";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createDb } from "~/db/client.server";
import { envContext, marketContext } from "~/context";
import { fxSalesGuard } from "~/utils/fx-guard.server";
import { payInstalmentAction } from "~/utils/instalment-step.server";
import * as bookingPayment from "~/routes/booking/payment";
import * as travellers from "~/routes/booking/travellers";
import * as cart from "~/routes/cart";
import * as changePayment from "~/routes/manage-booking/change-status";
import * as orderPayment from "~/routes/order/payment";
import * as orderSummary from "~/routes/order/summary";
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

    const contextIn = async (currency: "NGN" | "USD") => {
      const context = await stepContext(null, { clock: () => dayAfter(14) });
      context.set(marketContext, { country: "NG", currency });
      context.set(envContext, { ...env, ...real } as Env);
      return context;
    };
    const guard = async (currency: "NGN" | "USD", method = "POST") => {
      const next = vi.fn(async () => new Response("ok"));
      const args = { request: new Request("https://tern.test/any", { method }), context: await contextIn(currency) };
      const answer = await Promise.resolve(
        fxSalesGuard({ ...args, params: {}, unstable_pattern: "" } as never, next),
      ).catch((thrown: unknown) => thrown);
      return { next: next.mock.calls.length, answer };
    };
    const refused = await guard("NGN");
    expect(refused.next).toBe(0);
    expect(refused.answer).toMatchObject({ init: { status: 503 }, data: { unavailable: "fx_rates" } });
    // In US dollars, or a GET, goes on.
    expect((await guard("USD")).next).toBe(1);
    expect((await guard("NGN", "GET")).next).toBe(1);

    // Which routes take money is their own to say: every payment step and a change's payment list the guard; the
    // cart, the travellers step and a summary (whose other intents take nothing) do not.
    const takesMoney = (route: object) =>
      ((route as { middleware?: readonly unknown[] }).middleware ?? []).includes(fxSalesGuard);
    expect([bookingPayment, orderPayment, changePayment].map(takesMoney)).toEqual([true, true, true]);
    expect([cart, travellers, orderSummary].map(takesMoney)).toEqual([false, false, false]);
    // Pay Small Small's instalment, one intent of a summary, checks the rates where it pays: refused before a plan is
    // even looked for; in US dollars it goes on (to find no plan, and back to the page).
    const form = () => new URLSearchParams({ intent: "instalment", which: "next", method: "card" });
    const instalment = async (currency: "NGN" | "USD") =>
      payInstalmentAction(
        await contextIn(currency),
        await new Request("https://t", { method: "POST", body: form() }).formData(),
        {
          orderId: "abcdefabcdefabcd",
          country: "NG",
          here: "/order/abcdefabcdefabcd/summary",
        },
      ).catch((thrown: unknown) => thrown);
    expect(await instalment("NGN")).toMatchObject({ init: { status: 503 }, data: { unavailable: "fx_rates" } });
    expect(((await instalment("USD")) as Response).status).toBe(302);
  });
});
