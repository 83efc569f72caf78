import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { APPLICATION_WORDED_KEYS } from "~/domains/supplier-orders/words";

const dir = import.meta.dirname;

/** "common.json:consent.yes" -> "Yes, I Agree", for every message of a locale. */
function messages(locale: string): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (file: string, node: unknown, key: string) => {
    if (typeof node === "object" && node !== null) {
      for (const [k, v] of Object.entries(node)) walk(file, v, key ? `${key}.${k}` : k);
    } else out.set(`${file}:${key}`, node);
  };
  for (const file of readdirSync(path.join(dir, locale)).filter((f) => f.endsWith(".json"))) {
    walk(file, JSON.parse(readFileSync(path.join(dir, locale, file), "utf8")), "");
  }
  return out;
}

// Names that are the same in both languages.
const SAME_IN_BOTH =
  /:(brand|language\.names\.[a-z]{2}-[A-Z]{2}|footer\.blog|nav\.visa|market\.currencyOption|pageTitle|results\.operatedBy|results\.families\.PREMIUM_[A-Z]+|travellers\.(passenger|titles\.DR|email)|seats\.companionMark|extras\.(cabinBag|tiers\.(standard|premium))|cart\.item|confirmation\.documents|trips\.total|emails\.(flightTimes|flightDetail|facts\.total)|documents\.(columns\.date|place)|recap\.(route|returnRoute|routeSeparator|flight)|nav\.menu|form\.travellersSummary|results\.(summary|tryRoute)|manage\.(openedItem|change\.option|seat\.flight|itinerary\.case)|results\.(summary|score)|amenities\.(wifi|spa|restaurant|bar|parking)|types\.resort|roomKinds\.(studio|villa)|details\.(metaTitle|photos|roomSize|reviewBy)|steps\.summary|order\.(confirmation|total|startsOn)|activities\.ticket\.date|order\.steps\.summary|activities\.meta\.detailTitle|rides\.(form|voucher)\.date|rides\.vehicles\.suv|holidays\.meta\.detailTitle|holidays\.form\.destination|holidays\.inclusions\.safari|files\.photo|page\.(metaTitle|heading)|business\.(form\.contact|needs\.visas)|property\.types\.villa|visas\.(heading|forms\.visa)|airline\.grid\.onReturn|destinations\.(index\.heading|country\.(heading|visa))|seo\.destinations|blog\.(title|heading)|paySmallSmall\.(manage\.)?heading|trips\.nextPayment|meta\.points\.title|points\.(heading|entry)|roles\.visas|code\.label|audit\.action|application\.heading|content\.pageLink|contentEdit\.(heading|fields\.(descriptionHtml|email))|order\.(total|noteBy)|nav\.agents|agents\.agentHeading|referrals\.points)$/;

describe("locale catalogs", () => {
  const en = messages("en-US");
  const fr = messages("fr-FR");

  test("en-US and fr-FR have the same files and keys", () => {
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
  });

  test("every message is a non-empty string", () => {
    for (const value of [...en.values(), ...fr.values()]) {
      expect(typeof value).toBe("string");
      expect(String(value).trim()).not.toBe("");
    }
  });

  test("French is translated, not copied from English", () => {
    const copied = [...en.keys()].filter((key) => !SAME_IN_BOTH.test(key) && en.get(key) === fr.get(key));
    expect(copied).toEqual([]);
  });

  test("every key an application's fees word their own way is in both catalogs, a plural's forms included", () => {
    for (const catalog of [en, fr]) {
      const missing = APPLICATION_WORDED_KEYS.filter(
        (key) =>
          !catalog.has(`products.json:order.application.${key}`) &&
          !catalog.has(`products.json:order.application.${key}_other`),
      );
      expect(missing).toEqual([]);
    }
  });
});
