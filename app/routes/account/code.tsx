import { Button } from "~/components/ui/button";
import { formIntent } from "~/utils/forms.server";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import { ChangeEmailLink, CodeField, StepFields } from "~/components/account/credential-fields";
import { type ErrorKey, fieldsInError, FormAlert, ResendToken, useZodForm } from "~/components/forms";

import { localeContext } from "~/context";
import { completeRegistration, signInWithCode } from "~/domains/accounts/sign-in.server";
import { sendCode } from "~/domains/accounts/codes.server";
import { CODE_LENGTH, CodeSignInSchema, EmailStepSchema } from "~/domains/accounts/schema";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/code";
import {
  accountDeps,
  accountMeta,
  accountPath,
  redirectIfSignedIn,
  redirectToParam,
  requireStepEmail,
  signedIn,
  stepPath,
  throttled,
  redirectWithNotice,
} from "~/utils/account.server";
import { readNotice } from "~/utils/flash.server";
import { withReferral } from "~/utils/referral.server";

/** One page for two codes: sign-in with a code (/account/sign-in/code) and registration's (/account/register/verify). */
function purposeOf(request: Request) {
  return new URL(request.url).pathname.endsWith("/register/verify") ? ("register" as const) : ("sign_in" as const);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  redirectIfSignedIn(context);
  const email = requireStepEmail(context, request);
  const purpose = purposeOf(request);
  const url = new URL(request.url);
  const flash = await readNotice(request);
  return data(
    {
      meta: accountMeta(context, purpose === "register" ? "register" : "code"),
      purpose,
      email,
      redirectTo: redirectToParam(request),
      // Registration always arrives with a code sent; sign-in sends one when asked.
      sent: purpose === "register" || url.searchParams.get("sent") === "1",
      notice: flash.notice,
    },
    { headers: flash.headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  redirectIfSignedIn(context);
  const formData = await request.formData();
  const purpose = purposeOf(request);
  const deps = accountDeps(context);
  const { locale } = context.get(localeContext);
  // A code is never written back into the page.
  const fail = (
    submission: { reply: (options: { hideFields: string[] }) => SubmissionResult<string[]> },
    alert: ErrorKey,
    status: number,
  ) => data({ result: submission.reply({ hideFields: ["code"] }), alert }, { status });

  if (formIntent(formData) === "send") {
    const submission = parseWithZod(formData, { schema: EmailStepSchema });
    if (submission.status !== "success") throw redirect(accountPath(context, "/sign-in"));
    if (await throttled(context, request)) {
      return fail(submission, "account:errors.throttled", 429);
    }
    const { email, redirectTo } = submission.value;
    const sent = await sendCode(deps, { email, purpose, locale });
    if (!sent.ok && sent.reason === "exists")
      throw redirect(stepPath(context, "/sign-in/password", { email, redirectTo }));
    if (!sent.ok && sent.reason === "cooldown") {
      const alert = { key: "account:errors.cooldown", values: { seconds: String(sent.retryInSeconds) } };
      return fail(submission, alert, 429);
    }
    if (!sent.ok) return fail(submission, "account:errors.tooManyCodes", 429);
    const path = purpose === "register" ? "/register/verify" : "/sign-in/code";
    // A code is "new" only when one was sent before on this page (registration always sends the first).
    const again = purpose === "register" || new URL(request.url).searchParams.get("sent") === "1";
    const notice = again ? "codeSent" : "codeFirstSent";
    return redirectWithNotice(`${stepPath(context, path, { email, redirectTo })}&sent=1`, notice);
  }

  const submission = parseWithZod(formData, { schema: CodeSignInSchema });
  if (submission.status !== "success") return fail(submission, "errors.form", 400);
  if (await throttled(context, request)) return fail(submission, "account:errors.throttled", 429);
  const { email, code, redirectTo } = submission.value;
  const result =
    purpose === "register"
      ? await completeRegistration(deps, { email, code, locale })
      : await signInWithCode(deps, { email, code, locale });
  if (!result.ok) return fail(submission, "account:errors.credential", 401);
  // A new member lands on their profile, where creating a password is offered.
  if (purpose === "register") {
    const answer = await signedIn(context, result.member, redirectTo, redirectTo ? undefined : "welcome");
    return withReferral(context, request, result.member, answer);
  }
  return signedIn(context, result.member, redirectTo);
}

/** The loader clears the notice it showed: its Set-Cookie reaches the page. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function CodePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { email, redirectTo, purpose, sent } = loaderData;
  const [form, fields] = useZodForm(CodeSignInSchema, {
    id: "code",
    lastResult: actionData?.result,
    defaultValue: { email, redirectTo },
  });
  const hidden = (
    <>
      <input type="hidden" name="email" value={email} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
    </>
  );
  const sendForm = (label: string, primary: boolean) => (
    <Form method="post">
      <ResendToken />
      {hidden}
      <input type="hidden" name="intent" value="send" />
      <p>
        <Button variant={primary ? "primary" : "secondary"}>{label}</Button>
      </p>
    </Form>
  );
  return (
    <AccountPage
      heading={purpose === "register" ? t("code.registerHeading") : t("code.heading")}
      narrow
      notice={loaderData.notice}
    >
      <FormAlert message={actionData?.alert} fields={fieldsInError([[fields.code, t("fields.code")]])} />
      {sent ? (
        <>
          <p>{t("code.sentTo", { email, length: CODE_LENGTH })}</p>
          <Form method="post" {...getFormProps(form)}>
            <ResendToken />
            <StepFields email={fields.email} redirectTo={fields.redirectTo} />
            <CodeField field={fields.code} hint={t("code.hint")} />
            <p>
              <Button>{purpose === "register" ? t("code.registerSubmit") : t("code.submit")}</Button>
            </p>
          </Form>
          {sendForm(t("code.resend"), false)}
        </>
      ) : (
        <>
          <p>{t("code.intro", { email })}</p>
          {sendForm(t("code.send"), true)}
        </>
      )}
      <p>
        <ChangeEmailLink email={email} redirectTo={redirectTo} />
      </p>
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
