import { DocumentSpecSchema } from "~/domains/documents/layout";
import { renderPdf } from "~/domains/documents/render.server";

// The documents Worker (decision 023): sets a document's description (app/domains/documents/layout.ts) in PDF. Only
// the main Worker reaches it, through its DOCUMENTS service binding; it has no route of its own on the internet.

export default {
  async fetch(request) {
    if (request.method !== "POST" || new URL(request.url).pathname !== "/render") {
      return new Response("Not Found", { status: 404 });
    }
    const document = DocumentSpecSchema.safeParse(await request.json().catch(() => null));
    if (!document.success) return Response.json({ error: "invalid_document" }, { status: 400 });
    const pdf = await renderPdf(document.data);
    return new Response(pdf as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": "application/pdf" } });
  },
} satisfies ExportedHandler;
