import { describe, expect, test } from "vitest";
import { parseSearchParams, searchUrlParams, validateSearch } from "./search-query";

const TODAY = "2026-11-21";
const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
const errorsOf = (query: string) => validateSearch(parse(query).input, TODAY);

describe("the search URL", () => {
  test("reads one-way, return and multi-city searches, and writes them back the same", () => {
    const oneWay = "trip=oneway&from=LOS&to=LHR&depart=2026-12-20&adults=1&cabin=economy";
    expect(searchUrlParams(parse(oneWay).input).toString()).toBe(oneWay);
    const multi = parse(
      "trip=multicity&from=LOS&to=NBO&depart=2027-01-10&from=NBO&to=JNB&depart=2027-01-14&from=JNB&to=LOS&depart=2027-01-20&adults=2&cabin=business",
    );
    expect(multi.input.legs.map((l) => `${l.from}-${l.to}`)).toEqual(["LOS-NBO", "NBO-JNB", "JNB-LOS"]);
    expect(parse("trip=multicity&legs=4").input.legs).toHaveLength(4);
    expect(parse("trip=multicity&legs=40").input.legs).toHaveLength(5);
  });

  test("a return date on a one-way or multi-city trip is ignored, not read (it once answered 500)", () => {
    for (const trip of ["oneway", "multicity"]) {
      const { input } = parse(`trip=${trip}&from=LOS&to=LHR&depart=2026-12-20&return=x`);
      expect(input.returnDate).toBe("");
      expect(validateSearch(input, TODAY)).not.toHaveProperty("return");
    }
    expect(errorsOf("trip=return&from=LOS&to=LHR&depart=2026-12-20&return=x")).toHaveProperty("return");
  });

  test("reads filters written with commas or repeated, and ignores junk", () => {
    const { filters } = parse(
      "stops=0,1&airlines=ba&airlines=KL&departWindow=morning&departWindow=dusk&maxPrice=abc&sort=weird&page=-3",
    );
    expect(filters).toMatchObject({
      stops: [0, 1],
      airlines: ["BA", "KL"],
      departWindow: ["morning"],
      maxPrice: null,
      sort: "recommended",
      page: 1,
    });
  });
});

describe("product rules §5 rules", () => {
  const ok = "trip=return&from=LOS&to=LHR&depart=2026-12-20&return=2027-01-05&cabin=economy";

  test("a sensible search has no errors", () => {
    expect(errorsOf(`${ok}&adults=2`)).toEqual({});
    expect(
      errorsOf("trip=oneway&from=LOS&to=LHR&depart=2026-11-21&adults=1&children=2&childAges=2,11&infants=1"),
    ).toEqual({});
  });

  test("passengers: 1 to 9 in total, at least one adult, no more infants than adults", () => {
    expect(errorsOf(`${ok}&adults=7&children=2&childAges=4,5&infants=1`).passengers).toEqual(["errors.passengerCount"]);
    expect(errorsOf(`${ok}&adults=0`).adults).toEqual(["errors.adultRequired"]);
    expect(errorsOf(`${ok}&adults=1&infants=2`).infants).toEqual(["errors.infantsPerAdult"]);
  });

  test("children need their ages, 2 to 11 on the day of travel", () => {
    expect(errorsOf(`${ok}&adults=2&children=2&childAges=5`).childAges).toEqual(["errors.childAgesRequired"]);
    expect(errorsOf(`${ok}&children=1&childAges=1`).childAges).toEqual(["errors.childAgeRange"]);
    expect(errorsOf(`${ok}&children=1&childAges=12`).childAges).toEqual(["errors.childAgeRange"]);
    expect(errorsOf(`${ok}&children=1&childAges=x`).childAges).toEqual(["errors.childAgeRange"]);
  });

  test("dates: real, not in the past, return after departure, legs in order", () => {
    expect(errorsOf("trip=oneway&from=LOS&to=LHR&depart=2026-11-20&adults=1")["depart.0"]).toEqual(["errors.pastDate"]);
    expect(errorsOf("trip=oneway&from=LOS&to=LHR&depart=2026-02-30&adults=1")["depart.0"]).toEqual([
      "errors.invalidDate",
    ]);
    expect(errorsOf("trip=return&from=LOS&to=LHR&depart=2026-12-20&return=2026-12-19&adults=1").return).toEqual([
      "errors.returnBeforeDeparture",
    ]);
    expect(errorsOf("trip=return&from=LOS&to=LHR&depart=2026-12-20&adults=1").return).toEqual(["errors.required"]);
    expect(
      errorsOf("trip=multicity&from=LOS&to=NBO&depart=2027-01-10&from=NBO&to=JNB&depart=2027-01-09&adults=1")[
        "depart.1"
      ],
    ).toEqual(["errors.legsOutOfOrder"]);
  });

  test("airports: required and different", () => {
    expect(errorsOf("trip=oneway&from=&to=LHR&depart=2026-12-20&adults=1")["from.0"]).toEqual(["errors.required"]);
    expect(errorsOf("trip=oneway&from=los&to=LOS&depart=2026-12-20&adults=1")["to.0"]).toEqual(["errors.sameAirport"]);
  });
});
