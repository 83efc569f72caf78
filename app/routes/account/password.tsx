import { Button } from "~/components/ui/button";
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { data, Form } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import { NewPasswordFields, UsernameHint } from "~/components/account/credential-fields";
import { type ErrorKey, fieldsInError, FormAlert, ResendToken, PasswordField } from "~/components/forms";
import { sessionContext } from "~/context";
import { setMemberPassword } from "~/domains/accounts/sign-in.server";
import { ChangePasswordSchema, CreatePasswordSchema } from "~/domains/accounts/schema";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/password";
import {
  accountDeps,
  accountMeta,
  accountPath,
  commonPasswordReply,
  requireMember,
  redirectWithNotice,
} from "~/utils/account.server";

/** Create password (an account that has used only codes) or change password; the member's state picks which. */
export function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  return {
    meta: accountMeta(context, member.hasPassword ? "changePassword" : "createPassword"),
    hasPassword: member.hasPassword,
    email: member.email,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request);
  const token = context.get(sessionContext).get("memberToken") ?? "";
  const formData = await request.formData();
  const deps = accountDeps(context);
  const hide = { hideFields: ["currentPassword", "password", "passwordConfirm"] };
  if (member.hasPassword) {
    const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
    const fail = (alert: ErrorKey, status: number) => data({ result: submission.reply(hide), alert }, { status });
    if (submission.status !== "success") return fail("errors.form", 400);
    const changed = await setMemberPassword(deps, member, submission.value, token);
    if (!changed.ok && changed.reason === "common_password")
      return commonPasswordReply(submission, ["currentPassword", "password", "passwordConfirm"]);
    if (!changed.ok)
      return fail(changed.reason === "locked" ? "account:errors.locked" : "account:errors.credential", 401);
    return redirectWithNotice(accountPath(context), "passwordChanged");
  }
  const submission = parseWithZod(formData, { schema: CreatePasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(hide), alert: "errors.form" as ErrorKey }, { status: 400 });
  }
  const created = await setMemberPassword(deps, member, submission.value, token);
  if (!created.ok && created.reason === "common_password")
    return commonPasswordReply(submission, ["currentPassword", "password", "passwordConfirm"]);
  return redirectWithNotice(accountPath(context), "passwordCreated");
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function Password({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { hasPassword, email } = loaderData;
  const [form, fields] = useForm<z.input<typeof ChangePasswordSchema>>({
    id: "password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(hasPassword ? ChangePasswordSchema : CreatePasswordSchema),
    shouldValidate: "onSubmit",
    defaultNoValidate: false,
  });
  return (
    <AccountPage heading={hasPassword ? t("changePassword.heading") : t("createPassword.heading")} menu="none" narrow>
      <p>{hasPassword ? t("changePassword.intro") : t("createPassword.intro")}</p>
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <FormAlert
          message={actionData?.alert}
          fields={fieldsInError([
            [fields.currentPassword, t("fields.currentPassword")],
            [fields.password, t("fields.newPassword")],
            [fields.passwordConfirm, t("fields.passwordConfirm")],
          ])}
        />
        <UsernameHint email={email} />
        {hasPassword ? <PasswordField label={t("fields.currentPassword")} field={fields.currentPassword} /> : null}
        <NewPasswordFields password={fields.password} confirm={fields.passwordConfirm} />
        <p>
          <Button>{hasPassword ? t("changePassword.submit") : t("createPassword.submit")}</Button>
        </p>
      </Form>
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
