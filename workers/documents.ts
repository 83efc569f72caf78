import { answerDocumentRequest } from "~/utils/documents-service";
import { renderPdf } from "~/domains/documents/render.server";
import { inspectPdf } from "~/domains/documents/pdf-inspect.server";

// The documents Worker (decision 023): sets a document's description (app/domains/documents/layout.ts) in PDF, and
// reads an uploaded PDF (refused when active, else written again). Only
// the main Worker reaches it, through its DOCUMENTS service binding; it has no route of its own on the internet.

export default {
  fetch: (request) => answerDocumentRequest(request, renderPdf, inspectPdf),
} satisfies ExportedHandler;
