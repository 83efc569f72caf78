import { describe, expect, test } from "vitest";
import { orderAccessToken, verifyOrderAccess } from "./access.server";

describe("links that open one order", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  test("a token opens its order until it expires, and no other", () => {
    const token = orderAccessToken("secret", "aaaaaaaaaaaaaaaa", now, 30);
    expect(verifyOrderAccess("secret", "aaaaaaaaaaaaaaaa", token, now)).toBe(true);
    expect(verifyOrderAccess("secret", "bbbbbbbbbbbbbbbb", token, now)).toBe(false);
    expect(verifyOrderAccess("other", "aaaaaaaaaaaaaaaa", token, now)).toBe(false);
    expect(verifyOrderAccess("secret", "aaaaaaaaaaaaaaaa", token, new Date("2026-12-23T10:00:00Z"))).toBe(false);
    const [expires, signature = ""] = token.split(".");
    const later = `${Number(expires) + 86_400}.${signature}`;
    expect(verifyOrderAccess("secret", "aaaaaaaaaaaaaaaa", later, now)).toBe(false);
    expect(verifyOrderAccess("secret", "aaaaaaaaaaaaaaaa", "junk", now)).toBe(false);
  });
});
