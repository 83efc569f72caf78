import { describe, expect, test } from "vitest";
import { instantIn, localDate, localTime } from "./format-time";

describe("dates and times in the traveller's language and the airport's zone", () => {
  test("an airport's wall-clock time stays as it is, in each language's form", () => {
    expect(localTime("2026-12-20T14:13", "en-US")).toBe("2:13 PM");
    expect(localTime("2026-12-20T14:13", "fr-FR")).toBe("14:13");
    expect(localDate("2026-12-20", "en-US")).toBe("Dec 20, 2026");
    expect(localDate("2026-12-20T23:50", "fr-FR", "long")).toBe("20 décembre 2026");
  });

  test("an instant in a zone names the zone", () => {
    expect(instantIn("2026-12-20T13:13:00Z", "Africa/Lagos", "en-US")).toBe("December 20, 2026 at 2:13 PM GMT+1");
  });
});
