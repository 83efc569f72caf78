import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRef, PDFStream } from "pdf-lib";
import type { PdfInspection } from "./layout";

// Uploaded PDFs are parsed, not searched (DESIGN.md, Security): pdf-lib reads the file as a viewer would, object
// streams inflated and names decoded (`/J#61vaScript` is /JavaScript), and every object is walked. A PDF that can
// run or carry something (scripts, launch actions, embedded files, forms) is refused; one that passes is kept as
// pdf-lib writes its pages again, so what is stored is only what was read. Only the documents Worker and tests
// import this: the main Worker carries no PDF code (decision 023).

/** Names that make a PDF act when opened or carry another file: refused wherever they stand. */
const ACTIVE = new Set([
  "JavaScript",
  "JS",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "FileAttachment",
  "RichMedia",
  "AcroForm",
  "XFA",
  "SubmitForm",
  "ImportData",
  "GoToE",
  "GoToR",
]);

/** Whether an object, or anything it holds directly, names something active. */
function active(object: PDFObject, seen: Set<PDFObject>): boolean {
  if (seen.has(object)) return false;
  seen.add(object);
  if (object instanceof PDFName) return ACTIVE.has(object.decodeText());
  if (object instanceof PDFStream) return active(object.dict, seen);
  if (object instanceof PDFArray) return object.asArray().some((item) => active(item, seen));
  if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) if (active(key, seen) || active(value, seen)) return true;
  }
  return false;
}

export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
  try {
    return await readAndRewrite(bytes);
  } catch {
    // What pdf-lib cannot read whole (a truncated file, no catalog, an encrypted one): a viewer's leniency is where a
    // hidden object would live.
    return { ok: false, reason: "unreadable" };
  }
}

async function readAndRewrite(bytes: Uint8Array): Promise<PdfInspection> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  const seen = new Set<PDFObject>();
  const objects = source.context.enumerateIndirectObjects().map(([, object]) => object);
  const { Root, Info } = source.context.trailerInfo;
  const direct = [Root, Info].filter((object): object is PDFObject => Boolean(object) && !(object instanceof PDFRef));
  if ([...objects, ...direct].some((object) => active(object, seen))) return { ok: false, reason: "active" };
  // Written again from its pages alone: the catalog's actions, names and metadata, and any object no page uses, stay out.
  const kept = await PDFDocument.create({ updateMetadata: false });
  const pages = await kept.copyPages(source, source.getPageIndices());
  if (pages.length === 0) return { ok: false, reason: "unreadable" };
  for (const page of pages) kept.addPage(page);
  return { ok: true, pdf: await kept.save() };
}
