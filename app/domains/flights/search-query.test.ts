import { describe, expect, test } from "vitest";
import {
  parseSearchParams,
  searchUrlParams,
  validateSearch,
  editSearchForm,
  untidySearchQuery,
  resultsPageQuery,
} from "./search-query";

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

describe("the search form's server-side controls", () => {
  const edit = (query: string) => editSearchForm(parse(query).input, new URLSearchParams(query));

  test("steppers add and remove within 1 to 9 passengers, infants never above adults", () => {
    expect(edit("adults=1&adjust=adults:up").adults).toBe(2);
    expect(edit("adults=1&adjust=adults:down").adults).toBe(1);
    expect(edit("adults=5&children=4&childAges=3,4,5,6&adjust=adults:up").adults).toBe(5);
    expect(edit("adults=1&infants=1&adjust=infants:up").infants).toBe(1);
    expect(edit("adults=2&infants=2&adjust=adults:down")).toMatchObject({ adults: 1, infants: 1 });
  });

  test("a child removed takes the last age with them", () => {
    expect(edit("adults=1&children=2&childAges=4,9&adjust=children:down")).toMatchObject({
      children: 1,
      childAges: [4],
    });
    expect(edit("adults=1&children=1&childAges=4&adjust=children:up")).toMatchObject({ children: 2, childAges: [4] });
  });

  test("swap exchanges From and To of the leg named", () => {
    const swapped = edit("trip=oneway&from=LOS&to=LHR&swap=0");
    expect(swapped.legs[0]).toMatchObject({ from: "LHR", to: "LOS" });
    expect(edit("trip=oneway&from=LOS&to=LHR&swap=7").legs[0]).toMatchObject({ from: "LOS", to: "LHR" });
  });

  test("each multi-city leg starts where the one before it lands", () => {
    const legs = edit("trip=multicity&from=LOS&to=NBO&depart=&from=&to=&depart=&legs=3").legs;
    expect(legs.map((l) => l.from)).toEqual(["LOS", "NBO", ""]);
  });

  test("empty and unused parameters are tidied away; a clean URL is left alone", () => {
    const untidy = new URLSearchParams(
      "trip=oneway&from=LOS&to=LHR&depart=2027-01-10&return=&adults=1&children=&cabin=economy",
    );
    expect(untidySearchQuery(untidy)).toBe("trip=oneway&from=LOS&to=LHR&depart=2027-01-10&adults=1&cabin=economy");
    expect(
      untidySearchQuery(new URLSearchParams("trip=oneway&from=LOS&to=LHR&depart=2027-01-10&adults=1&cabin=economy")),
    ).toBeNull();
    const spareLeg = new URLSearchParams(
      "trip=multicity&from=LOS&to=NBO&depart=2027-01-10&from=NBO&to=JNB&depart=2027-01-12&from=&to=&depart=&adults=1&cabin=economy",
    );
    expect(untidySearchQuery(spareLeg)).not.toContain("from=&");
  });

  test("the offer a page opens is part of the page's query, after the search; a malformed one is tidied away", () => {
    const search = "trip=oneway&from=LOS&to=LHR&depart=2027-01-10&adults=1&cabin=economy";
    expect(untidySearchQuery(new URLSearchParams(`${search}&open=EK1478.EK201`))).toBeNull();
    expect(resultsPageQuery(new URLSearchParams(`open=EK1478.EK201&${search}`))).toBe(`${search}&open=EK1478.EK201`);
    expect(untidySearchQuery(new URLSearchParams(`${search}&open=<b>`))).toBe(search);
    expect(untidySearchQuery(new URLSearchParams(`${search}&open=`))).toBe(search);
    // No other link of the page carries it.
    expect(searchUrlParams(parseSearchParams(new URLSearchParams(`${search}&open=EK1478`)).input).has("open")).toBe(
      false,
    );
  });
});
