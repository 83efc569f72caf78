import { Button } from "~/components/ui/button";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import * as css from "~/components/account/account.css";
import { AccountPage } from "~/components/account/account-page";
import { ChangeEmailLink, StepFields, stepQuery, UsernameHint } from "~/components/account/credential-fields";
import { fieldsInError, FormAlert, ResendToken, useZodForm, PasswordField } from "~/components/forms";
import { LocaleLink, useLocalePath } from "~/components/locale-link";
import { localeContext } from "~/context";
import { signInWithPassword } from "~/domains/accounts/sign-in.server";
import { PasswordSignInSchema } from "~/domains/accounts/schema";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/sign-in-password";
import {
  accountDeps,
  accountMeta,
  redirectIfSignedIn,
  redirectToParam,
  requireStepEmail,
  signedIn,
  throttled,
} from "~/utils/account.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  redirectIfSignedIn(context);
  const email = requireStepEmail(context, request);
  return { meta: accountMeta(context, "password"), email, redirectTo: redirectToParam(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  redirectIfSignedIn(context);
  const submission = parseWithZod(await request.formData(), { schema: PasswordSignInSchema });
  // A password is never written back into the page.
  const reply = (formErrors?: string[]) => submission.reply({ formErrors, hideFields: ["password"] });
  if (submission.status !== "success") return data({ result: reply(["errors.form"]) }, { status: 400 });
  if (await throttled(context, request)) return data({ result: reply(["account:errors.throttled"]) }, { status: 429 });
  const { email, password, redirectTo } = submission.value;
  const result = await signInWithPassword(accountDeps(context), {
    email,
    password,
    locale: context.get(localeContext).locale,
  });
  if (!result.ok) {
    const message = result.reason === "locked" ? "account:errors.locked" : "account:errors.credential";
    return data({ result: reply([message]) }, { status: 401 });
  }
  return signedIn(context, result.member, redirectTo);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function SignInPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const localePath = useLocalePath();
  const { email, redirectTo } = loaderData;
  const query = stepQuery(email, redirectTo);
  const [form, fields] = useZodForm(PasswordSignInSchema, {
    id: "sign-in-password",
    lastResult: actionData?.result,
    defaultValue: { email, redirectTo },
  });
  return (
    <AccountPage heading={t("password.heading")} narrow>
      <p>
        {t("password.intro", { email })} <ChangeEmailLink email={email} redirectTo={redirectTo} />
      </p>
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <FormAlert message={form.errors?.[0]} fields={fieldsInError([[fields.password, t("fields.password")]])} />
        <StepFields email={fields.email} redirectTo={fields.redirectTo} />
        {/* The e-mail again, for password managers. */}
        <UsernameHint email={email} />
        <PasswordField label={t("fields.password")} field={fields.password} />
        <p>
          <Button>{t("password.submit")}</Button>
        </p>
      </Form>
      <Form method="post" action={localePath(`/account/sign-in/code?${query}`)}>
        <ResendToken />
        <input type="hidden" name="intent" value="send" />
        <input type="hidden" name="email" value={email} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <p>
          <Button variant="secondary">{t("password.useCode")}</Button>
        </p>
      </Form>
      <p>
        <LocaleLink to={`/account/password/forgot?${query}`} className={css.linkButton}>
          {t("password.forgot")}
        </LocaleLink>
      </p>
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
