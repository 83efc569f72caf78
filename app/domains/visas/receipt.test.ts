import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, test } from "vitest";
import { orderDocument } from "~/domains/supplier-orders/documents.server";
import type { SupplierOrder } from "~/domains/supplier-orders/types";
import { pdfFromDocumentsWorker } from "../../../tests/support/documents";
import { visaFeesFacts, type VisaFeesQuote, type VisaFeesRequest } from "./product.server";

// A visa's fees receipt speaks of the application its fees sent: when its decision is expected, never a ticket to show
// on the day.

const order = (locale: "en-US" | "fr-FR"): SupplierOrder<VisaFeesRequest, VisaFeesQuote> => ({
  id: "aaaaaaaaaaaaaaaa",
  reference: "VIS123",
  kind: "visa",
  visitorId: "v",
  memberId: null,
  status: "confirmed",
  locale,
  currency: "NGN",
  country: "NG",
  request: {
    applicationId: "bbbbbbbbbbbbbbbb",
    visaType: "GB-VISITOR-6M",
    destination: "GB",
    travelDate: "2027-03-01",
    applicants: 1,
    lateAccepted: false,
  },
  quote: {
    governmentFee: { amount: 26_000_000, currency: "NGN" },
    serviceFee: { amount: 3_875_000, currency: "NGN" },
    officialFee: { amount: 12_700, currency: "GBP" },
  },
  total: { amount: 29_875_000, currency: "NGN" },
  startsOn: "2027-03-01",
  search: "/applications/bbbbbbbbbbbbbbbb",
  inventoryUnit: null,
  holdId: "h",
  holdExpiresAt: "2027-01-08T10:20:00Z",
  confirmation: "APP-ABC234",
  codes: [],
  // Sent on Friday 8 January: fifteen working days on is Friday 29 January.
  confirmedAt: "2027-01-08T10:05:00Z",
  outcome: null,
  cancelledAt: null,
  cancelRefund: null,
  attachedTo: null,
  createdAt: "2027-01-08T10:00:00Z",
});

const lead = { title: "MRS", firstName: "Ngozi", lastName: "Okafor", email: "n@example.com", phone: "+2348012345678" };

async function receiptText(locale: "en-US" | "fr-FR") {
  const spec = orderDocument({ visa: visaFeesFacts }, order(locale), lead, "https://tern.example");
  if (!spec) throw new Error("no receipt");
  const bytes = await pdfFromDocumentsWorker(spec);
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("a visa's fees receipt", () => {
  test("in English: the application's decision date, a receipt to keep, no ticket or day to show it", async () => {
    const text = await receiptText("en-US");
    expect(text).toContain("Visa fees receipt");
    expect(text).toContain("Decision expected by");
    expect(text).toContain("Decision expected by January 29, 2027");
    expect(text).toContain("Keep this receipt: it shows your fees are paid.");
    expect(text).not.toMatch(/ticket|on the day/i);
  });

  test("in French, the same", async () => {
    const text = await receiptText("fr-FR");
    expect(text).toContain("Décision attendue d’ici le");
    expect(text).toContain("29 janvier 2027");
    expect(text).toContain("Gardez ce reçu");
    expect(text).not.toMatch(/billet|jour venu/i);
  });
});
