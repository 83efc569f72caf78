import { z } from "zod";
import { orderAccessToken } from "~/domains/core/access.server";
import type { OutboxJob } from "~/domains/jobs/outbox.server";
import { formatMoney } from "~/domains/markets/markets";
import { transactionalEmail } from "~/domains/notifications/bodies.server";
import type { EmailDeps } from "~/domains/notifications/email.server";
import { canonicalPath, isLocale, type Locale } from "~/i18n/locales";
import { textFor } from "~/i18n/translator.server";
import { localDate } from "~/lib/format-time";
import { getPlan } from "./plans.server";
import { kindJob } from "~/domains/jobs/kinds";

// A plan's e-mails (decision 015): its schedule at the down payment, a reminder 3 and 1 days before each payment, a missed
// payment's default charge, and the cancellation. The e-tickets at the final payment are the order's own e-mail.

export const PLAN_EMAILS = ["schedule", "reminder", "missed", "cancelled"] as const;

export const PlanEmailJobSchema = z.object({
  planEmail: z.enum(PLAN_EMAILS),
  planId: z.string().max(40),
  /** The payment a reminder or a missed payment is about. */
  paymentId: z.string().max(48).optional(),
  /** The outbox keeps one message per key: a job delivered twice sends one e-mail. */
  dedupeKey: z.string().min(1).max(160),
});
export type PlanEmailJob = z.infer<typeof PlanEmailJobSchema>;

export const planEmailJob = (job: PlanEmailJob): OutboxJob => kindJob("plan_email", `email:${job.dedupeKey}`, job);

export async function sendPlanEmail(deps: EmailDeps, job: PlanEmailJob) {
  const plan = await getPlan(deps.db, job.planId);
  if (!plan) return;
  const locale: Locale = isLocale(plan.locale) ? plan.locale : "en-US";
  const t = textFor(locale, "booking");
  const money = (m: Parameters<typeof formatMoney>[0]) => formatMoney(m, locale);
  const day = (d: string) => localDate(d, locale, "medium");
  const payment = plan.payments.find((p) => p.id === job.paymentId);
  const values = {
    reference: plan.reference,
    title: plan.title,
    total: money(plan.total),
    // Within a sentence: "your second payment".
    kind: payment ? t(`paySmallSmall.manage.kinds.${payment.kind}`).toLocaleLowerCase(locale) : "",
    amount: payment ? money(payment.owed) : "",
    charge: payment ? money(payment.defaultCharge) : "",
    date: payment ? day(payment.dueOn) : "",
  };
  const subject = t(`paySmallSmall.emails.${job.planEmail}.subject`, values);
  const paragraphs = t(`paySmallSmall.emails.${job.planEmail}.body`, values).split("\n\n");
  const facts: Array<[string, string]> = plan.payments.map((p) => [
    `${t(`paySmallSmall.manage.kinds.${p.kind}`)} · ${day(p.dueOn)}`,
    `${money(p.owed)} · ${t(`paySmallSmall.manage.status.${p.status}`)}`,
  ]);
  const access = orderAccessToken(deps.secret, plan.order.id, deps.now);
  const link = `${deps.siteUrl}${canonicalPath(locale, plan.managePath)}?access=${access}`;
  await deps.sender.send(
    transactionalEmail({
      dedupeKey: job.dedupeKey,
      to: plan.email,
      locale,
      subject,
      paragraphs,
      facts,
      action: { label: t("paySmallSmall.emails.action"), href: link },
    }),
  );
}
