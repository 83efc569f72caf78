import { describe, expect, test } from "vitest";
import { slugify } from "~/lib/text";
import { countryName, countrySlug, findCountryBySlug } from "./countries";
import {
  CURRENCIES,
  readAmount,
  defaultMarket,
  formatMoney,
  formatMoneyCompact,
  MARKET_COUNTRIES,
  minorUnits,
  minorOf,
  decimalOf,
  parseAmount,
} from "./markets";
import { currencyOptions, marketCountryOptions } from "./options.server";
import { changeCountry, readMarket, saveMarket, withCurrencyHeader } from "./preferences.server";

describe("markets", () => {
  test("en-US opens on Nigeria in naira, fr-FR on euros", () => {
    expect(defaultMarket("en-US")).toEqual({ country: "NG", currency: "NGN" });
    expect(defaultMarket("fr-FR")).toEqual({ country: "FR", currency: "EUR" });
  });

  test("every market country's currency is one Tern prices in", () => {
    for (const currency of Object.values(MARKET_COUNTRIES)) expect(CURRENCIES).toContain(currency);
  });

  test("changing country also sets that country's currency", () => {
    expect(changeCountry({ country: "NG", currency: "NGN" }, "GH")).toEqual({ country: "GH", currency: "GHS" });
  });

  test("the saved market round-trips through its cookie, and a forged one falls back to the default", async () => {
    const cookie = (await saveMarket({ country: "KE", currency: "USD" })).split(";")[0] ?? "";
    expect(await readMarket(cookie, "en-US")).toEqual({ country: "KE", currency: "USD" });
    const forged = `tern_market=${btoa(JSON.stringify({ country: "ZZ", currency: "BTC" }))}`;
    expect(await readMarket(forged, "fr-FR")).toEqual({ country: "FR", currency: "EUR" });
    expect(await readMarket(null, "en-US")).toEqual({ country: "NG", currency: "NGN" });
  });

  test("the API's x-currency header overrides the currency only when supported", () => {
    const market = { country: "NG", currency: "NGN" } as const;
    expect(withCurrencyHeader(market, "usd")).toEqual({ country: "NG", currency: "USD" });
    expect(withCurrencyHeader(market, "BTC")).toEqual(market);
    expect(withCurrencyHeader(market, null)).toEqual(market);
  });

  test("switcher options are named in the page's language", () => {
    expect(marketCountryOptions("fr-FR").find((o) => o.code === "GB")?.name).toBe("Royaume-Uni");
    expect(marketCountryOptions("en-US").find((o) => o.code === "GH")?.name).toBe("Ghana");
    expect(currencyOptions("en-US").find((o) => o.code === "NGN")?.name).toBe("Nigerian Naira");
    expect(currencyOptions("fr-FR").map((o) => o.code)).toEqual([...CURRENCIES]);
  });
});

describe("money: integer minor units per currency", () => {
  test("minor units follow ISO 4217", () => {
    expect(minorUnits("NGN")).toBe(2);
    expect(minorUnits("XOF")).toBe(0);
    expect(minorUnits("USD")).toBe(2);
  });

  test("a supplier's decimal amount in any currency's minor units, and back (not always two decimals)", () => {
    expect(minorOf("61.24", "USD")).toBe(6124);
    expect(minorOf("6124", "JPY")).toBe(6124);
    expect(minorOf("1.005", "KWD")).toBe(1005);
    expect(minorOf("1500", "XOF")).toBe(1500);
    expect(decimalOf(6124, "USD")).toBe("61.24");
    expect(decimalOf(6124, "JPY")).toBe("6124");
    expect(decimalOf(1005, "KWD")).toBe("1.005");
  });

  test("formats in the page's language", () => {
    expect(formatMoney({ amount: 12_345_050, currency: "NGN" }, "en-US")).toBe("₦123,450.50");
    expect(formatMoney({ amount: 150_000, currency: "XOF" }, "fr-FR")).toBe("150\u202f000\u00a0F\u202fCFA");
    expect(formatMoney({ amount: 129_99, currency: "EUR" }, "fr-FR")).toBe("129,99\u00a0€");
  });

  test("drops minor units when they are zero (kobo on whole amounts)", () => {
    expect(formatMoney({ amount: 149_541_000, currency: "NGN" }, "en-US")).toBe("₦1,495,410");
    expect(formatMoney({ amount: 149_541_050, currency: "NGN" }, "en-US")).toBe("₦1,495,410.50");
    expect(formatMoney({ amount: 12_000, currency: "EUR" }, "fr-FR")).toBe("120\u00a0€");
  });

  test("the narrow symbol only where no other currency shares it", () => {
    expect(formatMoney({ amount: 1_000, currency: "GHS" }, "en-US")).toBe("GH₵10");
    expect(formatMoney({ amount: 1_000, currency: "USD" }, "en-US")).toBe("$10");
    expect(formatMoney({ amount: 1_000, currency: "CAD" }, "en-US")).toBe("CA$10");
    expect(formatMoney({ amount: 1_000, currency: "CAD" }, "fr-FR")).toBe("10\u00a0$CA");
  });

  test("a compact price for a seat on the map", () => {
    expect(formatMoneyCompact({ amount: 1_250_000, currency: "NGN" }, "en-US")).toBe("₦13K");
    expect(formatMoneyCompact({ amount: 1_500, currency: "EUR" }, "en-US")).toBe("€15");
  });

  test("reads an amount as typed into minor units", () => {
    expect(parseAmount("1,495,410.5", "NGN")).toBe(149_541_050);
    expect(parseAmount("1495410", "NGN")).toBe(149_541_000);
    expect(parseAmount("150000", "XOF")).toBe(150_000);
    expect(parseAmount("150000.5", "XOF")).toBeNull();
    expect(parseAmount("12,34.5", "NGN")).toBeNull();
  });

  test("refuses a fractional amount", () => {
    expect(() => formatMoney({ amount: 10.5, currency: "USD" }, "en-US")).toThrow();
  });
});

describe("countries", () => {
  test("slugs are accent-free and hyphenated", () => {
    expect(slugify("Côte d'Ivoire")).toBe("cote-d-ivoire");
    expect(slugify("  São Tomé & Príncipe ")).toBe("sao-tome-principe");
  });

  test("finds a country by English or French name or slug", () => {
    expect(findCountryBySlug("nigeria")).toBe("NG");
    expect(findCountryBySlug("Royaume-Uni")).toBe("GB");
    expect(findCountryBySlug("etats-unis-d-amerique")).toBe("US");
    expect(findCountryBySlug("united-states-of-america")).toBe("US");
    expect(findCountryBySlug("atlantis")).toBeNull();
  });

  test("names and slugs per language", () => {
    expect(countryName("DE", "fr-FR")).toBe("Allemagne");
    expect(countrySlug("DE", "en-US")).toBe("germany");
  });
});

describe("an amount as a person types it", () => {
  test("reads amounts as people type them, in English or French", () => {
    expect(readAmount("1,200,000", "NGN")).toBe(1_200_000_00);
    expect(readAmount("1200000", "NGN")).toBe(1_200_000_00);
    expect(readAmount("1 200 000", "EUR")).toBe(1_200_000_00);
    expect(readAmount("1\u202f200\u202f000,50", "EUR")).toBe(1_200_000_50);
    expect(readAmount("1.200.000,5", "EUR")).toBe(1_200_000_50);
    expect(readAmount("1,200,000.25", "NGN")).toBe(1_200_000_25);
    for (const bad of ["", "abc", "1,2,3", "-5", "12.345"]) expect(readAmount(bad, "NGN")).toBeNull();
  });
});
