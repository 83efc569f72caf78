import { PDFDocument } from "pdf-lib";
import { describe, expect, test } from "vitest";
import { ACTIVE_PDFS, cleanPdf, handWrittenPdf, scriptInObjectStream } from "../../../tests/support/pdfs";
import { inspectPdf } from "./pdf-inspect.server";

const text = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

describe("an uploaded PDF is parsed, not searched", () => {
  test.each(Object.entries(ACTIVE_PDFS))("%s is refused", async (_name, pdf) => {
    expect(await inspectPdf(pdf)).toEqual({ ok: false, reason: "active" });
  });

  test("a script inside a compressed object stream is refused, though its bytes never say JavaScript", async () => {
    const pdf = await scriptInObjectStream();
    expect(text(pdf)).not.toMatch(/JavaScript/);
    expect(text(pdf)).toMatch(/\/ObjStm/);
    expect(await inspectPdf(pdf)).toEqual({ ok: false, reason: "active" });
  });

  test("a clean PDF is accepted and kept as its pages written again, nothing else", async () => {
    const inspected = await inspectPdf(await cleanPdf());
    if (!inspected.ok) throw new Error(inspected.reason);
    const kept = await PDFDocument.load(inspected.pdf);
    expect(kept.getPageCount()).toBe(1);
    expect(kept.getPage(0).getSize()).toEqual({ width: 595, height: 842 });
    // A page with a harmless catalog entry (a page layout) passes; the rewrite keeps pages, not the catalog's extras.
    const plain = await inspectPdf(handWrittenPdf("/PageLayout /SinglePage"));
    expect(plain.ok).toBe(true);
    if (plain.ok) expect(text(plain.pdf)).not.toMatch(/SinglePage/);
  });

  test("what cannot be read whole is refused", async () => {
    expect(await inspectPdf(new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog"))).toEqual({
      ok: false,
      reason: "unreadable",
    });
    expect(await inspectPdf(new TextEncoder().encode("%PDF-1.7\n"))).toEqual({ ok: false, reason: "unreadable" });
  });
});
