import { describe, expect, test } from "vitest";
import { flightSuggested } from "~/domains/supplier-orders/flight.server";
import { asProductFacts } from "~/domains/supplier-orders/types";
import { stayFacts } from "./product.server";
import type { Stay } from "./types";
import { SAVANNAH_QUOTE, SAVANNAH_REQUEST } from "../../../tests/support/stays";

// The stay rules that need no database: what cancelling costs at each moment, and the flight a stay suggests.

const NGN = (amount: number) => ({ amount, currency: "NGN" as const });
const cancellationTerms = (stay: Stay, now: Date) => stayFacts.cancellationTerms(stay, now);
/** The flight search a stay's pages link to, as its query's fields. */
const flightSearchForStay = (stay: Stay) => {
  const query = new URLSearchParams(flightSuggested({ stay: asProductFacts(stayFacts) }, stay)?.query ?? "");
  const number = (name: string) => Number(query.get(name) ?? 0);
  return {
    to: query.get("to"),
    depart: query.get("depart"),
    returnDate: query.get("return"),
    adults: number("adults"),
    children: number("children"),
    infants: number("infants"),
  };
};

function stay(
  overrides: Partial<Stay> = {},
  quote: Partial<Stay["quote"]> = {},
  rooms?: Stay["request"]["rooms"],
): Stay {
  return {
    id: "abcdefghjkmnpqrs",
    reference: "ABC234",
    kind: "stay",
    visitorId: "v",
    memberId: null,
    status: "confirmed",
    locale: "en-US",
    currency: "NGN",
    country: "NG",
    request: { ...SAVANNAH_REQUEST, ...(rooms ? { rooms } : {}) },
    total: NGN(500_000),
    startsOn: "2027-03-27",
    search: "",
    inventoryUnit: "hotel:LOS-001",
    holdId: "abcdefghjkmnpqrs-hold",
    holdExpiresAt: "2027-03-01T00:00:00.000Z",
    confirmation: "LOS-ABCDEFGH",
    codes: [],
    confirmedAt: null,
    outcome: null,
    cancelledAt: null,
    cancelRefund: null,
    attachedTo: null,
    createdAt: "2027-03-01T00:00:00.000Z",
    quote: {
      ...SAVANNAH_QUOTE,
      ...quote,
    },
    ...overrides,
  };
}

describe("cancellation terms", () => {
  test("free until the deadline's instant, the first nights kept from it, nothing once check-in time comes", () => {
    const s = stay();
    expect(cancellationTerms(s, new Date("2027-03-25T12:59:59.999Z"))).toEqual({
      kind: "free",
      penalty: NGN(0),
      refund: NGN(500_000),
    });
    expect(cancellationTerms(s, new Date("2027-03-25T13:00:00.000Z"))).toEqual({
      kind: "penalty",
      penalty: NGN(170_000),
      refund: NGN(330_000),
    });
    expect(cancellationTerms(s, new Date("2027-03-27T12:59:59.999Z")).kind).toBe("penalty");
    expect(cancellationTerms(s, new Date("2027-03-27T13:00:00.000Z"))).toEqual({
      kind: "not_cancellable",
      reason: "started",
    });
  });

  test("a non-refundable rate keeps everything; a stay not booked cannot be cancelled here", () => {
    expect(
      cancellationTerms(stay({}, { refundable: false, deadline: null }), new Date("2027-03-01T00:00:00Z")),
    ).toEqual({ kind: "non_refundable", penalty: NGN(500_000), refund: NGN(0) });
    expect(cancellationTerms(stay({ status: "pending_payment" }), new Date("2027-03-01T00:00:00Z"))).toEqual({
      kind: "not_cancellable",
      reason: "not_booked",
    });
  });
});

describe("the flight a stay suggests", () => {
  test("a return trip to the city on the stay's dates; children under 2 fly as infants", () => {
    expect(
      flightSearchForStay(
        stay({}, {}, [
          { adults: 2, childAges: [] },
          { adults: 1, childAges: [6, 1] },
        ]),
      ),
    ).toEqual({ to: "LOS", depart: "2027-03-27", returnDate: "2027-03-30", adults: 3, children: 1, infants: 1 });
  });

  test("none once the stay will not happen", () => {
    for (const status of ["cancelled", "expired", "not_completed"] as const) {
      expect(flightSuggested({ stay: asProductFacts(stayFacts) }, stay({ status }))).toBeNull();
    }
  });

  test("at most 9 passengers, and no more infants than adults", () => {
    const big = flightSearchForStay(
      stay({}, {}, [
        { adults: 6, childAges: [0, 1] },
        { adults: 2, childAges: [4, 5, 0] },
      ]),
    );
    expect(big.adults + big.children + big.infants).toBe(9);
    expect(big).toMatchObject({ adults: 8, children: 1, infants: 0 });
    const lap = flightSearchForStay(stay({}, {}, [{ adults: 1, childAges: [0, 1] }]));
    expect(lap).toMatchObject({ adults: 1, infants: 1 });
  });
});
