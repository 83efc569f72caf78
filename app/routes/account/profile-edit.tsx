import { NameFields, nameErrors } from "~/components/account/credential-fields";
import { Button } from "~/components/ui/button";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import * as bookingCss from "~/components/booking/booking.css";
import { FormAlert, ResendToken, useZodForm } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { clockContext, dbContext } from "~/context";
import { updateProfile } from "~/domains/accounts/members.server";
import { ProfileSchema } from "~/domains/accounts/schema";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/profile-edit";
import { accountMeta, accountPath, requireMember, redirectWithNotice } from "~/utils/account.server";

export function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  return {
    meta: accountMeta(context, "editProfile"),
    defaultValue: { firstName: member.firstName, lastName: member.lastName, phone: member.phone ?? "" },
    email: member.email,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request);
  const submission = parseWithZod(await request.formData(), { schema: ProfileSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), alert: "errors.form" }, { status: 400 });
  await updateProfile(context.get(dbContext), member.id, submission.value, context.get(clockContext)());
  return redirectWithNotice(accountPath(context), "profileSaved");
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function ProfileEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const [form, fields] = useZodForm(ProfileSchema, {
    id: "profile",
    lastResult: actionData?.result,
    defaultValue: loaderData.defaultValue,
    shouldValidate: "onBlur",
  });
  return (
    <AccountPage heading={t("editProfile.heading")} menu="profile">
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <FormAlert
          message={actionData?.alert}
          fields={nameErrors(t, { first: fields.firstName, last: fields.lastName, phone: fields.phone })}
        />
        <p>{t("editProfile.email", { email: loaderData.email })}</p>
        <NameFields first={fields.firstName} last={fields.lastName} phone={fields.phone} />
        <p className={bookingCss.actions}>
          <Button>{t("editProfile.submit")}</Button>
          <LocaleLink to="/account">{t("cancel")}</LocaleLink>
        </p>
      </Form>
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
