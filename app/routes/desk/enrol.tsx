import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { DeskPage } from "~/components/desk/desk-page";
import * as css from "~/components/desk/desk.css";
import { fieldsInError, FormAlert, InputField, ResendToken, useZodForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext, envContext } from "~/context";
import { completeEnrolment, enrolmentSecrets, otpauthUri, pendingEnrolment } from "~/domains/staff/enrolment.server";
import { EnrolSchema } from "~/domains/staff/schema";
import { privateMetaTags } from "~/i18n/meta";
import { qrPath } from "~/lib/qr";
import { accountDeps, throttled } from "~/utils/account.server";
import { deskMeta, deskPath, requestAddress } from "~/utils/desk.server";
import type { Route } from "./+types/enrol";

/**
 * GET /desk/enrol?token=: an invited staff member's set-up: their authenticator's secret (as a QR code and as text)
 * and recovery codes, derived from the link (shown, not stored), and the form that sets their password and proves
 * the app with a code. POST stores them through the staff domain, then sends them to sign in.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const env = context.get(envContext);
  const pending = await pendingEnrolment(context.get(dbContext), token, context.get(clockContext)());
  if (!pending) return { meta: deskMeta(context, "enrol"), pending: null };
  const { totpSecret, recoveryCodes } = await enrolmentSecrets(env.SESSION_SECRET, token);
  return {
    meta: deskMeta(context, "enrol"),
    pending: { name: pending.name, email: pending.email, token, totpSecret, recoveryCodes },
    qr: qrPath(otpauthUri(pending.email, totpSecret)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: EnrolSchema });
  const reply = (message: string) => submission.reply({ formErrors: [message], hideFields: ["password", "code"] });
  if (submission.status !== "success") return data({ result: reply("errors.form") }, { status: 400 });
  if (await throttled(context, request, "desk"))
    return data({ result: reply("desk:signIn.throttled") }, { status: 429 });
  const deps = accountDeps(context);
  const result = await completeEnrolment(
    { db: deps.db, now: deps.now, secret: context.get(envContext).SESSION_SECRET, passwordLists: deps.passwordLists },
    { ...submission.value, address: requestAddress(context, request) },
  );
  if (result === "expired") return data({ result: reply("desk:enrol.expired") }, { status: 410 });
  if (result !== "enrolled") return data({ result: reply(`desk:enrol.errors.${result}`) }, { status: 400 });
  return redirect(`${deskPath(context, "/sign-in")}?enrolled=1`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskEnrol({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const { pending } = loaderData;
  const [form, fields] = useZodForm(EnrolSchema, {
    id: "enrol",
    lastResult: actionData?.result,
    defaultValue: { token: pending?.token ?? "" },
  });
  if (!pending || !("qr" in loaderData) || !loaderData.qr) {
    return (
      <DeskPage heading={t("enrol.heading")} narrow>
        <p role="alert">{t("enrol.expired")}</p>
      </DeskPage>
    );
  }
  const { qr } = loaderData;
  return (
    <DeskPage heading={t("enrol.heading")} narrow>
      <p>{t("enrol.intro", { name: pending.name })}</p>
      <figure className={css.section}>
        <svg
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          width="200"
          height="200"
          role="img"
          aria-label={t("enrol.qr", { email: pending.email })}
        >
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.path} fill="#000" />
        </svg>
        <figcaption>
          {t("enrol.key")}: <code>{pending.totpSecret}</code>
        </figcaption>
      </figure>
      <p>{t("enrol.recovery")}</p>
      <ul className={css.list}>
        {pending.recoveryCodes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Form method="post" {...getFormProps(form)} className={css.section}>
        <ResendToken />
        <FormAlert
          message={form.errors?.[0]}
          fields={fieldsInError([
            [fields.password, t("enrol.password")],
            [fields.code, t("enrol.code")],
          ])}
        />
        <input type="hidden" name="token" value={pending.token} />
        <input type="hidden" name="email" value={pending.email} autoComplete="username" />
        <InputField
          label={t("enrol.password")}
          field={fields.password}
          type="password"
          autoComplete="new-password"
          hint={t("enrol.passwordHint")}
        />
        <InputField
          label={t("enrol.code")}
          field={fields.code}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <Button>{t("enrol.submit")}</Button>
      </Form>
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
