import i18next from "i18next";
import { describe, expect, test } from "vitest";
import { resources } from "../../locales";
import { I18NEXT_OPTIONS } from "./options";

const i18n = i18next.createInstance();
await i18n.init({ ...I18NEXT_OPTIONS, lng: "en-US" });
// Keys come from the table below, so they are looked up untyped.
type Lookup = (key: string, values?: Record<string, unknown>) => string;
const en = i18n.getFixedT("en-US") as unknown as Lookup;
const fr = i18n.getFixedT("fr-FR") as unknown as Lookup;

function strings(node: unknown, path: string[] = []): Array<[string, string]> {
  if (typeof node === "string") return [[path.join("."), node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => strings(v, [...path, k]));
}

describe("catalogs (copy)", () => {
  test("plurals read right in both languages for 0, 1 and 2", () => {
    const cases: Array<[string, string[], string[]]> = [
      ["flight:results.flightsCount", ["0 flights", "1 flight", "2 flights"], ["0 vol", "1 vol", "2 vols"]],
      [
        "flight:results.travellersCount",
        ["0 travellers", "1 traveller", "2 travellers"],
        ["0 voyageur", "1 voyageur", "2 voyageurs"],
      ],
      [
        "flight:form.travellersCount",
        ["0 travellers", "1 traveller", "2 travellers"],
        ["0 voyageur", "1 voyageur", "2 voyageurs"],
      ],
      [
        "booking:recap.travellers",
        ["0 travellers", "1 traveller", "2 travellers"],
        ["0 voyageur", "1 voyageur", "2 voyageurs"],
      ],
      ["flight:results.stopsCount", ["0 stops", "1 stop", "2 stops"], ["0 escale", "1 escale", "2 escales"]],
      ["flight:form.age", ["0 years", "1 year", "2 years"], ["0 an", "1 an", "2 ans"]],
    ];
    for (const [key, english, french] of cases) {
      expect(
        [0, 1, 2].map((count) => en(key, { count })),
        key,
      ).toEqual(english);
      expect(
        [0, 1, 2].map((count) => fr(key, { count })),
        key,
      ).toEqual(french);
    }
  });

  test("a sentence about a number has its plural forms", () => {
    expect(
      en("flight:results.summary", {
        flights: en("flight:results.flightsCount", { count: 1 }),
        travellers: en("flight:results.travellersCount", { count: 1 }),
        cabin: "Economy",
      }),
    ).toBe("1 flight · 1 traveller · Economy");
    expect(en("booking:payment.bag", { count: 1, kg: 23, from: "LOS", to: "LHR" })).toBe(
      "1 extra bag of 23 kg, LOS → LHR",
    );
    expect(en("booking:payment.bag", { count: 2, kg: 23, from: "LOS", to: "LHR" })).toBe(
      "2 extra bags of 23 kg, LOS → LHR",
    );
  });

  test("no message counts with {{count}} outside a plural key", () => {
    for (const [ns, catalog] of Object.entries(resources["en-US"])) {
      for (const [key, value] of strings(catalog)) {
        if (value.includes("{{count}}")) expect(key, `${ns}:${key}`).toMatch(/_(one|other|zero)$/);
      }
    }
  });

  test("French writes its apostrophe as a typographer’s (U+2019), never a straight one", () => {
    for (const [ns, catalog] of Object.entries(resources["fr-FR"])) {
      for (const [key, value] of strings(catalog)) {
        expect(value, `${ns}:${key}`).not.toContain("'");
      }
    }
  });

  test("French puts a narrow no-break space before : ; ! and ?", () => {
    for (const [ns, catalog] of Object.entries(resources["fr-FR"])) {
      for (const [key, value] of strings(catalog)) {
        expect(value, `${ns}:${key}`).not.toMatch(/[^\u202f]([:;!?])(?=\s|$)/u);
      }
    }
  });
});
