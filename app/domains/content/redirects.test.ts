import { describe, expect, test } from "vitest";
import { resolveUnmatchedPath } from "./redirects";

describe("resolveUnmatchedPath (spec section 2 redirects)", () => {
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
    expect(resolveUnmatchedPath("/Ghana", "en-US").to).toBe("/destinations/ghana");
    expect(resolveUnmatchedPath("/united-kingdom", "en-US").to).toBe("/destinations/united-kingdom");
    expect(resolveUnmatchedPath("/royaume-uni", "fr-FR").to).toBe("/destinations/royaume-uni");
    expect(resolveUnmatchedPath("/royaume-uni", "en-US").to).toBe("/destinations/united-kingdom");
    expect(resolveUnmatchedPath("/Côte%20d'Ivoire", "fr-FR").to).toBe("/destinations/cote-d-ivoire");
    expect(resolveUnmatchedPath("/cote-d-ivoire", "en-US").to).toBe("/destinations/cote-d-ivoire");
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
