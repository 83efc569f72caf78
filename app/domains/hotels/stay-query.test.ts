import { describe, expect, test } from "vitest";
import {
  editStayForm,
  freeCancellationDeadline,
  MAX_NIGHTS,
  parseRoom,
  parseStayParams,
  roomFits,
  stayNights,
  stayPriceable,
  stayUrlParams,
  untidyStayQuery,
  validateStay,
} from "./stay-query";

const TODAY = "2027-03-01";
const stay = (overrides: Partial<Parameters<typeof validateStay>[0]> = {}) => ({
  where: "Lagos",
  checkIn: "2027-03-10",
  checkOut: "2027-03-12",
  rooms: [{ adults: 2, childAges: [] }],
  ...overrides,
});

describe("nights of a stay", () => {
  test("calendar nights across a daylight-saving change and a month's end", () => {
    // Europe moves its clocks on 28 March 2027: the night of the 27th is 23 hours long, and still one night.
    expect(stayNights("2027-03-27", "2027-03-29")).toBe(2);
    expect(stayNights("2027-10-30", "2027-11-01")).toBe(2);
    expect(stayNights("2027-01-31", "2027-02-01")).toBe(1);
    expect(stayNights("2028-02-28", "2028-03-01")).toBe(2);
    expect(stayNights("2027-12-31", "2028-01-02")).toBe(2);
  });

  test("check-out after check-in, at most 30 nights, check-in from today", () => {
    expect(validateStay(stay(), TODAY)).toEqual({});
    expect(validateStay(stay({ checkOut: "2027-03-10" }), TODAY)).toEqual({
      checkOut: ["errors.checkOutAfterCheckIn"],
    });
    expect(validateStay(stay({ checkOut: "2027-03-09" }), TODAY)).toEqual({
      checkOut: ["errors.checkOutAfterCheckIn"],
    });
    expect(validateStay(stay({ checkOut: "2027-04-09" }), TODAY)).toEqual({});
    expect(stayNights("2027-03-10", "2027-04-09")).toBe(MAX_NIGHTS);
    expect(validateStay(stay({ checkOut: "2027-04-10" }), TODAY)).toEqual({ checkOut: ["errors.tooManyNights"] });
    expect(validateStay(stay({ checkIn: "2027-02-28" }), TODAY).checkIn).toEqual(["errors.pastDate"]);
    expect(validateStay(stay({ checkIn: TODAY, checkOut: "2027-03-02" }), TODAY)).toEqual({});
    expect(validateStay(stay({ checkIn: "2027-02-30" }), TODAY).checkIn).toEqual(["errors.date"]);
    expect(validateStay(stay({ where: "L" }), TODAY)).toEqual({ where: ["errors.where"] });
  });
});

describe("rooms and guests", () => {
  test("a room is its adults then each child's age; an empty age is a child without one", () => {
    expect(parseRoom("2")).toEqual({ adults: 2, childAges: [] });
    expect(parseRoom("1-6")).toEqual({ adults: 1, childAges: [6] });
    expect(parseRoom("2-0-17")).toEqual({ adults: 2, childAges: [0, 17] });
    expect(parseRoom("1-")).toEqual({ adults: 1, childAges: [null] });
    expect(parseRoom("x")).toBeNull();
    expect(parseRoom("1-123")).toBeNull();
  });

  test("children need their ages, 0 to 17; a room takes 6 guests, 6 adults and 4 children at most", () => {
    const rooms = (...values: string[]) => values.map((v) => parseRoom(v)!);
    expect(validateStay(stay({ rooms: rooms("2", "1-6") }), TODAY)).toEqual({});
    expect(validateStay(stay({ rooms: rooms("1-") }), TODAY)).toEqual({ rooms: ["errors.childAges"] });
    expect(validateStay(stay({ rooms: rooms("1-17") }), TODAY)).toEqual({});
    expect(validateStay(stay({ rooms: rooms("1-18") }), TODAY)).toEqual({ rooms: ["errors.childAge"] });
    expect(validateStay(stay({ rooms: rooms("6") }), TODAY)).toEqual({});
    expect(validateStay(stay({ rooms: rooms("7") }), TODAY)).toEqual({ rooms: ["errors.tooManyGuests"] });
    expect(validateStay(stay({ rooms: rooms("2-1-2-3-4") }), TODAY)).toEqual({});
    expect(validateStay(stay({ rooms: rooms("1-1-2-3-4-5") }), TODAY)).toEqual({ rooms: ["errors.tooManyGuests"] });
    expect(validateStay(stay({ rooms: rooms("3-1-2-3-4") }), TODAY)).toEqual({ rooms: ["errors.tooManyGuests"] });
    expect(validateStay(stay({ rooms: rooms("0-5") }), TODAY)).toEqual({ rooms: ["errors.adultPerRoom"] });
    expect(validateStay(stay({ rooms: rooms(...Array(9).fill("1")) }), TODAY)).toEqual({
      rooms: ["errors.tooManyRooms"],
    });
  });

  test("a room type takes a party by its adults and its whole occupancy", () => {
    const double = { maxAdults: 2, maxOccupancy: 3 };
    expect(roomFits(double, { adults: 2, childAges: [6] })).toBe(true);
    expect(roomFits(double, { adults: 2, childAges: [6, 9] })).toBe(false);
    expect(roomFits(double, { adults: 3, childAges: [] })).toBe(false);
  });
});

describe("the search as a URL", () => {
  test("parsed back to the same search, filters in a stable order, defaults left out", () => {
    const params = new URLSearchParams(
      "where=Lagos&checkIn=2027-03-10&checkOut=2027-03-12&room=2&room=1-6&stars=5&stars=4&freeCancellation=1&sort=price&amenity=pool&amenity=spa-bogus",
    );
    const { input, filters } = parseStayParams(params);
    expect(input.rooms).toEqual([
      { adults: 2, childAges: [] },
      { adults: 1, childAges: [6] },
    ]);
    expect(filters).toMatchObject({ stars: [5, 4], amenities: ["pool"], freeCancellation: true, sort: "price" });
    expect(stayUrlParams(input, filters).toString()).toBe(
      "where=Lagos&checkIn=2027-03-10&checkOut=2027-03-12&room=2&room=1-6&stars=4&stars=5&amenity=pool&freeCancellation=1&sort=price",
    );
    expect(parseStayParams(new URLSearchParams("")).input.rooms).toEqual([{ adults: 2, childAges: [] }]);
  });
});

describe("free cancellation deadline", () => {
  test("in the property's zone, at its check-in time, across a daylight-saving change", () => {
    const london = { checkInFrom: "14:00", timeZone: "Europe/London" };
    // Before the clocks go forward: 14:00 GMT is 14:00 UTC; after: 14:00 BST is 13:00 UTC.
    expect(freeCancellationDeadline({ checkIn: "2027-03-29" }, london, 2)).toEqual({
      utc: "2027-03-27T14:00:00.000Z",
      local: "2027-03-27T14:00",
    });
    expect(freeCancellationDeadline({ checkIn: "2027-03-30" }, london, 2)).toEqual({
      utc: "2027-03-28T13:00:00.000Z",
      local: "2027-03-28T14:00",
    });
    // Lagos keeps one offset; across a month's end.
    expect(
      freeCancellationDeadline({ checkIn: "2027-03-02" }, { checkInFrom: "12:00", timeZone: "Africa/Lagos" }, 3),
    ).toEqual({
      utc: "2027-02-27T11:00:00.000Z",
      local: "2027-02-27T12:00",
    });
  });
});

describe("the form's own controls and its URL", () => {
  const form = (query: string) => new URLSearchParams(query);

  test("rooms from the form's fields; a child counted without an age stays without one", () => {
    const { input } = parseStayParams(form("where=Lagos&adults0=2&children0=0&adults1=1&children1=2&age1=6"));
    expect(input.rooms).toEqual([
      { adults: 2, childAges: [] },
      { adults: 1, childAges: [6, null] },
    ]);
  });

  test("add and remove rooms, step adults and children within a room's limits", () => {
    const base = parseStayParams(form("room=2&room=1-6")).input;
    expect(editStayForm(base, form("adjust=rooms:up")).rooms).toHaveLength(3);
    expect(editStayForm(base, form("adjust=rooms:down")).rooms).toHaveLength(1);
    expect(editStayForm({ ...base, rooms: [base.rooms[0]!] }, form("adjust=rooms:down")).rooms).toHaveLength(1);
    expect(editStayForm(base, form("adjust=children1:up")).rooms[1]).toEqual({ adults: 1, childAges: [6, null] });
    expect(editStayForm(base, form("adjust=children1:down")).rooms[1]).toEqual({ adults: 1, childAges: [] });
    expect(editStayForm(base, form("adjust=adults0:down")).rooms[0]?.adults).toBe(1);
    const one = editStayForm(editStayForm(base, form("adjust=adults0:down")), form("adjust=adults0:down"));
    expect(one.rooms[0]?.adults).toBe(1);
    const full = parseStayParams(form("room=2-1-2-3-4")).input;
    expect(editStayForm(full, form("adjust=adults0:up")).rooms[0]?.adults).toBe(2);
    expect(editStayForm(full, form("adjust=children0:up")).rooms[0]?.childAges).toHaveLength(4);
  });

  test("a listing URL from the form's fields or with empty filters redirects to its clean form", () => {
    expect(untidyStayQuery(form("where=Lagos&checkIn=2027-03-10&checkOut=2027-03-12&room=2"))).toBeNull();
    expect(
      untidyStayQuery(form("where=Lagos&checkIn=2027-03-10&checkOut=2027-03-12&adults0=2&children0=1&age0=6")),
    ).toBe("where=Lagos&checkIn=2027-03-10&checkOut=2027-03-12&room=2-6");
    expect(untidyStayQuery(form("where=Lagos&checkIn=2027-03-10&checkOut=2027-03-12&room=2&budgetMin=&maxKm="))).toBe(
      "where=Lagos&checkIn=2027-03-10&checkOut=2027-03-12&room=2",
    );
  });
});

describe("a stay that can be priced (a property's page)", () => {
  test("needs real dates and rooms, not a place", () => {
    const rooms = [{ adults: 2, childAges: [] }];
    expect(stayPriceable({ checkIn: "2026-12-20", checkOut: "2026-12-22", rooms }, "2026-12-01")).toBe(true);
    expect(stayPriceable({ checkIn: "2026-12-22", checkOut: "2026-12-20", rooms }, "2026-12-01")).toBe(false);
    expect(stayPriceable({ checkIn: "2026-11-30", checkOut: "2026-12-02", rooms }, "2026-12-01")).toBe(false);
    expect(
      stayPriceable(
        { checkIn: "2026-12-20", checkOut: "2026-12-22", rooms: [{ adults: 1, childAges: [null] }] },
        "2026-12-01",
      ),
    ).toBe(false);
  });
});
