import { describe, expect, it } from "vitest";
import { PIN_MAX_KM } from "~/domains/hotels/destinations";
import { ListingRequest } from "./schema";

const listing = {
  propertyName: "Lagoon View",
  propertyType: "guesthouse",
  addressLine: "12 Admiralty Way",
  city: "Lagos",
  rooms: "8",
  rate: "45000",
  rateCurrency: "NGN",
  firstName: "Ada",
  lastName: "Obi",
  email: "ada@example.com",
  phone: "+234 801 234 5678",
};
const messages = (input: object) =>
  ListingRequest.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("a property listing's place", () => {
  it("keeps a city Tern sells stays in as its code, whichever way it was typed, and reads it back the same", () => {
    for (const city of ["Lagos", "lagos", "Lagos (LOS)", "LOS"]) {
      expect(ListingRequest.parse({ ...listing, city }).city).toBe("LOS");
    }
    const stored = ListingRequest.parse({ ...listing, pin: "6.4281, 3.4219" });
    expect(ListingRequest.parse(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it("refuses a city outside the network", () => {
    expect(messages({ ...listing, city: "Timbuktu" })).toEqual([["city", "errors.listingCity"]]);
  });

  it("keeps a pasted map point or link as latitude,longitude, and an empty one as none", () => {
    expect(ListingRequest.parse({ ...listing, pin: "https://www.google.com/maps/@6.4281,3.4219,17z" }).pin).toBe(
      "6.4281,3.4219",
    );
    expect(ListingRequest.parse({ ...listing, pin: "" }).pin).toBeUndefined();
  });

  it(`refuses words that hold no point, and a point over ${PIN_MAX_KM} km from the city (swapped or another city's)`, () => {
    expect(messages({ ...listing, pin: "near the lagoon" })).toEqual([["pin", "errors.mapPoint"]]);
    expect(messages({ ...listing, pin: "3.4219, 6.4281" })).toEqual([["pin", "errors.mapPointFar"]]);
    expect(messages({ ...listing, pin: "9.0579, 7.4951" })).toEqual([["pin", "errors.mapPointFar"]]);
    expect(messages({ ...listing, pin: "6.6018, 3.3515" })).toEqual([]);
  });
});

describe("a property listing's numbers", () => {
  it("reads a rate and a room count typed with thousands separators, and refuses what is not a whole number", () => {
    for (const rate of ["65,000", "65 000", "65\u202f000", "65.000", "65000"]) {
      expect(ListingRequest.parse({ ...listing, rate }).rate, rate).toBe(65_000);
    }
    expect(ListingRequest.parse({ ...listing, rooms: "1,200" }).rooms).toBe(1200);
    expect(messages({ ...listing, rate: "65,000.50" })).toEqual([["rate", "errors.invalid"]]);
    expect(messages({ ...listing, rate: "lots" })).toEqual([["rate", "errors.invalid"]]);
    expect(messages({ ...listing, rate: "" })).toEqual([["rate", "errors.required"]]);
    expect(messages({ ...listing, rate: "0" })).toEqual([["rate", "errors.invalid"]]);
  });
});
