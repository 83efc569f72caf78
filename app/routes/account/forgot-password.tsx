import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import { EmailStepForm } from "~/components/account/credential-fields";
import { type ErrorKey } from "~/components/forms";
import { localeContext } from "~/context";
import { sendCode } from "~/domains/accounts/codes.server";
import { EmailStepSchema } from "~/domains/accounts/schema";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/forgot-password";
import { accountDeps, accountMeta, emailParam, redirectToParam, stepPath, throttled } from "~/utils/account.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { meta: accountMeta(context, "forgot"), email: emailParam(request), redirectTo: redirectToParam(request) };
}

/** Forgot password: a reset code by e-mail. Every address gets the same answer, with or without an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: EmailStepSchema });
  const fail = (alert: ErrorKey, status: number) => data({ result: submission.reply(), alert }, { status });
  if (submission.status !== "success") return fail("errors.form", 400);
  if (await throttled(context, request)) return fail("account:errors.throttled", 429);
  const { email, redirectTo } = submission.value;
  const sent = await sendCode(accountDeps(context), {
    email,
    purpose: "reset_password",
    locale: context.get(localeContext).locale,
  });
  if (!sent.ok && sent.reason === "too_many") return fail("account:errors.tooManyCodes", 429);
  return redirect(stepPath(context, "/password/reset", { email, redirectTo }));
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  return (
    <AccountPage heading={t("forgot.heading")} narrow>
      <p>{t("forgot.intro")}</p>
      <EmailStepForm
        id="forgot-password"
        lastResult={actionData?.result}
        defaultValue={{ email: loaderData.email, redirectTo: loaderData.redirectTo }}
        alert={actionData?.alert}
        submitLabel={t("forgot.submit")}
      />
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
