import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { renderPdfFor } from "~/services.server";
import { voucherDocument } from "./voucher.server";

// The main Worker's way to a PDF (decision 023): a document's description over the DOCUMENTS service binding, its
// bytes back. The setter itself, with Yoruba, Igbo and Hausa names read back, is tested in voucher.server.test.ts.

const voucher = voucherDocument({
  locale: "en-US",
  brand: "Tern",
  title: "Activity ticket",
  confirmation: { label: "Confirmation", value: "ACT-20931" },
  facts: [["Date", "20 Dec 2026"]],
  guests: { heading: "Guests", columns: ["Name", "Ticket"], rows: [["Ọlábísí Ọṣun", "Adult"]] },
  details: { heading: "Lekki Conservation Centre", rows: [["Meeting point", "Lekki-Epe Expressway"]] },
  footer: "Show this ticket at the entrance.",
});

describe("the DOCUMENTS binding", () => {
  test("answers a description with its PDF", async () => {
    const pdf = await renderPdfFor(env)(voucher);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
    expect(pdf.byteLength).toBeGreaterThan(2_000);
  });

  test("a description the documents Worker refuses is an error, never an empty document", async () => {
    const broken = { ...voucher, blocks: [{ kind: "video", src: "x" }] } as never;
    await expect(renderPdfFor(env)(broken)).rejects.toThrow();
  });
});
