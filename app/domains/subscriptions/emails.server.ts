import { z } from "zod";
import { transactionalEmail } from "~/domains/notifications/bodies.server";
import type { EmailDeps } from "~/domains/notifications/email.server";
import { formatMoney } from "~/domains/markets/markets";
import { canonicalPath } from "~/i18n/locales";
import { textFor } from "~/i18n/translator.server";
import { getSubscription, subscriptionToken } from "./subscriptions.server";
import type { Subscription } from "./types";

/** A subscription's e-mail job (subscriptionEmail): its confirmation link, or a price watch's alert. */
export const SubscriptionEmailJobSchema = z.object({
  subscriptionId: z.string().max(40),
  message: z.enum(["confirm", "alert"]),
  dedupeKey: z.string().max(200),
});
export type SubscriptionEmailJob = z.infer<typeof SubscriptionEmailJobSchema>;

/** The links every subscription e-mail carries: confirm (a page with a button) and the one-click unsubscribe. */
export function subscriptionLinks(siteUrl: string, secret: string, sub: Pick<Subscription, "id" | "locale">) {
  const at = (purpose: "confirm" | "unsubscribe") =>
    `${siteUrl}${canonicalPath(sub.locale, `/subscribe/${sub.id}/${purpose}`)}?token=${subscriptionToken(secret, sub.id, purpose)}`;
  return { confirm: at("confirm"), unsubscribe: at("unsubscribe") };
}

/** What a subscription is for, within a sentence, in its language ("price alerts for LOS → LHR"). */
export function topicOf(sub: Subscription, t: ReturnType<typeof textFor>) {
  if (sub.kind !== "price_watch" || !sub.details) return t(`subscriptions.kinds.${sub.kind}`);
  const query = new URLSearchParams(sub.details.search);
  return t("subscriptions.kinds.price_watch_route", { from: query.get("from") ?? "", to: query.get("to") ?? "" });
}

/**
 * A subscription's e-mail, in its language: the confirmation link of a pending one, or a watch's alert (its new lowest
 * price and a link to the results). Nothing goes to an address that has since unsubscribed; every one carries the
 * unsubscribe link in its footer and as List-Unsubscribe with one-click (RFC 8058).
 */
export async function sendSubscriptionEmail(deps: EmailDeps, job: SubscriptionEmailJob, amount?: number) {
  const sub = await getSubscription(deps.db, job.subscriptionId);
  if (!sub) return;
  if (job.message === "confirm" && sub.status !== "pending") return;
  if (job.message === "alert" && (sub.status !== "confirmed" || !sub.details)) return;
  const t = textFor(sub.locale, "content");
  const links = subscriptionLinks(deps.siteUrl, deps.secret, sub);
  const topic = topicOf(sub, t);
  const alertAmount = amount ?? sub.alertedAmount ?? 0;
  const price = sub.details
    ? formatMoney({ amount: alertAmount, currency: sub.details.seen.currency }, sub.locale)
    : "";
  const was = sub.details ? formatMoney(sub.details.seen, sub.locale) : "";
  const results = sub.details
    ? `${deps.siteUrl}${canonicalPath(sub.locale, "/flight/search")}?${sub.details.search}`
    : "";
  // An app link's one e-mail is the link itself (its "confirm" job): nothing to confirm, nothing follows.
  const appLink = sub.kind === "app_link";
  const subject = appLink
    ? t("subscriptions.emails.appLinkSubject")
    : job.message === "confirm"
      ? t("subscriptions.emails.confirmSubject", { topic })
      : t("subscriptions.emails.alertSubject", { topic, price });
  const paragraphs = (
    appLink
      ? t("subscriptions.emails.appLinkBody")
      : job.message === "confirm"
        ? t("subscriptions.emails.confirmBody", { topic })
        : t("subscriptions.emails.alertBody", { topic, price, was })
  ).split("\n\n");
  const action = appLink
    ? { label: t("subscriptions.emails.appLinkAction"), href: `${deps.siteUrl}${canonicalPath(sub.locale, "/")}` }
    : job.message === "confirm"
      ? { label: t("subscriptions.emails.confirmAction"), href: links.confirm }
      : { label: t("subscriptions.emails.alertAction"), href: results };
  const unsubscribeLabel = t("subscriptions.emails.unsubscribe");
  await deps.sender.send(
    transactionalEmail({
      dedupeKey: job.dedupeKey,
      to: sub.email,
      locale: sub.locale,
      subject,
      paragraphs,
      action,
      footer: [t("subscriptions.emails.why", { topic })],
      footerLink: { label: unsubscribeLabel, href: links.unsubscribe },
      headers: { "List-Unsubscribe": `<${links.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    }),
  );
}
