import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { z } from "zod";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import * as page from "~/components/orders/product-page.css";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext, envContext } from "~/context";
import { topicOf } from "~/domains/subscriptions/emails.server";
import {
  confirmSubscription,
  getSubscription,
  unsubscribe,
  verifySubscriptionToken,
} from "~/domains/subscriptions/subscriptions.server";
import { getI18n } from "~/i18n/i18next.server";
import { textFor } from "~/i18n/translator.server";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/link";
import { ResendToken } from "~/components/forms";

const LinkSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .catch(""),
  done: z.literal("1").optional().catch(undefined),
});

/** The subscription a link names, if its token is the one signed for it and this purpose; else null. */
async function fromLink(args: {
  params: { subscriptionId: string };
  request: Request;
  context: Route.LoaderArgs["context"];
}) {
  const url = new URL(args.request.url);
  const purpose = url.pathname.endsWith("/unsubscribe") ? "unsubscribe" : "confirm";
  const { token, done } = LinkSchema.parse(Object.fromEntries(url.searchParams));
  const secret = args.context.get(envContext).SESSION_SECRET;
  const sub = verifySubscriptionToken(secret, args.params.subscriptionId, purpose, token)
    ? await getSubscription(args.context.get(dbContext), args.params.subscriptionId)
    : null;
  return { purpose, token, done: Boolean(done), sub, url } as const;
}

/**
 * GET /subscribe/{id}/confirm and /subscribe/{id}/unsubscribe, from a subscription's e-mail: what it is for and one
 * button (no GET writes). POST does it, from that button or from a mail client's one-click unsubscribe (RFC 8058,
 * the List-Unsubscribe-Post header); doing it again changes nothing. A link whose token is wrong says so.
 */
export async function loader(args: Route.LoaderArgs) {
  const { purpose, token, done, sub } = await fromLink(args);
  const t = getI18n(args.context).getFixedT(null, "content");
  const meta = { title: t(`subscriptions.${purpose}.title`), description: t(`subscriptions.${purpose}.heading`) };
  if (!sub) return data({ purpose, token, done, view: null, meta }, { status: 400 });
  const topic = topicOf(sub, textFor(sub.locale, "content"));
  return { purpose, token, done, view: { email: sub.email, topic }, meta };
}

export async function action(args: Route.ActionArgs) {
  const { purpose, sub, url } = await fromLink(args);
  if (!sub) throw data(null, { status: 400 });
  const deps = { db: args.context.get(dbContext), now: args.context.get(clockContext)() };
  if (purpose === "confirm") await confirmSubscription(deps, sub);
  else await unsubscribe(deps, sub);
  url.searchParams.set("done", "1");
  return redirect(`${url.pathname}?${url.searchParams}`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function SubscriptionLink({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const { purpose, token, done, view } = loaderData;
  return (
    <div className={`${container} ${page.page}`}>
      <h1>{t(`subscriptions.${purpose}.heading`)}</h1>
      {!view ? (
        <Alert tone="danger" live="alert">
          {t("subscriptions.invalidLink")}
        </Alert>
      ) : done ? (
        <Alert tone="success" live="status">
          {t(`subscriptions.${purpose}.done`, view)}
        </Alert>
      ) : (
        <Form method="post" action={`?token=${token}`} className={page.facts}>
          <ResendToken />
          <p className={page.flat}>{t(`subscriptions.${purpose}.text`, view)}</p>
          <Button>{t(`subscriptions.${purpose}.submit`)}</Button>
        </Form>
      )}
      <p>
        <LocaleLink to="/">{t("subscriptions.home")}</LocaleLink>
      </p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
