import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { DeskPage } from "~/components/desk/desk-page";
import { fieldsInError, FormAlert, InputField, ResendToken, useZodForm, PasswordField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext } from "~/context";
import { StaffPasswordSchema } from "~/domains/staff/schema";
import { checkStaffPassword } from "~/domains/staff/sign-in.server";
import { privateMetaTags } from "~/i18n/meta";
import { throttled } from "~/utils/account.server";
import { deskMeta, deskPath, requestAddress, setDeskCookie } from "~/utils/desk.server";
import type { Route } from "./+types/sign-in";

/** GET /desk/sign-in: a staff member's e-mail and password, the first of two steps (DESIGN.md, Security). */
export function loader({ context, request }: Route.LoaderArgs) {
  return { meta: deskMeta(context, "signIn"), enrolled: new URL(request.url).searchParams.get("enrolled") === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: StaffPasswordSchema });
  // A password is never written back into the page.
  const reply = (formErrors?: string[]) => submission.reply({ formErrors, hideFields: ["password"] });
  if (submission.status !== "success") return data({ result: reply(["errors.form"]) }, { status: 400 });
  if (await throttled(context, request, "desk")) {
    return data({ result: reply(["desk:signIn.throttled"]) }, { status: 429 });
  }
  const result = await checkStaffPassword(
    { db: context.get(dbContext), now: context.get(clockContext)() },
    { ...submission.value, address: requestAddress(context, request) },
  );
  if (!result.ok) return data({ result: reply([`desk:signIn.${result.reason}`]) }, { status: 401 });
  return redirect(deskPath(context, "/sign-in/code"), {
    headers: { "Set-Cookie": await setDeskCookie(context, result.token) },
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const [form, fields] = useZodForm(StaffPasswordSchema, {
    id: "desk-sign-in",
    lastResult: actionData?.result,
  });
  return (
    <DeskPage heading={t("signIn.heading")} narrow notice={loaderData.enrolled ? t("enrol.done") : null}>
      <p>{t("signIn.intro")}</p>
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <FormAlert
          message={form.errors?.[0]}
          fields={fieldsInError([
            [fields.email, t("signIn.email")],
            [fields.password, t("signIn.password")],
          ])}
        />
        <InputField label={t("signIn.email")} field={fields.email} type="email" autoComplete="username" />
        <PasswordField label={t("signIn.password")} field={fields.password} />
        <p>
          <Button>{t("signIn.submit")}</Button>
        </p>
      </Form>
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
