import { readUpload } from "~/domains/uploads/uploads.server";
import { applicationDeps, requireApplication } from "~/utils/application.server";
import type { Route } from "./+types/file";

/**
 * GET /applications/{id}/files/{fileId}: one of an application's files, to its owner only (anyone else, and another
 * application's file, get the same 404). Served as what its bytes are, never sniffed again, sandboxed, never cached.
 */
export async function loader(args: Route.LoaderArgs) {
  const app = await requireApplication(args);
  const found = await readUpload(applicationDeps(args.context), app.id, args.params.fileId);
  if (!found) throw new Response("Not Found", { status: 404 });
  const extension = found.upload.type === "jpeg" ? "jpg" : found.upload.type;
  return new Response(found.body, {
    headers: {
      "Content-Type": found.contentType,
      "Content-Disposition": `inline; filename="${found.upload.slot.replace(/[^a-z0-9-]/gi, "-")}.${extension}"`,
      "Content-Security-Policy": "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
