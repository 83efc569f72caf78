import { eq } from "drizzle-orm";
import { z } from "zod";
import { commit, type Jobs } from "~/domains/checkout/checkout.server";
import { stableIdFor } from "~/domains/core/ids";
import type { Database } from "~/db/client.server";
import type { EmailDeps } from "~/domains/notifications/email.server";
import type { Locale } from "~/i18n/locales";
import { textFor } from "~/i18n/translator.server";
import type { FeedbackForm } from "./schema";
import { feedback } from "./tables";
import { kindJob } from "~/domains/jobs/kinds";

/** Where feedback goes: the team reads it there. */
export const FEEDBACK_INBOX = "feedback@tern.example";

export const FeedbackEmailJobSchema = z.object({ feedbackId: z.string().max(40), dedupeKey: z.string().max(100) });

/**
 * Keeps a visitor's feedback and e-mails it to the team: the same message sent twice the same day from the same
 * page and address is kept and e-mailed once.
 */
export async function sendFeedback(
  deps: { db: Database; now: Date; jobs: Jobs },
  input: FeedbackForm & { locale: Locale },
): Promise<string> {
  const email = input.email?.toLowerCase() ?? null;
  const id = await stableIdFor("feedback", input.message, email ?? "", input.page, deps.now.toISOString().slice(0, 10));
  const dedupeKey = `feedback:${id}`;
  await commit(
    deps,
    [
      deps.db
        .insert(feedback)
        .values({
          id,
          message: input.message,
          email,
          page: input.page,
          locale: input.locale,
          createdAt: deps.now.toISOString(),
        })
        .onConflictDoNothing(),
    ],
    [kindJob("feedback_email", dedupeKey, { feedbackId: id, dedupeKey })],
  );
  return id;
}

/** The team's copy, in English, as text: the message, the page, and the address to answer if given. */
export async function sendFeedbackEmail(deps: EmailDeps, job: z.infer<typeof FeedbackEmailJobSchema>) {
  const [row] = await deps.db.select().from(feedback).where(eq(feedback.id, job.feedbackId));
  if (!row) return;
  const t = textFor("en-US", "home");
  await deps.sender.send({
    dedupeKey: job.dedupeKey,
    to: FEEDBACK_INBOX,
    locale: "en-US",
    subject: t("feedback.teamEmail.subject", { page: row.page, locale: row.locale }),
    text: [
      row.message,
      "",
      t("feedback.teamEmail.page", { url: `${deps.siteUrl}${row.page}` }),
      t("feedback.teamEmail.answerTo", { email: row.email ?? t("feedback.teamEmail.noAddress") }),
    ].join("\n"),
    attachments: [],
  });
}
