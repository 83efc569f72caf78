import { describe, expect, test } from "vitest";
import { bookingAccessToken, verifyBookingAccess } from "./retrieve.server";
import { normalizeReference, RetrieveFormSchema } from "./schema";

describe("links that open one booking", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  test("a token opens its booking until it expires, and no other", () => {
    const token = bookingAccessToken("secret", "aaaaaaaaaaaaaaaa", now, 30);
    expect(verifyBookingAccess("secret", "aaaaaaaaaaaaaaaa", token, now)).toBe(true);
    expect(verifyBookingAccess("secret", "bbbbbbbbbbbbbbbb", token, now)).toBe(false);
    expect(verifyBookingAccess("other", "aaaaaaaaaaaaaaaa", token, now)).toBe(false);
    expect(verifyBookingAccess("secret", "aaaaaaaaaaaaaaaa", token, new Date("2026-12-23T10:00:00Z"))).toBe(false);
    const [expires, signature = ""] = token.split(".");
    const later = `${Number(expires) + 86_400}.${signature}`;
    expect(verifyBookingAccess("secret", "aaaaaaaaaaaaaaaa", later, now)).toBe(false);
    expect(verifyBookingAccess("secret", "aaaaaaaaaaaaaaaa", "junk", now)).toBe(false);
  });

  test("references are read as travellers type them", () => {
    expect(normalizeReference(" k7q 2zd ")).toBe("K7Q2ZD");
    // The form and the API take a reference however it is typed: spaced out, dashed, in lower case.
    for (const typed of ["k7q2zd", "K 7 Q 2 Z D", " k7q-2zd ", "K7Q 2ZD"]) {
      expect(RetrieveFormSchema.parse({ reference: typed, email: "a@example.com" }).reference).toBe("K7Q2ZD");
    }
    expect(RetrieveFormSchema.safeParse({ reference: "K7Q", email: "a@example.com" }).success).toBe(false);
    expect(RetrieveFormSchema.safeParse({ reference: "K7Q2Z!", email: "a@example.com" }).success).toBe(false);
  });
});
