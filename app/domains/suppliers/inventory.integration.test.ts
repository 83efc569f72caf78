import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import type { Inventory } from "./inventory";
import type { BucketAvailability, Invalid } from "./inventory-schema";

function buckets(result: BucketAvailability[] | Invalid): BucketAvailability[] {
  if (!Array.isArray(result)) throw new Error(result.message);
  return result;
}

const departure = (name: string) => env.INVENTORY.getByName(`${name}:LOS-LHR:2026-12-20:BA75:Y`);
const seats = (quantity = 1) => [{ key: "cabin:Y", capacity: 9, quantity }];
const holdId = (n: number | string) => `hold-${String(n).padStart(6, "0")}`;

describe("the inventory Durable Object", () => {
  test("200 concurrent holds for the last 9 seats: exactly 9 succeed", async () => {
    const stub = departure("race");
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => stub.hold({ holdId: holdId(i), items: seats(), ttlMs: 60_000 })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(9);
    expect(results.filter((r) => !r.ok && r.reason === "sold_out")).toHaveLength(191);
    expect(await stub.availability(["cabin:Y"])).toEqual([
      { key: "cabin:Y", capacity: 9, held: 9, sold: 0, available: 0 },
    ]);
  });

  test("an expired hold frees its seat through the alarm", async () => {
    const stub = departure("expiry");
    expect((await stub.hold({ holdId: holdId("short"), items: seats(9), ttlMs: 50 })).ok).toBe(true);
    expect((await stub.hold({ holdId: holdId("late"), items: seats(), ttlMs: 60_000 })).ok).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, 80));
    // The alarm may already have fired by itself; if not, run it now.
    await runDurableObjectAlarm(stub);
    const status = await runInDurableObject(stub, (instance: Inventory, state) =>
      state.storage.sql.exec<{ status: string }>("SELECT status FROM holds WHERE id = ?", holdId("short")).one(),
    );
    expect(status.status).toBe("expired");
    expect(await stub.holdStatus(holdId("short"))).toBe("expired");
    expect(buckets(await stub.availability(["cabin:Y"]))[0]?.available).toBe(9);
    expect((await stub.hold({ holdId: holdId("late"), items: seats(), ttlMs: 60_000 })).ok).toBe(true);
    // An expired hold cannot be confirmed any more.
    expect(await stub.confirm(holdId("short"))).toEqual({ ok: false, reason: "expired" });
  });

  test("a hold confirmed twice sells one seat", async () => {
    const stub = departure("confirm");
    expect((await stub.hold({ holdId: holdId("a"), items: seats(), ttlMs: 60_000 })).ok).toBe(true);
    const [first, second] = await Promise.all([stub.confirm(holdId("a")), stub.confirm(holdId("a"))]);
    expect(first).toEqual({ ok: true });
    expect(second).toEqual({ ok: true });
    expect(await stub.confirm(holdId("a"))).toEqual({ ok: true });
    expect(await stub.availability(["cabin:Y"])).toEqual([
      { key: "cabin:Y", capacity: 9, held: 0, sold: 1, available: 8 },
    ]);
    // Releasing a sale gives nothing back.
    expect(await stub.release(holdId("a"))).toEqual({ status: "confirmed" });
    expect(buckets(await stub.availability(["cabin:Y"]))[0]?.sold).toBe(1);
  });

  test("a retried hold answers the same hold and takes nothing more", async () => {
    const stub = departure("retry");
    const first = await stub.hold({ holdId: holdId("r"), items: seats(2), ttlMs: 60_000 });
    const again = await stub.hold({ holdId: holdId("r"), items: seats(2), ttlMs: 60_000 });
    expect(again).toEqual(first);
    expect(buckets(await stub.availability(["cabin:Y"]))[0]?.held).toBe(2);
  });

  test("a hold over several buckets is all or nothing (a stay of three nights)", async () => {
    const property = env.INVENTORY.getByName("hotel:LOS-0001");
    const nights = ["2026-12-20", "2026-12-21", "2026-12-22"];
    const stay = (quantity: number) => nights.map((night) => ({ key: `room:DLX:${night}`, capacity: 2, quantity }));
    expect(
      (
        await property.hold({
          holdId: holdId("one-night"),
          items: [{ key: "room:DLX:2026-12-22", capacity: 2, quantity: 2 }],
          ttlMs: 60_000,
        })
      ).ok,
    ).toBe(true);
    expect(await property.hold({ holdId: holdId("stay"), items: stay(1), ttlMs: 60_000 })).toEqual({
      ok: false,
      reason: "sold_out",
      key: "room:DLX:2026-12-22",
      available: 0,
    });
    const left = buckets(await property.availability(nights.map((n) => `room:DLX:${n}`)));
    expect(left.map((b) => b.held)).toEqual([0, 0, 2]);
    expect(await property.release(holdId("one-night"))).toEqual({ status: "released" });
    expect((await property.hold({ holdId: holdId("stay"), items: stay(1), ttlMs: 60_000 })).ok).toBe(true);
  });

  test("two visitors choosing the same last seat: one gets it", async () => {
    const stub = departure("seat");
    const seat = [{ key: "seat:12A", capacity: 1, quantity: 1 }];
    const [a, b] = await Promise.all([
      stub.hold({ holdId: holdId("visitor-a"), items: seat, ttlMs: 60_000 }),
      stub.hold({ holdId: holdId("visitor-b"), items: seat, ttlMs: 60_000 }),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
  });

  test("bad input is refused and changes nothing", async () => {
    const stub = departure("bad");
    const invalid = { ok: false, reason: "invalid", message: expect.any(String) };
    expect(await stub.hold({ holdId: "x", items: seats(), ttlMs: 1000 })).toEqual(invalid);
    expect(await stub.hold({ holdId: holdId("q"), items: seats(0), ttlMs: 1000 })).toEqual(invalid);
    expect(await stub.hold({ holdId: holdId("dup"), items: [...seats(), ...seats()], ttlMs: 1000 })).toEqual(invalid);
    expect(await stub.confirm("no spaces allowed")).toEqual(invalid);
    expect(await stub.availability(["bad key!"])).toEqual(invalid);
    expect(await stub.availability(["cabin:Y"])).toEqual([
      { key: "cabin:Y", capacity: 0, held: 0, sold: 0, available: 0 },
    ]);
  });
});
