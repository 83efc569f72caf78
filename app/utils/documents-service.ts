// Relative, not "~/": vitest.config.ts imports this file too, outside Vite's aliases.
import { DocumentSpecSchema, type RenderPdf } from "../domains/documents/layout";

/**
 * The documents Worker's answer to a request (decision 023): a POST of a description to /render gets its PDF, a
 * description that is not one a 400, anything else a 404. `render` sets it: the Worker's own font, or the tests'.
 */
export async function answerDocumentRequest(request: Request, render: RenderPdf): Promise<Response> {
  if (request.method !== "POST" || new URL(request.url).pathname !== "/render") {
    return new Response("Not Found", { status: 404 });
  }
  const document = DocumentSpecSchema.safeParse(await request.json().catch(() => null));
  if (!document.success) return Response.json({ error: "invalid_document" }, { status: 400 });
  const pdf = await render(document.data);
  return new Response(pdf as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": "application/pdf" } });
}
