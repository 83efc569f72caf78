import { describe, expect, test } from "vitest";
import { OptionalSafePathSchema, SafePathSchema, safePath } from "./safe-redirect";

describe("a same-site path to return to", () => {
  test.each([
    ["/fr-FR/flight?x=1#top", "/fr-FR/flight?x=1#top"],
    ["  /account  ", "/account"],
    ["/a/../b", "/b"],
    // An encoded newline is part of a path, not a header break.
    ["/%0a", "/%0a"],
  ])("%j is kept as %j", (value, kept) => {
    expect(SafePathSchema.parse(value)).toBe(kept);
  });

  test.each([
    "//evil.example",
    "https://evil.example/",
    "/\t/evil.example",
    "/\n/evil.example",
    "/a\r\nSet-Cookie: x=1",
    "/\u2028x",
    "/\\evil.example",
    "\\/evil.example",
    "evil.example",
  ])("%j becomes /", (value) => {
    expect(SafePathSchema.parse(value)).toBe("/");
  });

  test("what a browser would read as another origin is refused however it is spelled", () => {
    for (const value of ["/\t/evil.example", "/ /evil.example".replace(" ", "\u000b"), "/\u0000/x"]) {
      expect(safePath(value)).toBeNull();
    }
  });

  test.each([
    // Dot segments that normalise to a protocol-relative URL.
    "/.//evil.example",
    "/./../evil.example/..//x".replace("/x", "/evil.example"),
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    // Tabs and newlines, raw or as the browser would drop them.
    "/\t/evil.example",
    "/\t\t/evil.example",
    "\t//evil.example",
    // Encoded slashes and backslashes at the start of the path.
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "/%5C/evil.example",
    "/%5c%5cevil.example",
  ])("%j is refused, its normalised form checked again", (value) => {
    expect(safePath(value)).toBeNull();
    expect(SafePathSchema.parse(value)).toBe("/");
  });

  test("a path with dot segments that stays ours is kept, normalised", () => {
    expect(safePath("/fr-FR/./flight/../hotel?x=%2F%2Fy")).toBe("/fr-FR/hotel?x=%2F%2Fy");
    expect(safePath("/a/%2F")).toBe("/a/%2F");
  });

  test("an optional back link (the subscribe page's) keeps only what safePath keeps", () => {
    expect(OptionalSafePathSchema.parse("/flight?x=1")).toBe("/flight?x=1");
    expect(OptionalSafePathSchema.parse(undefined)).toBeUndefined();
    for (const value of ["/\t/evil.example", "/.//evil.example", "//evil.example", "https://evil.example"]) {
      expect(OptionalSafePathSchema.parse(value)).toBeUndefined();
    }
  });
});
