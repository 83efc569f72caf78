import { describe, expect, test } from "vitest";
import { cancellationTerms } from "./cancellation.server";
import { flightSearchForStay } from "./view.server";
import { type Stay } from "./types";

// The stay rules that need no database: what cancelling costs at each moment, and the flight a stay suggests.

const NGN = (amount: number) => ({ amount, currency: "NGN" as const });

function stay(overrides: Partial<Stay> = {}, quote: Partial<Stay["quote"]> = {}): Stay {
  return {
    id: "abcdefghjkmnpqrs",
    reference: "ABC234",
    visitorId: "v",
    memberId: null,
    status: "confirmed",
    locale: "en-US",
    currency: "NGN",
    country: "NG",
    propertyId: "LOS-001",
    roomCode: "STD",
    planCode: "ROOM_ONLY_FLEX",
    checkIn: "2027-03-27",
    checkOut: "2027-03-30",
    nights: 3,
    rooms: [{ adults: 2, childAges: [] }],
    search: "",
    holdId: "abcdefghjkmnpqrs-rooms",
    holdExpiresAt: "2027-03-01T00:00:00.000Z",
    confirmation: "LOS-ABCDEFGH",
    confirmedAt: null,
    outcome: null,
    cancelledAt: null,
    cancelRefund: null,
    createdAt: "2027-03-01T00:00:00.000Z",
    quote: {
      propertyName: "Savannah Hotel",
      city: "Lagos",
      cityCode: "LOS",
      address: "1 Marina",
      stars: 4,
      timeZone: "Africa/Lagos",
      checkInFrom: "14:00",
      checkOutUntil: "12:00",
      roomName: "Standard Room",
      roomKind: "standard",
      breakfast: false,
      refundable: true,
      // Two days before check-in at 14:00 in Lagos (UTC+1).
      deadline: { utc: "2027-03-25T13:00:00.000Z", local: "2027-03-25T14:00" },
      perRoom: [NGN(300_000), NGN(200_000)],
      firstNights: [NGN(100_000), NGN(70_000)],
      total: NGN(500_000),
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
        stay({
          rooms: [
            { adults: 2, childAges: [] },
            { adults: 1, childAges: [6, 1] },
          ],
        }),
      ),
    ).toEqual({
      trip: "return",
      legs: [{ from: "", to: "LOS", depart: "2027-03-27" }],
      returnDate: "2027-03-30",
      adults: 3,
      children: 1,
      childAges: [6],
      infants: 1,
      cabin: "economy",
      flex: false,
    });
  });

  test("at most 9 passengers, and no more infants than adults", () => {
    const big = flightSearchForStay(
      stay({
        rooms: [
          { adults: 6, childAges: [0, 1] },
          { adults: 2, childAges: [4, 5, 0] },
        ],
      }),
    );
    expect(big.adults + big.children + big.infants).toBe(9);
    expect(big).toMatchObject({ adults: 8, children: 1, infants: 0 });
    const lap = flightSearchForStay(stay({ rooms: [{ adults: 1, childAges: [0, 1] }] }));
    expect(lap).toMatchObject({ adults: 1, infants: 1 });
  });
});
