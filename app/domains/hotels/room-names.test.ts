import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator.server";
import { bedsText, roomName } from "./room-names";

describe("room names", () => {
  it("names a room's kind and its beds in the page's language", () => {
    const en = translatorFor("en-US", "hotel");
    const fr = translatorFor("fr-FR", "hotel");
    const beds = [
      { type: "king", count: 1 },
      { type: "sofa_bed", count: 2 },
    ] as const;
    expect(roomName(fr, { kind: "junior_suite", name: "Junior Suite" })).toBe("Suite junior");
    expect(bedsText(en, "en-US", beds)).toBe("1 king bed and 2 sofa beds");
    expect(bedsText(fr, "fr-FR", beds)).toBe("1 lit king size et 2 canapés-lits");
  });

  it("keeps a supplier's own name for a room of no kind Tern knows, or a stay kept before kinds", () => {
    const fr = translatorFor("fr-FR", "hotel");
    expect(roomName(fr, { kind: null, name: "Ocean Loft" })).toBe("Ocean Loft");
    expect(roomName(fr, { name: "Standard Room" })).toBe("Standard Room");
  });
});
