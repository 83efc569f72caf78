import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, test } from "vitest";
import { pdfFromDocumentsWorker } from "../../../tests/support/documents";
import { eTicketInput, ticketTraveller } from "../../../tests/support/e-ticket";
import { eTicketDocument } from "./documents.server";

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe("the e-ticket PDF", () => {
  test("prints Yoruba names as written, each flight with local times, every passenger with ticket, seats and bags, the add-ons, the fare rules and the link", async () => {
    const { offer, input } = await eTicketInput(
      [{ from: "LOS", to: "ABV", date: "2026-12-10" }],
      [ticketTraveller(0, "Ọlábísí", "Ọṣun"), ticketTraveller(1, "Adébáyọ̀", "Ẹ̀kọ́")],
      { code: "INS-AFRICA-STANDARD", tier: "standard", quantity: 50_000, scope: "africa" },
    );
    const bytes = await pdfFromDocumentsWorker(eTicketDocument(input, "https://tern.example"));
    const text = (await pdfText(bytes)).normalize("NFC");
    expect(text).toContain("Ms Ọlábísí Ọṣun".normalize("NFC"));
    expect(text).toContain("Ms Adébáyọ̀ Ẹ̀kọ́".normalize("NFC"));
    expect(text).not.toContain("?");
    expect(text).toContain("0711234567890");
    expect(text).toContain("0711234567891");
    const segment = offer.slices[0]?.segments[0];
    expect(text).toContain(`${segment?.flightNumber}`);
    expect(text).toContain("Lagos (LOS)");
    expect(text).toContain("Abuja (ABV)");
    expect(text).toContain("PNR123");
    // Seats, bags and add-ons, the fare's rules, and the link from the configured origin.
    expect(text).toContain(`${segment?.flightNumber} 14C`);
    expect(text).toContain("2 × 23 kg LOS–ABV");
    // An add-on by its name, as the extras step showed it, never its catalog code.
    expect(text.replace(/\s+/g, " ")).toContain("Travel insurance, standard (cover up to $50,000)");
    expect(text).not.toContain("INS-AFRICA-STANDARD");
    expect(text).toContain("Refunds");
    expect(text).toContain("https://tern.example/booking/aaaaaaaaaaaaaaaa/summary");
    // The embedded font is a subset: the whole file stays small.
    expect(bytes.length).toBeLessThan(80_000);
  });
});
