import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, test } from "vitest";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import { eTicketPdf } from "./documents.server";
import type { Booking, Traveller } from "./types";

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
  test("prints Yoruba names as written, the flights with their arrow, and every passenger's ticket", async () => {
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
      passengers: { adults: 2, childAges: [], infants: 0 },
    } as unknown as Booking;
    const bytes = await eTicketPdf({
      booking,
      travellers: [traveller(0, "Ọlábísí", "Ọṣun"), traveller(1, "Adébáyọ̀", "Ẹ̀kọ́")],
      tickets: [
        { position: 0, number: "0711234567890", issuedAt: "2026-11-22T10:00:00Z" },
        { position: 1, number: "0711234567891", issuedAt: "2026-11-22T10:00:00Z" },
      ],
      summary: { total: { amount: 12_345_600, currency: "NGN" } } as never,
    });
    const text = (await pdfText(bytes)).normalize("NFC");
    expect(text).toContain("MS Ọlábísí Ọṣun".normalize("NFC"));
    expect(text).toContain("MS Adébáyọ̀ Ẹ̀kọ́".normalize("NFC"));
    expect(text).not.toContain("?");
    expect(text).toContain("0711234567890");
    expect(text).toContain("0711234567891");
    const segment = offer.slices[0]?.segments[0];
    expect(text).toContain(`${segment?.flightNumber}`);
    expect(text).toMatch(/LOS .*→ ABV/);
    expect(text).toContain("PNR123");
    // The embedded font is a subset: the whole file stays small.
    expect(bytes.length).toBeLessThan(60_000);
  });
});
