import { describe, expect, test } from "vitest";
import type { Locale } from "~/i18n/locales";
import { canonicalSpelling, resolveUnmatchedPath } from "./redirects";

function targetOf(path: string, locale: Locale): string | null {
  const resolution = resolveUnmatchedPath(path, locale);
  return "to" in resolution ? resolution.to : null;
}

describe("resolveUnmatchedPath (product rules §2 redirects)", () => {
  test.each([
    ["/crm/client/validate", "/account/crm-agent/login"],
    ["/referral/client/validate", "/account/referral/validate"],
    ["/referral/ada.obi", "/account/referral/validate/ada.obi"],
    ["/ProductFeed", "/flight/product-feed"],
    ["/googleflight", "/flight/external-checkout"],
    ["/crm/client/validate/", "/account/crm-agent/login"],
  ])("%s goes to %s permanently", (from, to) => {
    expect(resolveUnmatchedPath(from, "en-US")).toEqual({ to, status: 301 });
  });

  test("a country name or slug goes to its destinations page, in the page's language", () => {
    expect(resolveUnmatchedPath("/nigeria", "en-US")).toEqual({ to: "/destinations/nigeria", status: 301 });
    expect(targetOf("/Ghana", "en-US")).toBe("/destinations/ghana");
    expect(targetOf("/united-kingdom", "en-US")).toBe("/destinations/united-kingdom");
    expect(targetOf("/royaume-uni", "fr-FR")).toBe("/destinations/royaume-uni");
    expect(targetOf("/royaume-uni", "en-US")).toBe("/destinations/united-kingdom");
    expect(targetOf("/Côte%20d'Ivoire", "fr-FR")).toBe("/destinations/cote-d-ivoire");
    expect(targetOf("/cote-d-ivoire", "en-US")).toBe("/destinations/cote-d-ivoire");
  });

  test("anything else goes home, temporarily", () => {
    expect(resolveUnmatchedPath("/no-such-page", "en-US")).toEqual({ to: "/", status: 302 });
    expect(resolveUnmatchedPath("/xx-YY/flight", "en-US")).toEqual({ to: "/", status: 302 });
    expect(resolveUnmatchedPath("/referral/a/b", "en-US")).toEqual({ to: "/", status: 302 });
    expect(resolveUnmatchedPath("/%E0%A4%A", "en-US")).toEqual({ to: "/", status: 302 });
  });

  test("a missing file is not sent the home page, but a username with a dot is still a referral", () => {
    expect(resolveUnmatchedPath("/logo.png", "en-US")).toEqual({ notFound: true });
    expect(resolveUnmatchedPath("/assets/app-123.js", "en-US")).toEqual({ notFound: true });
    expect(resolveUnmatchedPath("/wp-login.php", "en-US")).toEqual({ notFound: true });
    expect(resolveUnmatchedPath("/nigeria", "en-US")).not.toEqual({ notFound: true });
  });
});

describe("one spelling of each page's URL", () => {
  test("a section in capitals or a trailing slash is the page's one URL; ids and a language's home are kept", () => {
    const cases: Array<[string, string]> = [
      ["/FLIGHT", "/flight"],
      ["/flight/", "/flight"],
      ["/about-us/", "/about-us"],
      ["/fr-FR/About-Us/", "/fr-FR/about-us"],
      ["/Things-To-Do/ACT-LOS-01", "/things-to-do/ACT-LOS-01"],
      ["/hotel/LOS-001", "/hotel/LOS-001"],
      ["/fr-FR", "/fr-FR/"],
      ["/fr-FR/", "/fr-FR/"],
      ["/", "/"],
      ["//", "/"],
      ["/flight/search", "/flight/search"],
    ];
    for (const [path, one] of cases) expect(canonicalSpelling(path), path).toBe(one);
  });
});
