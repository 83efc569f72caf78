import { describe, expect, test } from "vitest";
import { instantIn, localDate, localTime } from "./format-time";

describe("dates and times in the traveller's language and the airport's zone", () => {
  test("an airport's wall-clock time stays as it is, in each language's form", () => {
    expect(localTime("2026-12-20T14:13", "en-US")).toBe("2:13 PM");
    expect(localTime("2026-12-20T14:13", "fr-FR")).toBe("14:13");
    expect(localDate("2026-12-20", "en-US")).toBe("Dec 20, 2026");
    expect(localDate("2026-12-20T23:50", "fr-FR", "long")).toBe("20 décembre 2026");
  });

  test("an instant in a zone names the zone as a traveller knows it, never by its offset", () => {
    // ICU versions word the zone with or without "Standard".
    expect(instantIn("2026-12-20T13:13:00Z", "Africa/Lagos", "en-US")).toMatch(
      /^December 20, 2026 at 2:13 PM West Africa (Standard )?Time$/,
    );
    expect(instantIn("2027-03-01T13:13:00Z", "Africa/Lagos", "fr-FR")).toMatch(
      /^1er mars 2027 à 14:13 heure (normale )?d’Afrique de l’Ouest$/,
    );
  });

  test("French writes the first of the month '1er', and no other day", () => {
    expect(localDate("2027-03-01", "fr-FR", "long")).toBe("1er mars 2027");
    expect(localDate("2027-03-01", "fr-FR", "full")).toBe("lundi 1er mars 2027");
    expect(localDate("2027-03-01", "fr-FR")).toBe("1er mars 2027");
    expect(localDate("2027-03-11", "fr-FR", "long")).toBe("11 mars 2027");
    expect(localDate("2027-03-21", "fr-FR", "long")).toBe("21 mars 2027");
    expect(localDate("2027-03-01", "en-US", "long")).toBe("March 1, 2027");
  });
});
