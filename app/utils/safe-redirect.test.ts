import { describe, expect, test } from "vitest";
import { SafePathSchema, safePath } from "./safe-redirect";

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
});
