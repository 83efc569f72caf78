import { describe, expect, test } from "vitest";
import { airlineName, crossesBorder, offerBookable, passengerTypes, travelDate } from "./rules";
import { addMonths, ageOn, passengerTypeAt, passportMinimumExpiry } from "~/domains/people/ages";

const slices = (...legs: Array<[string, string]>) => ({
  slices: [{ segments: legs.map(([from, to]) => ({ from, to, departLocal: "2026-12-20T10:00" })) }],
});

describe("ages on the day of travel", () => {
  test("a birthday counts on the day, not the day before", () => {
    expect(ageOn("2014-12-20", "2026-12-19")).toBe(11);
    expect(ageOn("2014-12-20", "2026-12-20")).toBe(12);
    expect(ageOn("2014-12-20", "2026-12-21")).toBe(12);
    // The day of travel is the trip's first local departure date, not today's or a later flight's.
    const trip = {
      slices: [
        { segments: [{ from: "LOS", to: "LHR", departLocal: "2026-12-20T23:30" }] },
        { segments: [{ from: "LHR", to: "LOS", departLocal: "2027-01-05T10:00" }] },
      ],
    };
    expect(travelDate(trip)).toBe("2026-12-20");
    expect(passengerTypeAt(ageOn("2014-12-21", travelDate(trip)))).toBe("child");
    expect(passengerTypeAt(ageOn("2014-12-20", travelDate(trip)))).toBe("adult");
  });

  test("adult from 12, child from 2, infant below", () => {
    // Boundaries: the day before and the day of the 12th and 2nd birthdays.
    expect(passengerTypeAt(ageOn("2014-12-20", "2026-12-19"))).toBe("child");
    expect(passengerTypeAt(ageOn("2014-12-20", "2026-12-20"))).toBe("adult");
    expect(passengerTypeAt(ageOn("2024-12-20", "2026-12-19"))).toBe("infant");
    expect(passengerTypeAt(ageOn("2024-12-20", "2026-12-20"))).toBe("child");
  });

  test("29 February birthdays turn a year older on 1 March", () => {
    expect(ageOn("2012-02-29", "2024-02-28")).toBe(11);
    expect(ageOn("2012-02-29", "2024-02-29")).toBe(12);
    expect(ageOn("2012-02-29", "2025-02-28")).toBe(12);
  });
});

describe("passport validity", () => {
  test("six months after the travel date, to the day", () => {
    expect(passportMinimumExpiry("2026-12-20")).toBe("2027-06-20");
  });

  test("a day the sixth month lacks becomes its last day", () => {
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
  });
});

test("a trip crosses a border when a flight lands in another country", () => {
  expect(crossesBorder(slices(["LOS", "ABV"]))).toBe(false);
  expect(crossesBorder(slices(["LOS", "ABV"], ["ABV", "ACC"]))).toBe(true);
});

test("travellers are entered adults first, then children, then infants", () => {
  expect(passengerTypes({ adults: 2, childAges: [5], infants: 1 })).toEqual(["adult", "adult", "child", "infant"]);
});

describe("an offer a booking may start from", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  const offer = (passengers: { adults: number; childAges: number[]; infants: number }, departUtc: string) => ({
    passengers,
    slices: [{ segments: [{ departUtc }] }],
  });
  const later = "2026-12-20T08:00:00Z";

  test("1 to 9 passengers, at least one adult, no more infants than adults", () => {
    expect(offerBookable(offer({ adults: 1, childAges: [], infants: 0 }, later), now)).toBe(true);
    expect(offerBookable(offer({ adults: 1, childAges: [2, 3, 4, 5, 6, 7, 8], infants: 1 }, later), now)).toBe(true);
    expect(offerBookable(offer({ adults: 1, childAges: [2, 3, 4, 5, 6, 7, 8, 9], infants: 1 }, later), now)).toBe(
      false,
    );
    expect(offerBookable(offer({ adults: 1, childAges: [], infants: 9 }, later), now)).toBe(false);
    expect(offerBookable(offer({ adults: 1, childAges: [], infants: 2 }, later), now)).toBe(false);
    expect(offerBookable(offer({ adults: 0, childAges: [5], infants: 0 }, later), now)).toBe(false);
  });

  test("a flight that has left, or leaves this very moment, cannot be booked", () => {
    const one = { adults: 1, childAges: [], infants: 0 };
    expect(offerBookable(offer(one, "2025-06-20T08:00:00Z"), now)).toBe(false);
    expect(offerBookable(offer(one, now.toISOString()), now)).toBe(false);
    expect(offerBookable(offer(one, "2026-11-22T10:00:01Z"), now)).toBe(true);
    expect(offerBookable(offer(one, "not a time"), now)).toBe(false);
  });
});

test("the airline form of a name: Latin capitals, as PNRs take them", () => {
  expect(airlineName("Ọlábísí")).toBe("OLABISI");
  expect(airlineName("Ọṣun")).toBe("OSUN");
  expect(airlineName("Adébáyọ̀ Ẹ̀kọ́")).toBe("ADEBAYO EKO");
  expect(airlineName("N'Diaye-Straße")).toBe("N'DIAYE-STRASSE");
  expect(airlineName("SANDBOX-PNR-FAIL")).toBe("SANDBOX-PNR-FAIL");
});
