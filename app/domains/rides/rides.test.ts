import { describe, expect, test } from "vitest";
import { fits, rideMeeting } from "./rides";

describe("rides", () => {
  test("a car takes the party and its bags, or says which does not fit", () => {
    expect(fits({ passengers: 3, bags: 2 }, 3, 2)).toEqual({ ok: true });
    expect(fits({ passengers: 3, bags: 2 }, 4, 0)).toEqual({ ok: false, reason: "passengers" });
    expect(fits({ passengers: 3, bags: 2 }, 2, 3)).toEqual({ ok: false, reason: "bags" });
  });

  test("a ride from the airport meets the flight's new arrival; a ride to the airport stays as it is", () => {
    const ride = {
      airport: "ABV",
      direction: "from_airport" as const,
      address: "Transcorp Hilton, Maitama",
      date: "2027-01-10",
      time: "10:05",
      passengers: 1,
      bags: 1,
      vehicle: "comfort" as const,
      flightNumber: "XX 101",
      bookingId: null,
    };
    const arrival = { to: "ABV", arriveLocal: "2027-01-13T18:40", flightNumber: "XX 204" };
    expect(rideMeeting(ride, arrival)).toMatchObject({ date: "2027-01-13", time: "18:40", flightNumber: "XX204" });
    expect(rideMeeting({ ...ride, direction: "to_airport" }, arrival)).toMatchObject({ date: "2027-01-10" });
    expect(rideMeeting({ nonsense: true }, arrival)).toBeNull();
  });
});
