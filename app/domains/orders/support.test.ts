import { describe, expect, test } from "vitest";
import { readSupportQuery } from "./support.server";

// The desk's support search reads what is typed as an e-mail, a phone or a code (decision 026).

describe("a support search term", () => {
  test("an e-mail, a phone's digits, or a reference or PNR as manage booking reads one", () => {
    expect(readSupportQuery(" Ngozi@Example.com ")).toEqual({ email: "ngozi@example.com" });
    expect(readSupportQuery("+234 (801) 234-5678")).toEqual({ phoneDigits: "2348012345678" });
    expect(readSupportQuery("w5l mka")).toEqual({ code: "W5LMKA" });
    expect(readSupportQuery("RF-123")).toEqual({ code: "RF123" });
    // Six digits are a code (an airline's PNR may be digits), not a phone.
    expect(readSupportQuery("123456")).toEqual({ code: "123456" });
    expect(readSupportQuery("   ")).toBeNull();
    expect(readSupportQuery("x".repeat(300))).toBeNull();
  });
});
