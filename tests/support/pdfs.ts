import { PDFDocument, PDFName, PDFString } from "pdf-lib";

// PDFs for the upload tests: a clean one, and the active ones an attacker would send past a text search (names
// written with #xx escapes, an embedded file in the name tree, a script inside a compressed object stream).

/** A one-page PDF written by hand, its objects in order; `catalog` adds entries to its catalog. */
export function handWrittenPdf(catalog = "", extra: string[] = []): Uint8Array {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
    ...extra,
  ];
  const body = objects.map((o, i) => `${i + 1} 0 obj\n${o}\nendobj\n`).join("");
  return new TextEncoder().encode(`%PDF-1.4\n${body}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\n%%EOF\n`);
}

export const ACTIVE_PDFS = {
  "an escaped /JavaScript action": handWrittenPdf("/OpenAction 4 0 R", ["<< /S /J#61vaScript /JS (app.alert(1)) >>"]),
  "an escaped /Launch action": handWrittenPdf("/OpenAction 4 0 R", ["<< /S /L#61unch /F (cmd.exe) >>"]),
  "an /EmbeddedFiles name tree": handWrittenPdf("/Names << /EmbeddedFiles 4 0 R >>", [
    "<< /Names [(invoice.exe) 5 0 R] >>",
    "<< /Type /Filespec /F (invoice.exe) >>",
  ]),
  "a form": handWrittenPdf("/AcroForm << /Fields [] >>"),
};

/** A PDF whose script sits inside a compressed object stream: no "JavaScript" in its bytes as written. */
export async function scriptInObjectStream(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  const action = doc.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert(1)") });
  doc.catalog.set(PDFName.of("OpenAction"), doc.context.register(action));
  return doc.save({ useObjectStreams: true });
}

/** A clean PDF of one page, as a scanner or a phone's "save as PDF" writes it. */
export async function cleanPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText("Passport", { x: 50, y: 780, size: 18 });
  return doc.save();
}
