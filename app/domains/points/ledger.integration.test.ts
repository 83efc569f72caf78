import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { runBatch } from "~/db/batch";
import { db } from "../../../tests/support/checkout";
import { testClock, testDay } from "../../../tests/support/clock";
import { balanceOf, earnStatement, historyOf, openAccount, pointsEarned, redeem } from "./ledger.server";
import { expireInactive, refundStatements, settleRefund } from "./reversal.server";
import { pointsEntries } from "./tables";
import { POINTS } from "./terms";

// The wakapoints ledger in workerd with real D1: append-only, every balance the sum of its entries, each event once,
// and no redemption ever drives the available points below nothing, however many run at once.

const now = testClock();
const today = testDay(0);
const account = () => openAccount(db, `member-${crypto.randomUUID()}`, now);
const earn = (accountId: string, orderId: string, points: number, travelOn = today) =>
  runBatch(db, [earnStatement(db, { accountId, orderId, points, travelOn }, now)]);

/** A small seeded generator, so a failing sequence can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe("wakapoints ledger", () => {
  test("earned points are pending until the travel date, then available; each event is recorded once", async () => {
    const member = `member-${crypto.randomUUID()}`;
    const id = await openAccount(db, member, now);
    expect(await openAccount(db, member, now)).toBe(id);
    expect(id).toMatch(/^WP\d{10}$/);
    await earn(id, "order-a", 500, testDay(30));
    await earn(id, "order-a", 500, testDay(30));
    expect(await balanceOf(db, id, today)).toEqual({ available: 0, pending: 500 });
    expect(await balanceOf(db, id, testDay(30))).toEqual({ available: 500, pending: 0 });
    expect(pointsEarned({ amount: 1_200_000_00, currency: "NGN" }, "flight")).toBe(774);
    expect(pointsEarned({ amount: 1_200_000_00, currency: "NGN" }, "stays")).toBe(1_548);
    expect(pointsEarned({ amount: 1_200_000_00, currency: "NGN" }, "visa")).toBe(0);
  });

  test("the table is append-only: an entry cannot be changed or deleted", async () => {
    const id = await account();
    await earn(id, `order-${id}`, 300);
    await expect(
      db.update(pointsEntries).set({ points: 9_999 }).where(eq(pointsEntries.accountId, id)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only/) } });
    await expect(db.delete(pointsEntries).where(eq(pointsEntries.accountId, id))).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/append-only/) },
    });
    expect((await balanceOf(db, id, today)).available).toBe(300);
  });

  test("a redemption takes only available points, once per order; a refund gives them back and takes the earned ones", async () => {
    const id = await account();
    await earn(id, "trip-1", 400);
    await earn(id, "trip-2", 900, testDay(60));
    expect(await redeem(db, { accountId: id, orderId: "trip-3", points: 401 }, now)).toEqual({
      ok: false,
      reason: "insufficient",
    });
    expect(await redeem(db, { accountId: id, orderId: "trip-3", points: POINTS.minRedeem - 1 }, now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await redeem(db, { accountId: id, orderId: "trip-3", points: 300 }, now)).toEqual({ ok: true, points: 300 });
    // Submitted again: the same answer, nothing more taken.
    expect(await redeem(db, { accountId: id, orderId: "trip-3", points: 300 }, now)).toEqual({ ok: true, points: 300 });
    expect(await balanceOf(db, id, today)).toEqual({ available: 100, pending: 900 });
    // Trip 3 refunded: its 300 points back. Trip 2 refunded: its pending points gone. Twice changes nothing.
    for (let i = 0; i < 2; i++) {
      await settleRefund(db, "trip-3", now);
      await settleRefund(db, "trip-2", now);
    }
    expect(await balanceOf(db, id, today)).toEqual({ available: 400, pending: 0 });
    expect((await historyOf(db, id)).map((e) => e.kind).sort()).toEqual([
      "earn",
      "earn",
      "redeem",
      "return",
      "reverse",
    ]);
  });

  test("a refund in parts takes back each part's share of the earned points, the full refund only what is left", async () => {
    const id = await account();
    const order = `parts-${id}`;
    await earn(id, order, 1_000);
    const refundPart = async (key: string, share: number) =>
      runBatch(db, await refundStatements(db, order, now, { key, share }));
    await refundPart("case-1", 0.3);
    await refundPart("case-1", 0.3);
    expect(await balanceOf(db, id, today)).toEqual({ available: 700, pending: 0 });
    await refundPart("case-2", 0.5);
    expect((await balanceOf(db, id, today)).available).toBe(200);
    // A share beyond what is left takes only what is left; the full refund then has nothing more to take.
    await refundPart("case-3", 0.9);
    await settleRefund(db, order, now);
    await settleRefund(db, order, now);
    expect(await balanceOf(db, id, today)).toEqual({ available: 0, pending: 0 });
    expect(
      (await historyOf(db, id))
        .filter((e) => e.kind === "reverse")
        .map((e) => e.points)
        .sort(),
    ).toEqual([-200, -300, -500]);
  });

  test("20 concurrent redemptions against one balance never drive it below zero", async () => {
    const id = await account();
    await earn(id, `seed-${id}`, 1_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => redeem(db, { accountId: id, orderId: `race-${id}-${i}`, points: 150 }, now)),
    );
    const taken = results.filter((r) => r.ok).length;
    expect(taken).toBe(6);
    expect(await balanceOf(db, id, today)).toEqual({ available: 100, pending: 0 });
  });

  test("the balance is the sum of the entries after random sequences of every operation, and never negative", async () => {
    for (const seed of [1, 7, 42]) {
      const next = random(seed);
      const id = await account();
      let model = 0;
      const orders: string[] = [];
      for (let step = 0; step < 40; step++) {
        const roll = next();
        const orderId = `${id}-${seed}-${step}`;
        if (roll < 0.4) {
          const points = 100 + Math.floor(next() * 900);
          await earn(id, orderId, points);
          model += points;
          orders.push(orderId);
        } else if (roll < 0.8) {
          const points = 100 + Math.floor(next() * 800);
          const result = await redeem(db, { accountId: id, orderId, points }, now);
          if (points <= model) {
            expect(result).toEqual({ ok: true, points });
            model -= points;
            orders.push(orderId);
          } else expect(result).toEqual({ ok: false, reason: "insufficient" });
        } else if (orders.length) {
          const refunded = orders.splice(Math.floor(next() * orders.length), 1)[0] ?? "";
          const [entry] = await db.select().from(pointsEntries).where(eq(pointsEntries.orderId, refunded));
          await settleRefund(db, refunded, now);
          model -= entry?.points ?? 0;
        }
        const balance = await balanceOf(db, id, today);
        const sum = (await historyOf(db, id, 1_000)).reduce((total, e) => total + e.points, 0);
        expect(balance.available + balance.pending, `seed ${seed} step ${step}`).toBe(sum);
        expect(balance.available).toBe(model);
      }
    }
  });

  test("points expire after two years without activity, once, and not while the account is used", async () => {
    const idle = await account();
    const active = await account();
    const longAgo = new Date(now.getTime() - 800 * 86_400_000);
    await runBatch(db, [
      earnStatement(db, { accountId: idle, orderId: `old-${idle}`, points: 700, travelOn: testDay(-790) }, longAgo),
      earnStatement(db, { accountId: active, orderId: `old-${active}`, points: 700, travelOn: testDay(-790) }, longAgo),
    ]);
    await earn(active, `new-${active}`, 100);
    await expireInactive(db, now);
    await expireInactive(db, now);
    expect(await balanceOf(db, idle, today)).toEqual({ available: 0, pending: 0 });
    expect((await historyOf(db, idle)).filter((e) => e.kind === "expire")).toHaveLength(1);
    expect((await balanceOf(db, active, today)).available).toBe(800);
  });
});
