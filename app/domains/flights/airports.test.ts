import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { buildAirports, OUTPUT, serialize } from "../../../scripts/reference-data/build.mjs";
import { fold } from "~/lib/text";
import { AIRPORTS, describeAirport, getAirport, nearbyAirports, requireAirport, searchAirports } from "./airports";

const codes = (query: string) => searchAirports(query).map((a) => a.code);

describe("airport reference data", () => {
  test("is built from the data packages and up to date", async () => {
    expect(serialize(await buildAirports())).toBe(readFileSync(OUTPUT, "utf8"));
  });

  test("covers at least 150 airports with codes, coordinates and IANA zones", () => {
    expect(AIRPORTS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(AIRPORTS.map((a) => a.code)).size).toBe(AIRPORTS.length);
    for (const airport of AIRPORTS) {
      expect(airport.code).toMatch(/^[A-Z]{3}$/);
      expect(Math.abs(airport.lat)).toBeLessThanOrEqual(90);
      expect(() => new Intl.DateTimeFormat("en", { timeZone: airport.tz })).not.toThrow();
    }
  });

  test("serves every Nigerian airport with scheduled service", () => {
    const nigerian = AIRPORTS.filter((a) => a.country === "NG").map((a) => a.code);
    for (const code of [
      "LOS",
      "ABV",
      "PHC",
      "KAN",
      "ENU",
      "QOW",
      "CBQ",
      "BNI",
      "ILR",
      "YOL",
      "MIU",
      "SKO",
      "KAD",
      "JOS",
      "QUO",
      "AKR",
      "ABB",
      "IBA",
      "QRW",
      "GMO",
      "BCU",
      "MXJ",
    ]) {
      expect(nigerian).toContain(code);
    }
  });
});

describe("searchAirports", () => {
  test("a city puts its airport first", () => {
    expect(codes("lagos")[0]).toBe("LOS");
    expect(codes("Port Harcourt")[0]).toBe("PHC");
    expect(codes("london").slice(0, 2)).toEqual(["LHR", "LGW"]);
  });

  test("the exact code comes first", () => {
    expect(codes("abv")[0]).toBe("ABV");
    expect(codes("LGW")[0]).toBe("LGW");
  });

  test("French names, accents or not", () => {
    expect(codes("Londres")).toContain("LHR");
    expect(codes("geneve")[0]).toBe("GVA");
    expect(codes("Le Caire")[0]).toBe("CAI");
    expect(codes("Lomé")[0]).toBe("LFW");
    expect(codes("lome")[0]).toBe("LFW");
  });

  test("by airport name, alias and country", () => {
    expect(codes("heathrow")[0]).toBe("LHR");
    expect(codes("nnamdi")[0]).toBe("ABV");
    expect(codes("Akwa Ibom")[0]).toBe("QUO");
    expect(codes("ghana")).toEqual(expect.arrayContaining(["ACC", "KMS", "TML"]));
    expect(codes("ghana")[0]).toBe("ACC");
  });

  test("prefixes match while typing", () => {
    expect(codes("lag")[0]).toBe("LOS");
    expect(codes("joh")[0]).toBe("JNB");
  });

  test("junk, empty and one-letter queries find nothing", () => {
    expect(codes("")).toEqual([]);
    expect(codes("x")).toEqual([]);
    expect(codes("zzqxw")).toEqual([]);
    expect(codes("<script>")).toEqual([]);
    expect(codes("%%%%")).toEqual([]);
  });

  test("describes an airport in the page's language", () => {
    const lhr = getAirport("lhr");
    expect(lhr && describeAirport(lhr, "fr-FR")).toMatchObject({
      code: "LHR",
      city: "Londres",
      countryName: "Royaume-Uni",
    });
    expect(fold("Genève-Cointrin")).toBe("geneve cointrin");
  });
});

describe("airport names in the page's language", () => {
  test("French puts the kind of airport first", () => {
    expect(describeAirport(requireAirport("LOS"), "fr-FR").name).toBe("Aéroport international Murtala Muhammed");
    expect(describeAirport(requireAirport("LOS"), "en-US").name).toBe("Murtala Muhammed International Airport");
  });
});

describe("nearby airports", () => {
  test("nearest first, within the distance, never the airport itself", () => {
    const near = nearbyAirports(requireAirport("LHR"), 100).map((a) => a.code);
    expect(near).not.toContain("LHR");
    expect(near.length).toBeGreaterThan(0);
    expect(nearbyAirports(requireAirport("LOS"), 1)).toEqual([]);
  });
});
