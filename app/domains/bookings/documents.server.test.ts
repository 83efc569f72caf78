import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, test } from "vitest";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import { pdfFromDocumentsWorker } from "../../../tests/support/documents";
import { eTicketDocument } from "./documents.server";
import type { Booking, BookingItem, Traveller } from "./types";

const supplier = new SandboxFlightSupplier("unit-test-secret");

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

function traveller(position: number, firstName: string, lastName: string): Traveller {
  return {
    type: "adult",
    title: "MS",
    firstName,
    middleName: "",
    lastName,
    dateOfBirth: "1990-01-01",
    nationality: "NG",
    gender: "female",
    email: position === 0 ? "olabisi@example.com" : null,
    phone: null,
    passportNumber: null,
    passportAuthority: null,
    passportIssuedOn: null,
    passportExpiresOn: null,
    loyaltyId: null,
  } as Traveller;
}

describe("the e-ticket PDF", () => {
  test("prints Yoruba names as written, each flight with local times, every passenger with ticket, seats and bags, the add-ons, the fare rules and the link", async () => {
    const [offer] = await supplier.search(
      {
        slices: [{ from: "LOS", to: "ABV", date: "2026-12-10" }],
        adults: 2,
        childAges: [],
        infants: 0,
        cabin: "economy",
        currency: "NGN",
      },
      new Date("2026-11-22T10:00:00Z"),
    );
    if (!offer) throw new Error("no offer");
    const family = offer.families[0];
    if (!family) throw new Error("no family");
    const booking = {
      id: "aaaaaaaaaaaaaaaa",
      reference: "TRNABC",
      status: "ticketed",
      locale: "en-US",
      currency: "NGN",
      offer,
      family,
      pnr: "PNR123",
      createdAt: "2026-11-22T10:00:00Z",
      passengers: { adults: 2, childAges: [], infants: 0 },
    } as unknown as Booking;
    const segmentRef = "0-0";
    const ngn = (amount: number) => ({ amount, currency: "NGN" as const });
    const items = [
      {
        key: "s",
        kind: "seat",
        traveller: 0,
        flight: segmentRef,
        code: "14C",
        quantity: 1,
        price: ngn(500_000),
        holdId: null,
      },
      { key: "b", kind: "bag", traveller: 1, flight: "0", code: "BAG", quantity: 2, price: ngn(900_000), holdId: null },
      {
        key: "a",
        kind: "addon",
        traveller: null,
        flight: null,
        code: "INS-AFRICA-STANDARD",
        quantity: 2,
        price: ngn(300_000),
        holdId: null,
        addon: { kind: "insurance", tier: "standard", quantity: 50_000, scope: "africa" },
      },
    ] as BookingItem[];
    const bytes = await pdfFromDocumentsWorker(
      eTicketDocument(
        {
          items,
          booking,
          travellers: [traveller(0, "Ọlábísí", "Ọṣun"), traveller(1, "Adébáyọ̀", "Ẹ̀kọ́")],
          tickets: [
            { position: 0, number: "0711234567890", issuedAt: "2026-11-22T10:00:00Z", voidedAt: null },
            { position: 1, number: "0711234567891", issuedAt: "2026-11-22T10:00:00Z", voidedAt: null },
          ],
          summary: { total: { amount: 12_345_600, currency: "NGN" } } as never,
        },
        "https://tern.example",
      ),
    );
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
