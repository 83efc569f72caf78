import { env } from "cloudflare:test";
import { and, isNull, like } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import type { FlightSupplier } from "~/domains/flights/supplier";
import { OutboxSender, readOutbox } from "~/domains/notifications/email.server";
import { db } from "../../../tests/support/checkout";
import { testClock, testClockAhead, testDay } from "../../../tests/support/clock";
import { sendSubscriptionEmail, SubscriptionEmailJobSchema } from "./emails.server";
import { checkPriceWatches, lowestTotal } from "./price-watch.server";
import {
  confirmSubscription,
  getSubscription,
  subscribe,
  subscriptionToken,
  unsubscribe,
  verifySubscriptionToken,
} from "./subscriptions.server";
import { subscriptions } from "./tables";
import { PER_ADDRESS_PER_HOUR, WATCH_CHECK_HOURS } from "./types";

// Subscriptions in workerd (decision 014): the real D1; the e-mail queue delivers straight to the outbox.

const flights = new SandboxFlightSupplier(env.SESSION_SECRET);
const depsAt = (clock: () => Date) => {
  const now = clock();
  const emailDeps = {
    db,
    sender: new OutboxSender(db, clock),
    now,
    siteUrl: "https://tern.example",
    secret: env.SESSION_SECRET,
  };
  return {
    db,
    now,
    flights,
    jobs: {
      send: async (_queue: string, body: unknown) =>
        sendSubscriptionEmail(emailDeps, SubscriptionEmailJobSchema.parse(body)),
    },
  };
};
const address = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const newsletter = (email: string) =>
  ({ kind: "newsletter", email, locale: "en-US", topic: "all", details: null, source: "/subscribe" }) as const;

describe("subscriptions", () => {
  test("asked twice, or twice at once, one subscription and one e-mail; confirmed and left once", async () => {
    const email = address("twice");
    const deps = depsAt(testClock);
    const [a, b] = await Promise.all([subscribe(deps, newsletter(email)), subscribe(deps, newsletter(email))]);
    const again = await subscribe(deps, newsletter(email));
    expect(a).toEqual(b);
    expect(again).toEqual(a);
    const mail = await readOutbox(db, { to: email });
    expect(mail.map((m) => m.subject)).toEqual(["Confirm your subscription: the Tern newsletter"]);
    expect(mail[0]?.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    const sub = await getSubscription(db, a.ok ? a.id : "");
    expect(sub).toMatchObject({ status: "pending", consentAt: null });
    // An hour on, asking again sends the link again; once confirmed, asking again sends nothing.
    await subscribe(depsAt(testClockAhead(61 * 60_000)), newsletter(email));
    expect(await readOutbox(db, { to: email })).toHaveLength(2);
    await confirmSubscription(deps, sub!);
    await confirmSubscription(deps, sub!);
    const confirmed = await getSubscription(db, sub!.id);
    expect(confirmed?.status).toBe("confirmed");
    expect(confirmed?.consentAt).toBe(deps.now.toISOString());
    await subscribe(depsAt(testClockAhead(3 * 3_600_000)), newsletter(email));
    expect(await readOutbox(db, { to: email })).toHaveLength(2);
    await unsubscribe(deps, confirmed!);
    await unsubscribe(deps, confirmed!);
    expect((await getSubscription(db, sub!.id))?.status).toBe("unsubscribed");
  });

  test("an address asking for too many in an hour is refused; links are signed for one subscription and purpose", async () => {
    const email = address("many");
    const deps = depsAt(testClock);
    for (let i = 0; i < PER_ADDRESS_PER_HOUR; i++) {
      expect((await subscribe(deps, { ...newsletter(email), topic: `t${i}` })).ok).toBe(true);
    }
    expect(await subscribe(deps, { ...newsletter(email), topic: "one more" })).toEqual({
      ok: false,
      reason: "too_many",
    });
    const token = subscriptionToken(env.SESSION_SECRET, "abc", "confirm");
    expect(verifySubscriptionToken(env.SESSION_SECRET, "abc", "confirm", token)).toBe(true);
    expect(verifySubscriptionToken(env.SESSION_SECRET, "abc", "unsubscribe", token)).toBe(false);
    expect(verifySubscriptionToken(env.SESSION_SECRET, "abd", "confirm", token)).toBe(false);
    expect(verifySubscriptionToken(env.SESSION_SECRET, "abc", "confirm", "x".repeat(43))).toBe(false);
  });

  test(`twenty price watches for one address at once: ${PER_ADDRESS_PER_HOUR} are sent their e-mail, the rest refused`, async () => {
    const email = address("burst");
    const deps = depsAt(testClock);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        subscribe(deps, { ...newsletter(email), kind: "price_watch", topic: `trip-${i}` }),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(PER_ADDRESS_PER_HOUR);
    expect(answers.filter((a) => !a.ok)).toHaveLength(20 - PER_ADDRESS_PER_HOUR);
    const pending = await env.DB.prepare("SELECT COUNT(*) AS n FROM subscriptions WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(pending?.n).toBe(PER_ADDRESS_PER_HOUR);
  });
});

describe("price watches", () => {
  const search = (day: number, to = "ABV") =>
    `trip=oneway&from=LOS&to=${to}&depart=${testDay(day)}&adults=1&cabin=economy`;

  async function watch(email: string, trip: string, seenFactor = 1) {
    const deps = depsAt(testClock);
    const lowest = (await lowestTotal(flights, trip, "NGN", deps.now)) ?? 0;
    const made = await subscribe(deps, {
      kind: "price_watch",
      email,
      locale: "en-US",
      topic: `NGN ${trip}`,
      details: {
        search: trip,
        seen: { amount: Math.round(lowest * seenFactor), currency: "NGN" },
        departs: trip.match(/depart=([\d-]+)/)?.[1] ?? "",
      },
      source: "/flight/search",
    });
    const sub = await getSubscription(db, made.ok ? made.id : "");
    await confirmSubscription(deps, sub!);
    return sub!;
  }

  test("a drop below the price seen is e-mailed once; the same price again, or a watch not yet due, sends nothing", async () => {
    const email = address("drop");
    const sub = await watch(email, search(20), 1.5);
    await checkPriceWatches(depsAt(testClock));
    await checkPriceWatches(depsAt(testClock));
    await checkPriceWatches(depsAt(testClockAhead(WATCH_CHECK_HOURS * 3_600_000 + 60_000)));
    const alerts = (await readOutbox(db, { to: email })).filter((m) => m.subject.startsWith("Price drop"));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toMatch(/^Price drop: price alerts for LOS → ABV, now ₦[\d,]+$/);
    expect((await getSubscription(db, sub.id))?.alertedAmount).toBeGreaterThan(0);
  });

  test("a watch at today's price sends nothing; one whose day has passed ends", async () => {
    const email = address("same");
    await watch(email, search(22));
    const past = await watch(address("past"), search(23));
    await checkPriceWatches(depsAt(testClock));
    expect((await readOutbox(db, { to: email })).filter((m) => m.subject.startsWith("Price drop"))).toEqual([]);
    await checkPriceWatches(depsAt(testClockAhead(25 * 86_400_000)));
    expect((await getSubscription(db, past.id))?.status).toBe("ended");
  });

  test("1,000 watches on 25 trips: one cron run searches each trip once and stays well within a run's limits", async () => {
    await db.delete(subscriptions).where(like(subscriptions.email, "bulk-%"));
    const at = testClock().toISOString();
    const trips = Array.from({ length: 25 }, (_, i) => search(30 + (i % 25)));
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      id: `bulk${String(i).padStart(12, "0")}`,
      kind: "price_watch",
      email: `bulk-${i}@example.com`,
      topic: `NGN ${trips[i % 25]}`,
      locale: "en-US",
      status: "confirmed",
      detailsJson: JSON.stringify({
        search: trips[i % 25],
        seen: { amount: 1, currency: "NGN" },
        departs: testDay(60),
      }),
      source: "/test",
      consentAt: at,
      createdAt: at,
      updatedAt: at,
    }));
    // D1 binds at most 100 values a statement: 8 rows of 12 at a time.
    for (let i = 0; i < rows.length; i += 8) await db.insert(subscriptions).values(rows.slice(i, i + 8));
    let searches = 0;
    const counting: Pick<FlightSupplier, "search"> = {
      search: (query, now) => {
        searches += 1;
        return flights.search(query, now);
      },
    };
    const started = performance.now();
    const run = await checkPriceWatches({ ...depsAt(testClock), flights: counting });
    const ms = Math.round(performance.now() - started);
    console.log(`price-watch cron: 1,000 watches, ${searches} searches, ${ms} ms in workerd (D1 included)`);
    expect(run).toEqual({ searched: 25, alerted: 0, ended: 0 });
    expect(searches).toBe(25);
    // Every watch was searched (its trip's one search), none is left due.
    const unchecked = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(like(subscriptions.email, "bulk-%"), isNull(subscriptions.checkedAt)));
    expect(unchecked).toEqual([]);
    expect((await checkPriceWatches({ ...depsAt(testClock), flights: counting })).searched).toBe(0);
  });
});
