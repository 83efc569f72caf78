import { describe, expect, test } from "vitest";
import { fits, pickUpPassed, rideMeeting } from "./rides";

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

  test("a pick-up gone is the date's fault on a day already over at the airport, the time's earlier today", () => {
    // 09:00 UTC is 10:00 in Lagos (UTC+1).
    const now = new Date("2027-01-10T09:00:00Z");
    expect(pickUpPassed("LOS", "2027-01-09", "23:30", now)).toEqual({ field: "date", key: "rides.errors.pastDate" });
    expect(pickUpPassed("LOS", "2027-01-10", "09:59", now)).toEqual({ field: "time", key: "rides.errors.past" });
    expect(pickUpPassed("LOS", "2027-01-10", "10:01", now)).toBeNull();
    expect(pickUpPassed("LOS", "2027-01-11", "00:00", now)).toBeNull();
  });
});
