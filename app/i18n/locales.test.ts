import { describe, expect, test } from "vitest";
import { canonicalPath, isLocale, localeFromAcceptLanguage, splitLocale, withLocalePrefix } from "./locales";

describe("splitLocale", () => {
  test("takes the first segment as a locale only when it is en-US or fr-FR", () => {
    expect(splitLocale("/fr-FR/flight")).toEqual({ prefix: "fr-FR", path: "/flight" });
    expect(splitLocale("/en-US")).toEqual({ prefix: "en-US", path: "/" });
    expect(splitLocale("/fr-FR/")).toEqual({ prefix: "fr-FR", path: "/" });
    expect(splitLocale("/xx-YY/flight")).toEqual({ prefix: null, path: "/xx-YY/flight" });
    expect(splitLocale("/fr-fr/flight")).toEqual({ prefix: null, path: "/fr-fr/flight" });
    expect(splitLocale("/flight")).toEqual({ prefix: null, path: "/flight" });
    expect(splitLocale("/")).toEqual({ prefix: null, path: "/" });
  });

  test("isLocale accepts exactly the two supported locales", () => {
    expect(isLocale("en-US")).toBe(true);
    expect(isLocale("fr-FR")).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe("withLocalePrefix and canonicalPath", () => {
  test("keep the prefix and the home page's trailing slash", () => {
    expect(withLocalePrefix("fr-FR", "/")).toBe("/fr-FR/");
    expect(withLocalePrefix("fr-FR", "/flight")).toBe("/fr-FR/flight");
    expect(withLocalePrefix("en-US", "flight")).toBe("/en-US/flight");
    expect(withLocalePrefix(null, "/flight")).toBe("/flight");
  });

  test("en-US pages are canonical without a prefix", () => {
    expect(canonicalPath("en-US", "/flight")).toBe("/flight");
    expect(canonicalPath("fr-FR", "/flight")).toBe("/fr-FR/flight");
  });
});

describe("localeFromAcceptLanguage", () => {
  test("picks the best supported language by quality", () => {
    expect(localeFromAcceptLanguage("fr-FR,fr;q=0.9,en;q=0.8")).toBe("fr-FR");
    expect(localeFromAcceptLanguage("fr-CA")).toBe("fr-FR");
    expect(localeFromAcceptLanguage("de-DE,en;q=0.5,fr;q=0.9")).toBe("fr-FR");
    expect(localeFromAcceptLanguage("de-DE")).toBe("en-US");
    expect(localeFromAcceptLanguage(null)).toBe("en-US");
    expect(localeFromAcceptLanguage("fr;q=0")).toBe("en-US");
  });
});
