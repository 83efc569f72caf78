import { describe, expect, it } from "vitest";
import { ACTIVITY_KINDS } from "../supplier";
import { ACTIVITY_DOWN_NAME, ACTIVITY_SOLD_OUT_NAME, sandboxActivitySupplier } from "./supplier";

const supplier = sandboxActivitySupplier();
const booking = (lastName: string, reference = "T4EXAMPLE") => ({
  reference,
  activityId: "ACT-LOS-01",
  date: "2027-03-10",
  slot: "09:00",
  adults: 2,
  childAges: [7],
  lead: { firstName: "Ada", lastName },
});

describe("the sandbox activity supplier", () => {
  it("answers a city's things to do in the language and currency asked, the same every time", async () => {
    const en = await supplier.search({ cityCode: "LOS", kind: null, locale: "en-US", currency: "NGN" });
    const fr = await supplier.search({ cityCode: "LOS", kind: null, locale: "fr-FR", currency: "EUR" });
    expect(en.length).toBeGreaterThanOrEqual(6);
    expect(fr.map((a) => a.id)).toEqual(en.map((a) => a.id));
    expect(en.every((a) => a.name.includes("Lagos") && a.timeZone === "Africa/Lagos")).toBe(true);
    expect(en[0]?.name).not.toBe(fr[0]?.name);
    expect(en.every((a) => a.adultPrice.currency === "NGN" && a.adultPrice.amount > 0)).toBe(true);
    expect(fr.every((a) => a.adultPrice.currency === "EUR")).toBe(true);
    expect(await supplier.search({ cityCode: "LOS", kind: null, locale: "en-US", currency: "NGN" })).toEqual(en);
    // A city is found by any of its airports' codes, as stays find it; an unknown one has nothing.
    expect(await supplier.search({ cityCode: "XXX", kind: null, locale: "en-US", currency: "NGN" })).toEqual([]);
  });

  it("filters by kind, and every kind is offered somewhere", async () => {
    const kinds = new Set<string>();
    for (const cityCode of ["LOS", "NBO", "LHR", "DXB"]) {
      for (const offer of await supplier.search({ cityCode, kind: null, locale: "en-US", currency: "USD" })) {
        kinds.add(offer.kind);
      }
      const food = await supplier.search({ cityCode, kind: "food", locale: "en-US", currency: "USD" });
      expect(food.every((a) => a.kind === "food")).toBe(true);
    }
    expect([...kinds].sort()).toEqual([...ACTIVITY_KINDS].sort());
  });

  it("gives each activity a meeting point near the centre, slots, capacity and who may come", async () => {
    const all = await supplier.search({ cityCode: "NBO", kind: null, locale: "en-US", currency: "USD" });
    for (const offer of all) {
      expect(Math.abs(offer.meetingPoint.lat - -1.29)).toBeLessThan(0.3);
      expect(offer.slots.every((slot) => /^\d{2}:\d{2}$/.test(slot))).toBe(true);
      expect(offer.capacityPerSlot).toBeGreaterThan(0);
      if (offer.childAges) expect(offer.childPrice.amount).toBeLessThan(offer.adultPrice.amount);
      else expect(offer.minimumAge).toBe(18);
    }
    const one = all[0]!;
    expect(await supplier.details(one.id, { locale: "en-US", currency: "USD" })).toEqual(one);
    expect(await supplier.details("ACT-NBO-99", { locale: "en-US", currency: "USD" })).toBeNull();
  });

  it("books once per reference, and refuses or sells out on the documented names", async () => {
    const first = await supplier.book(booking("Okafor"));
    expect(first).toMatchObject({ ok: true, confirmation: expect.stringMatching(/^ACT-[A-Z2-9]{8}$/) });
    expect(await supplier.book(booking("Okafor"))).toEqual(first);
    expect(await supplier.book(booking("Okafor", "T4OTHER"))).not.toEqual(first);
    expect(await supplier.book(booking(ACTIVITY_DOWN_NAME))).toEqual({ ok: false, reason: "rejected" });
    expect(await supplier.book(booking(ACTIVITY_SOLD_OUT_NAME))).toEqual({ ok: false, reason: "sold_out" });
    if (!first.ok) throw new Error("not booked");
    expect(await supplier.cancel(first.confirmation)).toEqual({ ok: true });
    expect(await supplier.cancel("nonsense")).toEqual({ ok: false });
  });
});
