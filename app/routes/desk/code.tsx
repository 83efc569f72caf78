import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { DeskPage } from "~/components/desk/desk-page";
import { fieldsInError, FormAlert, InputField, ResendToken, useZodForm } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext } from "~/context";
import { SecondFactorSchema } from "~/domains/staff/schema";
import { checkSecondFactor } from "~/domains/staff/sign-in.server";
import { privateMetaTags } from "~/i18n/meta";
import { throttled } from "~/utils/account.server";
import { clearDeskCookie, deskMeta, deskPath, deskToken, requestAddress, setDeskCookie } from "~/utils/desk.server";
import type { Route } from "./+types/code";

/** GET /desk/sign-in/code: the second factor, a TOTP code or a recovery code; without a password step, sign-in. */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (!(await deskToken(context, request))) throw redirect(deskPath(context, "/sign-in"));
  return { meta: deskMeta(context, "code") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: SecondFactorSchema });
  const reply = (formErrors?: string[]) => submission.reply({ formErrors, hideFields: ["code"] });
  if (submission.status !== "success") return data({ result: reply(["errors.form"]), expired: false }, { status: 400 });
  if (await throttled(context, request, "desk")) {
    return data({ result: reply(["desk:signIn.throttled"]), expired: false }, { status: 429 });
  }
  const result = await checkSecondFactor(
    { db: context.get(dbContext), now: context.get(clockContext)() },
    {
      token: await deskToken(context, request),
      code: submission.value.code,
      address: requestAddress(context, request),
    },
  );
  if (!result.ok) {
    // Too late: the password step is over, and its cookie with it.
    const headers = result.reason === "expired" ? { "Set-Cookie": await clearDeskCookie(context) } : undefined;
    return data(
      { result: reply([`desk:code.${result.reason}`]), expired: result.reason === "expired" },
      { status: 401, headers },
    );
  }
  return redirect(deskPath(context), { headers: { "Set-Cookie": await setDeskCookie(context, result.token) } });
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskCode({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const [form, fields] = useZodForm(SecondFactorSchema, {
    id: "desk-code",
    lastResult: actionData?.result,
  });
  return (
    <DeskPage heading={t("code.heading")} narrow>
      <p>{t("code.intro")}</p>
      {actionData?.expired ? (
        <>
          <FormAlert message={form.errors?.[0]} />
          <p>
            <LocaleLink to="/desk/sign-in">{t("signIn.heading")}</LocaleLink>
          </p>
        </>
      ) : (
        <Form method="post" {...getFormProps(form)}>
          <ResendToken />
          <FormAlert message={form.errors?.[0]} fields={fieldsInError([[fields.code, t("code.label")]])} />
          <InputField label={t("code.label")} field={fields.code} type="text" autoComplete="one-time-code" />
          <p>
            <Button>{t("code.submit")}</Button>
          </p>
        </Form>
      )}
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
