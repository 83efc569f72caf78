import { Button } from "~/components/ui/button";
import { formIntent } from "~/utils/forms.server";
import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { data, Form, redirect } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import { CodeField, NewPasswordFields, UsernameHint } from "~/components/account/credential-fields";
import { type ErrorKey, fieldsInError, FormAlert, ResendToken, useZodForm } from "~/components/forms";
import { localeContext } from "~/context";
import { resetPassword } from "~/domains/accounts/sign-in.server";
import { sendCode } from "~/domains/accounts/codes.server";
import { CODE_LENGTH, Email, ResetPasswordSchema } from "~/domains/accounts/schema";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/reset-password";
import {
  accountDeps,
  accountMeta,
  accountPath,
  commonPasswordReply,
  redirectToParam,
  requireStepEmail,
  signedIn,
  throttled,
  redirectWithNotice,
} from "~/utils/account.server";
import { readNotice } from "~/utils/flash.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const email = requireStepEmail(context, request, "/password/forgot");
  const flash = await readNotice(request);
  return data(
    {
      meta: accountMeta(context, "reset"),
      email,
      redirectTo: redirectToParam(request),
      notice: flash.notice,
    },
    { headers: flash.headers },
  );
}

/** The reset code and the new password together; success signs the member in with a new session. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const deps = accountDeps(context);
  const { locale } = context.get(localeContext);
  const submission = parseWithZod(formData, { schema: ResetPasswordSchema });
  const fail = (alert: ErrorKey, status: number) =>
    data({ result: submission.reply({ hideFields: ["code", "password", "passwordConfirm"] }), alert }, { status });
  if (await throttled(context, request)) return fail("account:errors.throttled", 429);
  if (formIntent(formData) === "send") {
    const resend = parseWithZod(formData, { schema: z.object({ email: Email }) });
    if (resend.status !== "success") throw redirect(accountPath(context, "/password/forgot"));
    const sent = await sendCode(deps, { email: resend.value.email, purpose: "reset_password", locale });
    if (!sent.ok && sent.reason === "cooldown") {
      return fail({ key: "account:errors.cooldown", values: { seconds: String(sent.retryInSeconds) } }, 429);
    }
    if (!sent.ok) return fail("account:errors.tooManyCodes", 429);
    return redirectWithNotice(new URL(request.url).pathname + new URL(request.url).search, "codeSent");
  }
  if (submission.status !== "success") return fail("errors.form", 400);
  const { email, code, password, redirectTo } = { ...submission.value, redirectTo: redirectToParam(request) };
  const result = await resetPassword(deps, { email, code, password, locale });
  if (!result.ok && result.reason === "common_password") {
    return commonPasswordReply(submission, ["code", "password", "passwordConfirm"]);
  }
  if (!result.ok) return fail("account:errors.credential", 401);
  return signedIn(context, result.member, redirectTo, redirectTo ? undefined : "passwordReset");
}

/** The loader clears the notice it showed: its Set-Cookie reaches the page. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { email } = loaderData;
  const [form, fields] = useZodForm(ResetPasswordSchema, {
    id: "reset-password",
    lastResult: actionData?.result,
    defaultValue: { email },
  });
  return (
    <AccountPage heading={t("reset.heading")} narrow notice={loaderData.notice}>
      <p>{t("reset.intro", { email, length: CODE_LENGTH })}</p>
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <FormAlert
          message={actionData?.alert}
          fields={fieldsInError([
            [fields.code, t("fields.code")],
            [fields.password, t("fields.newPassword")],
            [fields.passwordConfirm, t("fields.passwordConfirm")],
          ])}
        />
        <input {...getInputProps(fields.email, { type: "hidden" })} key={fields.email.key} />
        <UsernameHint email={email} />
        <CodeField field={fields.code} />
        <NewPasswordFields password={fields.password} confirm={fields.passwordConfirm} />
        <p>
          <Button>{t("reset.submit")}</Button>
        </p>
      </Form>
      <Form method="post">
        <ResendToken />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="intent" value="send" />
        <p>
          <Button variant="secondary">{t("code.resend")}</Button>
        </p>
      </Form>
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
