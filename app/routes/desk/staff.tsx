import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { DeskPage } from "~/components/desk/desk-page";
import * as css from "~/components/desk/desk.css";
import {
  CheckboxGroupField,
  Field,
  fieldsInError,
  FormAlert,
  InputField,
  ResendToken,
  useZodForm,
} from "~/components/forms";
import * as formCss from "~/components/forms.css";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext, envContext, localeContext } from "~/context";
import { emailSenderFor } from "~/services.server";
import { publicOrigin } from "~/utils/deployment.server";
import { STAFF_ROLES } from "~/domains/staff/roles";
import { InviteStaffSchema, StaffDeskSchema, StaffUpdateSchema } from "~/domains/staff/schema";
import { inviteStaff } from "~/domains/staff/enrolment.server";
import { staffAccounts, updateStaff } from "~/domains/staff/staff.server";
import { privateMetaTags } from "~/i18n/meta";
import { deskActor, deskMeta, deskPath, requireRole } from "~/utils/desk.server";
import type { Route } from "./+types/staff";

/**
 * GET /desk/staff: every staff account, its roles and whether it may sign in; an admin changes them, one account a
 * form. Suspending ends the account's sessions at once. New accounts come with their password, TOTP secret and
 * recovery codes from the seed or /dev/seed (docs/sandbox.md).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const member = requireRole(context, "admin");
  const done = new URL(request.url).searchParams.get("done");
  return {
    meta: deskMeta(context, "staff"),
    roles: member.roles,
    me: member.id,
    done: done === "updated" || done === "invited" ? (done as "updated" | "invited") : null,
    accounts: await staffAccounts(context.get(dbContext)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireRole(context, "admin");
  const actor = deskActor(context, request);
  const submission = parseWithZod(await request.formData(), { schema: StaffDeskSchema });
  const staffId =
    submission.payload.intent === "invite"
      ? "invite"
      : typeof submission.payload.staffId === "string"
        ? submission.payload.staffId
        : "";
  const fail = (message: string, status = 400) =>
    data({ staffId, result: submission.reply({ formErrors: [message] }) }, { status });
  if (submission.status !== "success") return fail("errors.form");
  if (submission.value.intent === "invite") {
    const env = context.get(envContext);
    const now = context.get(clockContext)();
    const invited = await inviteStaff(
      {
        db: context.get(dbContext),
        now,
        sender: emailSenderFor(env, context.get(dbContext), now),
        siteUrl: publicOrigin(env),
      },
      { ...submission.value, locale: context.get(localeContext).locale },
      actor,
    );
    if (invited === "taken") return fail("desk:staff.taken", 409);
    return redirect(`${deskPath(context, "/staff")}?done=invited`);
  }
  const { roles, active } = submission.value;
  const result = await updateStaff(
    context.get(dbContext),
    { staffId: submission.value.staffId, roles, active: active === "1" },
    actor,
    context.get(clockContext)(),
  );
  if (result === "not_found") throw data(null, { status: 404 });
  if (result === "own_admin") return fail("desk:staff.errors.ownAdmin", 409);
  return redirect(`${deskPath(context, "/staff")}?done=updated`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

function StaffRow({
  account,
  lastResult,
}: {
  account: { id: string; name: string; email: string; roles: string[]; active: boolean };
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("desk");
  const [form, fields] = useZodForm(StaffUpdateSchema, {
    id: `staff-${account.id}`,
    lastResult,
    defaultValue: { intent: "update", staffId: account.id, roles: account.roles, active: account.active ? "1" : "0" },
  });
  return (
    <li className={css.section}>
      <h2>
        {account.name} ({account.email})
      </h2>
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <FormAlert message={form.errors?.[0]} />
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="staffId" value={account.id} />
        <CheckboxGroupField
          legend={t("staff.roles")}
          field={fields.roles}
          choices={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        />
        <Field label={t("staff.access")} htmlFor={fields.active.id} field={fields.active}>
          <select {...getSelectProps(fields.active)} className={formCss.input} key={fields.active.key}>
            <option value="1">{t("staff.active")}</option>
            <option value="0">{t("staff.suspended")}</option>
          </select>
        </Field>
        <Button variant="secondary">{t("staff.save", { name: account.name })}</Button>
      </Form>
    </li>
  );
}

function InviteForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("desk");
  const [form, fields] = useZodForm(InviteStaffSchema, {
    id: "invite",
    lastResult,
    defaultValue: { intent: "invite" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className={css.section}>
      <h2>{t("staff.invite")}</h2>
      <ResendToken />
      <FormAlert
        message={form.errors?.[0]}
        fields={fieldsInError([
          [fields.name, t("staff.name")],
          [fields.email, t("staff.email")],
          [fields.roles, t("staff.roles")],
        ])}
      />
      <input type="hidden" name="intent" value="invite" />
      <InputField label={t("staff.name")} field={fields.name} type="text" autoComplete="off" />
      <InputField label={t("staff.email")} field={fields.email} type="email" autoComplete="off" />
      <CheckboxGroupField
        legend={t("staff.roles")}
        field={fields.roles}
        choices={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      />
      <Button>{t("staff.inviteSubmit")}</Button>
    </Form>
  );
}

export default function DeskStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const { accounts, roles, done } = loaderData;
  return (
    <DeskPage heading={t("staff.heading")} roles={roles} notice={done ? t(`staff.${done}`) : null}>
      <p>{t("staff.intro")}</p>
      <ul className={css.list}>
        {accounts.map((account) => (
          <StaffRow
            key={account.id}
            account={account}
            lastResult={actionData?.staffId === account.id ? actionData.result : undefined}
          />
        ))}
      </ul>
      <InviteForm lastResult={actionData?.staffId === "invite" ? actionData.result : undefined} />
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
