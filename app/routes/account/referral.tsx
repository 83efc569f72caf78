import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import type { z } from "zod";
import { AccountPage } from "~/components/account/account-page";
import * as bookingCss from "~/components/booking/booking.css";
import { type ErrorKey, fieldsInError, FormAlert, InputField, ResendToken } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext, localeContext } from "~/context";
import { chooseUsername, referralCounts, usernameOf } from "~/domains/points/referrals.server";
import { ReferralUsernameSchema } from "~/domains/points/schema";
import { withLocalePrefix } from "~/i18n/locales";
import { privateMetaTags } from "~/i18n/meta";
import { accountMeta, accountPath, redirectWithNotice, requireMember } from "~/utils/account.server";
import { readNotice } from "~/utils/flash.server";
import type { Route } from "./+types/referral";

/**
 * Refer a customer (the footer's link): the member's referral link (a username given from their name the first
 * time, which they may change), how many signed up from it and how many of those were rewarded for a first booking.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const db = context.get(dbContext);
  const username = await usernameOf(db, member, context.get(clockContext)());
  const origin = new URL(request.url).origin;
  const flash = await readNotice(request);
  return data(
    {
      meta: accountMeta(context, "referral"),
      notice: flash.notice,
      username,
      link: `${origin}${withLocalePrefix(context.get(localeContext).prefix, `/referral/${username}`)}`,
      counts: await referralCounts(db, member.id),
    },
    { headers: flash.headers },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request);
  const submission = parseWithZod(await request.formData(), { schema: ReferralUsernameSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), alert: "errors.form" as ErrorKey }, { status: 400 });
  }
  const chosen = await chooseUsername(
    context.get(dbContext),
    member.id,
    submission.value.username,
    context.get(clockContext)(),
  );
  if (!chosen.ok) {
    const key: ErrorKey =
      chosen.reason === "taken" ? "account:referral.errors.taken" : "account:referral.errors.format";
    return data(
      { result: submission.reply({ fieldErrors: { username: [key] } }), alert: "errors.form" as ErrorKey },
      { status: chosen.reason === "taken" ? 409 : 400 },
    );
  }
  return redirectWithNotice(accountPath(context, "/referral"), "referralSaved");
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function Referral({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { username, link, counts, notice } = loaderData;
  const [form, fields] = useForm<z.input<typeof ReferralUsernameSchema>>({
    id: "referral",
    lastResult: actionData?.result,
    constraint: getZodConstraint(ReferralUsernameSchema),
    defaultValue: { username },
    shouldValidate: "onBlur",
  });
  return (
    <AccountPage heading={t("referral.heading")} menu="profile" notice={notice}>
      <p>{t("referral.intro", { points: counts.pointsEach })}</p>
      <section className={bookingCss.panel} aria-labelledby="referral-link">
        <h2 id="referral-link">{t("referral.link")}</h2>
        <p>
          <a href={link}>{link}</a>
        </p>
        <dl className={bookingCss.details}>
          <dt>{t("referral.signUps")}</dt>
          <dd>{counts.signUps}</dd>
          <dt>{t("referral.bookings")}</dt>
          <dd>{counts.bookings}</dd>
        </dl>
      </section>
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <FormAlert message={actionData?.alert} fields={fieldsInError([[fields.username, t("referral.username")]])} />
        <InputField
          label={t("referral.username")}
          field={fields.username}
          type="text"
          hint={t("referral.usernameHint")}
        />
        <Button>{t("referral.save")}</Button>
      </Form>
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
