import { NameFields, nameErrors } from "~/components/account/credential-fields";
import { Button } from "~/components/ui/button";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import * as bookingCss from "~/components/booking/booking.css";
import { AccountPage } from "~/components/account/account-page";
import { ChangeEmailLink, StepFields } from "~/components/account/credential-fields";
import { type ErrorKey, FormAlert, ResendToken, useZodForm } from "~/components/forms";

import { localeContext } from "~/context";
import { sendCode } from "~/domains/accounts/codes.server";
import { RegisterSchema } from "~/domains/accounts/schema";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/register";
import {
  accountDeps,
  accountMeta,
  redirectIfSignedIn,
  redirectToParam,
  requireStepEmail,
  stepPath,
  throttled,
  redirectWithNotice,
} from "~/utils/account.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  redirectIfSignedIn(context);
  const email = requireStepEmail(context, request);
  return { meta: accountMeta(context, "register"), email, redirectTo: redirectToParam(request) };
}

/** Registration asks for first and last name (product rules §4); the account exists once the e-mailed code comes back. */
export async function action({ request, context }: Route.ActionArgs) {
  redirectIfSignedIn(context);
  const submission = parseWithZod(await request.formData(), { schema: RegisterSchema });
  const fail = (alert: ErrorKey, status: number) => data({ result: submission.reply(), alert }, { status });
  if (submission.status !== "success") return fail("errors.form", 400);
  if (await throttled(context, request)) return fail("account:errors.throttled", 429);
  const { email, firstName, lastName, redirectTo } = submission.value;
  const sent = await sendCode(accountDeps(context), {
    email,
    purpose: "register",
    locale: context.get(localeContext).locale,
    names: { firstName, lastName },
  });
  if (!sent.ok && sent.reason === "exists")
    throw redirect(stepPath(context, "/sign-in/password", { email, redirectTo }));
  if (!sent.ok && sent.reason === "too_many") return fail("account:errors.tooManyCodes", 429);
  // A code sent a moment ago (a double click) is still good: the next page asks for it.
  const next = stepPath(context, "/register/verify", { email, redirectTo });
  return sent.ok ? redirectWithNotice(next, "codeFirstSent") : redirect(next);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { email, redirectTo } = loaderData;
  const [form, fields] = useZodForm(RegisterSchema, {
    id: "register",
    lastResult: actionData?.result,
    defaultValue: { email, redirectTo },
    shouldValidate: "onBlur",
  });
  return (
    <AccountPage heading={t("register.heading")} narrow>
      <p>
        {t("register.intro", { email })} <ChangeEmailLink email={email} redirectTo={redirectTo} />
      </p>
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <FormAlert
          message={actionData?.alert}
          fields={nameErrors(t, { first: fields.firstName, last: fields.lastName })}
        />
        <StepFields email={fields.email} redirectTo={fields.redirectTo} />
        <NameFields first={fields.firstName} last={fields.lastName} />
        <p className={bookingCss.muted}>{t("register.codeHint")}</p>
        <p>
          <Button>{t("register.submit")}</Button>
        </p>
      </Form>
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
