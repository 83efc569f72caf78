import dejaVuSans from "./fonts/dejavu-sans-tern.ttf?inline";
import type { DocumentSpec, RenderPdf } from "./layout";
import { type Drawn, renderDocument } from "./pdf-layout.server";

/**
 * The PDF setter, with its font: what the documents Worker runs (workers/documents.ts, decision 023), and what tests
 * call in place of the DOCUMENTS binding. Only they import it: the main Worker carries no PDF code.
 *
 * DejaVu Sans (its licence allows embedding), cut to the scripts Tern prints by `npm run fonts:subset`
 * (scripts/subset-fonts.mjs): Latin with its extensions (Yoruba's dotted letters, Igbo's, Hausa's hooked ones),
 * every combining mark, punctuation, currency signs, arrows: 125 KB instead of 757 KB.
 */
let regularFont: Uint8Array | null = null;
const bytesOf = (dataUrl: string) => new Uint8Array(Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"));

export const renderPdf: RenderPdf = (document) => renderDocument(document, (regularFont ??= bytesOf(dejaVuSans)));

/** The same setter, telling `trace` each text and box it draws: what the layout test checks for overlaps. */
export const renderPdfTraced = (document: DocumentSpec, trace: (drawn: Drawn) => void) =>
  renderDocument(document, (regularFont ??= bytesOf(dejaVuSans)), trace);
