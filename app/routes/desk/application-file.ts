import { data } from "react-router";
import { getApplication } from "~/domains/applications/applications.server";
import { auditStatement } from "~/domains/staff/audit.server";
import { readUpload } from "~/domains/uploads/uploads.server";
import { applicationDeskDeps, deskActor, requireApplicationRole } from "~/utils/desk.server";
import type { Route } from "./+types/application-file";

/**
 * GET /desk/applications/{id}/files/{fileId}: a traveller's file for the officer deciding it, always as a download of
 * bytes (never shown inline, never sniffed, sandboxed), and never cached; each opening is an audit row, as a page
 * view is noted.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const deps = applicationDeskDeps(context);
  const app = await getApplication(deps.db, deps.kinds, params.applicationId);
  if (!app) throw data(null, { status: 404 });
  requireApplicationRole(context, app.kind);
  const found = await readUpload(deps, app.id, params.fileId);
  if (!found) throw data(null, { status: 404 });
  const actor = deskActor(context, request);
  await deps.db.batch([
    auditStatement(
      deps.db,
      actor,
      {
        action: "application.file_view",
        record: { kind: "application", id: app.id },
        detail: { slot: found.upload.slot },
      },
      deps.now,
    ),
  ]);
  const extension = found.upload.type === "jpeg" ? "jpg" : found.upload.type;
  return new Response(found.body, {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Disposition": `attachment; filename="${app.reference}-${found.upload.slot.replace(/[^a-z0-9-]/gi, "-")}.${extension}"`,
      "Content-Security-Policy": "sandbox; default-src 'none'",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
