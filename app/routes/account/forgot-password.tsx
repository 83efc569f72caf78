import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { data, Form, redirect } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import { type ErrorKey, FormAlert, InputField } from "~/components/forms";
import { button } from "~/components/layout.css";
import { localeContext } from "~/context";
import { sendCode } from "~/domains/accounts/accounts.server";
import { EmailStepSchema } from "~/domains/accounts/schema";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/forgot-password";
import { accountDeps, accountMeta, emailParam, redirectToParam, stepPath, throttled } from "./account.server";

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
  const [form, fields] = useForm<z.input<typeof EmailStepSchema>>({
    id: "forgot-password",
    lastResult: actionData?.result,
    defaultValue: { email: loaderData.email, redirectTo: loaderData.redirectTo },
    constraint: getZodConstraint(EmailStepSchema),
    shouldValidate: "onBlur",
    defaultNoValidate: false,
  });
  return (
    <AccountPage heading={t("forgot.heading")} narrow>
      <p>{t("forgot.intro")}</p>
      <Form method="post" {...getFormProps(form)}>
        <FormAlert message={actionData?.alert} />
        <input {...getInputProps(fields.redirectTo, { type: "hidden" })} key={fields.redirectTo.key} />
        <InputField label={t("fields.email")} field={fields.email} type="email" autoComplete="email" />
        <p>
          <button type="submit" className={button}>
            {t("forgot.submit")}
          </button>
        </p>
      </Form>
    </AccountPage>
  );
}
