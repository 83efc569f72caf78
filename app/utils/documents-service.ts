// Relative, not "~/": vitest.config.ts imports this file too, outside Vite's aliases.
import { DocumentSpecSchema, type InspectPdf, type RenderPdf } from "../domains/documents/layout";
import type { MadePhoto, PhotoFile } from "../domains/owners/photo-types";

/** The largest upload the documents Worker reads (the uploads' own limit, 5 MB, with room for a multipart's bytes). */
const MAX_INSPECTED_BYTES = 6 * 1024 * 1024;

/**
 * The documents Worker's answer to a request (decision 023): a POST of a description to /render gets its PDF, a
 * description that is not one a 400; a POST of an uploaded PDF's bytes to /inspect gets them written again (200) or
 * why they are refused (422); anything else a 404. `render` sets a PDF and `inspect` reads one: the Worker's own, or
 * the tests'.
 */
export async function answerDocumentRequest(
  request: Request,
  render: RenderPdf,
  inspect: InspectPdf,
  photo: (file: PhotoFile) => MadePhoto,
): Promise<Response> {
  const path = new URL(request.url).pathname;
  // An owner's photo (decision 029): its bytes, name and type in, each width's JPEG out (base64), or why it is refused.
  if (request.method === "POST" && path === "/photo") {
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.byteLength > MAX_INSPECTED_BYTES) return Response.json({ ok: false, reason: "too_large" });
    const made = photo({
      name: decodeURIComponent(request.headers.get("X-File-Name") ?? ""),
      type: request.headers.get("Content-Type") ?? "",
      bytes,
    });
    if (!made.ok) return Response.json(made);
    const base64 = (b: Uint8Array) => btoa(Array.from(b, (c) => String.fromCharCode(c)).join(""));
    return Response.json({
      ok: true,
      sizes: made.sizes.map((s) => ({ width: s.width, height: s.height, jpeg: base64(s.bytes) })),
    });
  }
  if (request.method === "POST" && path === "/inspect") {
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.byteLength > MAX_INSPECTED_BYTES) return Response.json({ reason: "unreadable" }, { status: 422 });
    const inspected = await inspect(bytes);
    if (!inspected.ok) return Response.json({ reason: inspected.reason }, { status: 422 });
    return new Response(inspected.pdf as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": "application/pdf" } });
  }
  if (request.method !== "POST" || path !== "/render") {
    return new Response("Not Found", { status: 404 });
  }
  const document = DocumentSpecSchema.safeParse(await request.json().catch(() => null));
  if (!document.success) return Response.json({ error: "invalid_document" }, { status: 400 });
  const pdf = await render(document.data);
  return new Response(pdf as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": "application/pdf" } });
}
