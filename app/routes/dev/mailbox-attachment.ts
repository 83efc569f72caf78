import { data } from "react-router";
import { dbContext, envContext } from "~/context";
import { readOutboxMessage } from "~/domains/notifications/email.server";
import type { Route } from "./+types/mailbox-attachment";
import { requireDevTools } from "~/utils/deployment.server";
import { MAIL_PREVIEW_CSP } from "~/utils/security.server";

/** One attachment of one outbox message, as the e-mail would have carried it, or (`html`) its HTML part. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireDevTools(request, context.get(envContext));
  const message = await readOutboxMessage(context.get(dbContext), Number(params.messageId));
  if (params.file === "html") {
    if (!message?.html) throw data(null, { status: 404 });
    // The e-mail as a mail client shows it: its inline styles and nothing else (no script, no fetch, sandboxed).
    return new Response(message.html, {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": MAIL_PREVIEW_CSP,
        "Cache-Control": "no-store",
      },
    });
  }
  const attachment = message?.attachments[Number(params.file)];
  if (!attachment) throw data(null, { status: 404 });
  const bytes = Uint8Array.from(atob(attachment.base64), (c) => c.charCodeAt(0));
  return new Response(bytes, {
    headers: {
      "Content-Type": attachment.contentType,
      "Content-Disposition": `attachment; filename="${attachment.filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
