import { describe, expect, it } from "vitest";
import { DeepLinkSchema, quoteDeepLink } from "./deep-link.server";
import { SandboxFlightSupplier } from "./sandbox/supplier";

const NOW = new Date("2026-11-21T10:00:00Z");
const flights = new SandboxFlightSupplier("unit-test-secret");
const link = (query: Record<string, string>) => DeepLinkSchema.parse({ depart: "2026-12-15", ...query });

describe("a metasearch deep link", () => {
  it("answers the trip's cheapest fare when it costs no more than the price shown", async () => {
    const quote = await quoteDeepLink(flights, link({ from: "LOS", to: "ABV", carrier: "P4" }), "NGN", NOW);
    expect(quote.kind).toBe("offer");
    if (quote.kind !== "offer") return;
    expect(quote.offer.slices.flatMap((s) => s.segments.map((seg) => seg.carrier.code))).toEqual(["P4"]);
    const shown = String(quote.family.total.amount);
    expect(
      (
        await quoteDeepLink(
          flights,
          link({ from: "LOS", to: "ABV", carrier: "P4", price: shown, currency: "NGN" }),
          "NGN",
          NOW,
        )
      ).kind,
    ).toBe("offer");
  });

  it("says the flight is gone, the fare dearer, or leaves a trip the form refuses to the results page", async () => {
    expect((await quoteDeepLink(flights, link({ from: "LOS", to: "KAN", carrier: "BA" }), "NGN", NOW)).kind).toBe(
      "flight_gone",
    );
    const dearer = link({ from: "LOS", to: "ABV", price: "100", currency: "NGN" });
    expect((await quoteDeepLink(flights, dearer, "NGN", NOW)).kind).toBe("price_changed");
    const past = link({ from: "LOS", to: "ABV", depart: "2026-11-01" });
    expect((await quoteDeepLink(flights, past, "NGN", NOW)).kind).toBe("search");
  });
});
