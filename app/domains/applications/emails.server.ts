import { z } from "zod";
import { orderAccessToken } from "~/domains/core/access.server";
import { transactionalEmail } from "~/domains/notifications/bodies.server";
import type { EmailDeps } from "~/domains/notifications/email.server";
import { canonicalPath } from "~/i18n/locales";
import { textFor } from "~/i18n/translator.server";
import { getApplication } from "./applications.server";
import { type Application, type ApplicationKinds, statusKey } from "./types";

/** The e-mail job of an application's step (applicationEmail): its id, the step, and the key that sends it once. */
export const ApplicationEmailJobSchema = z.object({
  applicationId: z.string().max(40),
  status: z.string().max(80),
  dedupeKey: z.string().max(200),
});
export type ApplicationEmailJob = z.infer<typeof ApplicationEmailJobSchema>;

/**
 * One e-mail of an application's step, in its language, to its contact: received (with a copy to the kind's inbox,
 * in English), checked, a file asked for again (naming it), lodged, decided. Its link opens the application anywhere.
 */
export async function sendApplicationEmail(deps: EmailDeps & { kinds: ApplicationKinds }, job: ApplicationEmailJob) {
  const app = await getApplication(deps.db, deps.kinds, job.applicationId);
  const kind = app ? deps.kinds[app.kind] : undefined;
  if (!app || !kind) return;
  const resubmitted = job.status.startsWith("resubmitted:");
  // The step the job is for, not the application's status now (it may have moved on before the e-mail went).
  const step = resubmitted
    ? "resubmitted"
    : statusKey({ status: job.status as Application["status"], outcome: app.outcome });
  const t = textFor(app.locale, "applications");
  const access = orderAccessToken(deps.secret, app.id, deps.now);
  const link = `${deps.siteUrl}${canonicalPath(app.locale, `/manage-booking/${app.id}`)}?access=${access}`;
  const needed = kind.files(app.request).filter((slot) => app.needs.includes(slot.slot));
  const kindName = t(`kinds.${app.kind}`);
  const values = {
    name: app.name.split(" ")[0] ?? app.name,
    kind: kindName,
    // Within a sentence: "your travel card application".
    kindInText: kindName.charAt(0).toLocaleLowerCase(app.locale) + kindName.slice(1),
    reference: app.reference,
    title: kind.title(app.request, app.locale).join(", "),
    status: t(`status.${app.kind}.${step}`),
    files: needed.map((slot) => t(slot.label.key, slot.label.values)).join(", "),
  };
  const subject = t("emails.subject", values);
  const paragraphs = t(`emails.${step}`, values).split("\n\n");
  // Asked for a file again at the desk: the officer's words, why.
  if (step === "more_needed" && app.needsReason) paragraphs.push(t("emails.askedBecause", { reason: app.needsReason }));
  const facts: Array<[string, string]> = [
    [t("reference"), app.reference],
    [t("what"), values.title],
    [t("statusLabel"), values.status],
  ];
  await deps.sender.send(
    transactionalEmail({
      dedupeKey: job.dedupeKey,
      to: app.email,
      locale: app.locale,
      subject,
      paragraphs,
      facts,
      action: { label: t("emails.view"), href: link },
    }),
  );
  if (kind.copyTo && job.status === "submitted") {
    // The team's copy names the enquiry and its contact; it carries no link that opens it.
    const en = textFor("en-US", "applications");
    const copy = en("emails.copy", { ...values, kind: en(`kinds.${app.kind}`), contact: `${app.name} <${app.email}>` });
    await deps.sender.send({
      dedupeKey: `${job.dedupeKey}:copy`,
      to: kind.copyTo,
      locale: "en-US",
      subject: copy,
      text: [copy, "", ...facts.map(([label, value]) => `${label}: ${value}`)].join("\n"),
      attachments: [],
    });
  }
}
