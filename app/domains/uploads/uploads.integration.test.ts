import { env } from "cloudflare:test";
import { PDFDocument } from "pdf-lib";
import { describe, expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { inspectPdfFor } from "~/services.server";
import { ACTIVE_PDFS, cleanPdf, scriptInObjectStream } from "../../../tests/support/pdfs";
import { testClock } from "../../../tests/support/clock";
import { readUpload, storeUpload, uploadsOf } from "./uploads.server";

// A PDF given to Tern (a visa applicant's passport scan) is read by the documents Worker through the DOCUMENTS
// binding: an active one never reaches the bucket, and a clean one is kept as the Worker wrote it again.

const deps = { db: createDb(env.DB), bucket: env.UPLOADS, now: testClock(), inspectPdf: inspectPdfFor(env) };
const pdfFile = (bytes: Uint8Array) =>
  new File([bytes as Uint8Array<ArrayBuffer>], "passport.pdf", { type: "application/pdf" });

describe("uploaded PDFs, through the documents Worker", () => {
  test("every bypass of a text search is refused, and nothing is stored", async () => {
    const owner = `pdf-active-${crypto.randomUUID()}`;
    const bypasses = [...Object.values(ACTIVE_PDFS), await scriptInObjectStream()];
    for (const bytes of bypasses) {
      expect(await storeUpload(deps, owner, "passport", pdfFile(bytes), ["pdf"])).toEqual({
        ok: false,
        reason: "active",
      });
    }
    expect(await uploadsOf(deps.db, owner)).toEqual([]);
    expect((await env.UPLOADS.list({ prefix: `${owner}/` })).objects).toEqual([]);
  });

  test("a clean PDF is kept, as its pages written again", async () => {
    const owner = `pdf-clean-${crypto.randomUUID()}`;
    const given = await cleanPdf();
    const stored = await storeUpload(deps, owner, "passport", pdfFile(given), ["pdf"]);
    if (!stored.ok) throw new Error(stored.reason);
    const read = await readUpload(deps, owner, stored.upload.id);
    const bytes = new Uint8Array(await new Response(read!.body).arrayBuffer());
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    expect(stored.upload.size).toBe(bytes.byteLength);
  });
});
