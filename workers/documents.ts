import { answerDocumentRequest } from "~/utils/documents-service";
import { renderPdf } from "~/domains/documents/render.server";
import { inspectPdf } from "~/domains/documents/pdf-inspect.server";
import { safePhoto } from "~/domains/owners/photo-pipeline";

// The documents Worker (decision 023): sets a document's description (app/domains/documents/layout.ts) in PDF, and
// reads an uploaded PDF (refused when active, else written again), and makes an owner's photo safe (decoded, resized,
// encoded again: decision 029). Only
// the main Worker reaches it, through its DOCUMENTS service binding; it has no route of its own on the internet.

export default {
  fetch: (request) => answerDocumentRequest(request, renderPdf, inspectPdf, safePhoto),
} satisfies ExportedHandler;
