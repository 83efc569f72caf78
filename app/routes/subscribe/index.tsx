import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { z } from "zod";
import { OptionalSafePathSchema } from "~/lib/safe-redirect";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import * as page from "~/components/orders/product-page.css";
import { SubscriptionForm } from "~/components/subscribe-form";
import { Alert } from "~/components/ui/alert";
import { clockContext, dbContext, envContext, localeContext, marketContext } from "~/context";
import { watchDetails } from "~/domains/subscriptions/price-watch.server";
import { subscribe } from "~/domains/subscriptions/subscriptions.server";
import { SUBSCRIPTION_KINDS, SubscribeFormSchema, type WatchDetails } from "~/domains/subscriptions/types";
import { getI18n } from "~/i18n/i18next.server";
import { withLocalePrefix } from "~/i18n/locales";
import { metaTags } from "~/i18n/meta";
import { flightSupplier, jobsFor } from "~/services.server";
import { throttled } from "~/utils/account.server";
import type { Route } from "./+types/index";

const SentSchema = z.object({
  sent: z.enum(SUBSCRIPTION_KINDS).optional().catch(undefined),
  from: OptionalSafePathSchema,
});

/**
 * GET /subscribe: the newsletter, black-friday and app-link forms, and "check your inbox" once one is sent. POST: any page's
 * subscription form (a price watch's too): checked, throttled per IP and per address, then pending until confirmed
 * from its e-mail (double opt-in). Sending it again is not an error and sends nothing twice.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const t = getI18n(context).getFixedT(null, "content");
  const query = SentSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return {
    sent: query.sent ?? null,
    from: query.from ?? null,
    meta: { title: t("subscriptions.page.title"), description: t("subscriptions.page.description") },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: SubscribeFormSchema });
  if (submission.status !== "success") {
    const kind = SUBSCRIPTION_KINDS.find((k) => k === submission.payload.kind) ?? "newsletter";
    return data({ kind, result: submission.reply() }, { status: 400 });
  }
  const form = submission.value;
  const failed = () =>
    data(
      {
        kind: form.kind,
        result: submission.reply({
          formErrors: [form.kind === "black_friday" ? "errors.blackFridayFailed" : "errors.subscribeFailed"],
        }),
      },
      { status: 429 },
    );
  if (await throttled(context, request, "subscribe")) return failed();
  const { locale, prefix } = context.get(localeContext);
  const now = context.get(clockContext)();
  let details: WatchDetails | null = null;
  if (form.kind === "price_watch") {
    const flights = flightSupplier(context.get(envContext));
    details = await watchDetails(flights, form.search ?? "", context.get(marketContext).currency, now);
    if (!details) return failed();
  }
  const env = context.get(envContext);
  const done = await subscribe(
    { db: context.get(dbContext), now, jobs: jobsFor(env) },
    {
      kind: form.kind,
      email: form.email,
      locale,
      topic: details ? `${details.seen.currency} ${details.search}` : "all",
      details,
      source: form.from ?? "/subscribe",
    },
  );
  if (!done.ok) return failed();
  const back = form.from ? `&from=${encodeURIComponent(form.from)}` : "";
  return redirect(`${withLocalePrefix(prefix, "/subscribe")}?sent=${form.kind}${back}`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Subscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const { sent, from } = loaderData;
  const resultFor = (kind: string) => (actionData?.kind === kind ? actionData.result : null);
  return (
    <div className={`${container} ${page.page}`}>
      <h1>{t("subscriptions.page.heading")}</h1>
      {sent ? (
        <Alert tone="success" live="status">
          {sent === "app_link" ? t("subscriptions.page.sent_app_link") : t("subscriptions.page.sent")}
        </Alert>
      ) : (
        <p>{t("subscriptions.page.intro")}</p>
      )}
      {from ? (
        <p>
          <LocaleLink to={from}>{t("subscriptions.page.back")}</LocaleLink>
        </p>
      ) : null}
      {actionData?.kind === "price_watch" ? (
        <SubscriptionForm kind="price_watch" result={resultFor("price_watch")} />
      ) : null}
      <SubscriptionForm kind="newsletter" result={resultFor("newsletter")} />
      <SubscriptionForm kind="black_friday" result={resultFor("black_friday")} />
      <SubscriptionForm kind="app_link" result={resultFor("app_link")} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
