import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { z } from "zod";
import { AccountPage } from "~/components/account/account-page";
import { Field } from "~/components/forms";
import * as formCss from "~/components/forms.css";
import { LocaleLink, useLocalePath } from "~/components/locale-link";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { dbContext, envContext, localeContext, memberContext } from "~/context";
import { referrerIn, rememberReferrer } from "~/domains/points/referral-cookie.server";
import { followedReferral, referrerByUsername } from "~/domains/points/referrals.server";
import { REFERRAL } from "~/domains/points/terms";
import { withLocalePrefix } from "~/i18n/locales";
import { privateMetaTags } from "~/i18n/meta";
import { accountMeta } from "~/utils/account.server";
import type { Route } from "./+types/referral-validate";

const TypedSchema = z.object({ username: z.string().trim().min(1).max(60).optional().catch(undefined) });

/**
 * A referral link (`/referral/{username}` redirects here, product rules §2): a known member's username is remembered
 * by this browser for REFERRAL.cookieDays and the page says who referred the visitor; an unknown one says so and the
 * visitor carries on as a web user. Without a username (`/referral/client/validate`): a form to type one, sent as a GET
 * to its own address. Like an e-mailed link, the GET sets a cookie and writes nothing else.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const meta = accountMeta(context, "referralValidate");
  const { prefix } = context.get(localeContext);
  if (!params.username) {
    const typed = TypedSchema.parse(Object.fromEntries(new URL(request.url).searchParams)).username;
    if (typed) throw redirect(withLocalePrefix(prefix, `/account/referral/validate/${encodeURIComponent(typed)}`));
    return { meta, state: "ask" as const, username: "", referrer: null, points: REFERRAL.points };
  }
  const db = context.get(dbContext);
  const { SESSION_SECRET } = context.get(envContext);
  const opened = await referrerByUsername(db, params.username);
  if (!opened) return { meta, state: "unknown" as const, username: params.username, referrer: null, points: 0 };
  // The first referral this browser followed wins while it is remembered: a later link changes nothing.
  const referrer = await followedReferral(db, await referrerIn(SESSION_SECRET, request.headers.get("Cookie")), opened);
  // A member already has an account: a referral is for a newcomer, so nothing is remembered.
  if (context.get(memberContext)) {
    return { meta, state: "member" as const, username: referrer.username, referrer: referrer.firstName, points: 0 };
  }
  return data(
    {
      meta,
      state: "referred" as const,
      username: referrer.username,
      referrer: referrer.firstName,
      points: REFERRAL.points,
    },
    referrer === opened
      ? { headers: { "Set-Cookie": await rememberReferrer(SESSION_SECRET, referrer.memberId) } }
      : undefined,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function ReferralValidate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const localePath = useLocalePath();
  const { state, username, referrer, points } = loaderData;
  return (
    <AccountPage heading={t("referral.validate.heading")} narrow>
      {state === "referred" ? (
        <>
          <Alert tone="success" live="status">
            {t("referral.validate.referred", { name: referrer ?? "", points })}
          </Alert>
          <p>
            <LocaleLink to="/account/register">{t("referral.validate.register")}</LocaleLink>
          </p>
        </>
      ) : null}
      {state === "member" ? (
        <Alert tone="info" live="status">
          {t("referral.validate.member", { name: referrer ?? "" })}
        </Alert>
      ) : null}
      {state === "unknown" ? (
        <Alert tone="warning" live="status">
          {t("referral.validate.unknown", { username })}
        </Alert>
      ) : null}
      {state === "ask" || state === "unknown" ? (
        <Form method="get" action={localePath("/account/referral/validate")}>
          <Field label={t("referral.username")}>
            <input name="username" type="text" autoComplete="off" required className={formCss.input} />
          </Field>
          <Button>{t("referral.validate.check")}</Button>
        </Form>
      ) : null}
      {state !== "referred" ? (
        <p>
          <LocaleLink to="/">{t("agent.login.asWebUser")}</LocaleLink>
        </p>
      ) : null}
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
