import { Button } from "~/components/ui/button";
import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import * as bookingCss from "~/components/booking/booking.css";
import { ErrorList, fieldsInError, FormAlert, ResendToken, useZodForm } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { deleteMember } from "~/domains/accounts/members.server";
import { DeleteProfileSchema } from "~/domains/accounts/schema";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/delete";
import { accountDeps, accountMeta, accountPath, requireMember, signedOut } from "~/utils/account.server";

export function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  return { meta: accountMeta(context, "deleteProfile"), email: member.email };
}

/** The delete-profile confirmation (product rules §2): the account goes, and the browser is signed out. */
export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request);
  const submission = parseWithZod(await request.formData(), { schema: DeleteProfileSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), alert: "errors.form" }, { status: 400 });
  await deleteMember(accountDeps(context), member);
  return signedOut(context, accountPath(context, "/sign-in"), "profileDeleted");
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeleteProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const [form, fields] = useZodForm(DeleteProfileSchema, {
    id: "delete-profile",
    lastResult: actionData?.result,
  });
  return (
    <AccountPage heading={t("deleteProfile.heading")} menu="profile" narrow>
      <p>{t("deleteProfile.body", { email: loaderData.email })}</p>
      <ul>
        <li>{t("deleteProfile.consequences.travellers")}</li>
        <li>{t("deleteProfile.consequences.bookings")}</li>
        <li>{t("deleteProfile.consequences.signOut")}</li>
      </ul>
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <FormAlert message={actionData?.alert} fields={fieldsInError([[fields.confirm, t("deleteProfile.confirm")]])} />
        <p>
          <label>
            <input {...getInputProps(fields.confirm, { type: "checkbox", value: "yes" })} key={fields.confirm.key} />{" "}
            {t("deleteProfile.confirm")}
          </label>
        </p>
        <ErrorList id={fields.confirm.errorId} errors={fields.confirm.errors} />
        <p className={bookingCss.actions}>
          <Button>{t("deleteProfile.submit")}</Button>
          <LocaleLink to="/account">{t("cancel")}</LocaleLink>
        </p>
      </Form>
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
