import { getFormProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import type { z } from "zod";
import { DeskPage } from "~/components/desk/desk-page";
import * as css from "~/components/desk/desk.css";
import { CheckboxGroupField, Field, FormAlert, ResendToken } from "~/components/forms";
import * as formCss from "~/components/forms.css";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext } from "~/context";
import { STAFF_ROLES } from "~/domains/staff/roles";
import { StaffUpdateSchema } from "~/domains/staff/schema";
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
    done: done === "updated",
    accounts: await staffAccounts(context.get(dbContext)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireRole(context, "admin");
  const actor = deskActor(context, request);
  const submission = parseWithZod(await request.formData(), { schema: StaffUpdateSchema });
  const staffId = typeof submission.payload.staffId === "string" ? submission.payload.staffId : "";
  const fail = (message: string, status = 400) =>
    data({ staffId, result: submission.reply({ formErrors: [message] }) }, { status });
  if (submission.status !== "success") return fail("errors.form");
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
  const [form, fields] = useForm<z.input<typeof StaffUpdateSchema>>({
    id: `staff-${account.id}`,
    lastResult,
    defaultValue: { staffId: account.id, roles: account.roles, active: account.active ? "1" : "0" },
    constraint: getZodConstraint(StaffUpdateSchema),
    shouldValidate: "onSubmit",
    defaultNoValidate: false,
  });
  return (
    <li className={css.section}>
      <h2>
        {account.name} ({account.email})
      </h2>
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <FormAlert message={form.errors?.[0]} />
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

export default function DeskStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const { accounts, roles, done } = loaderData;
  return (
    <DeskPage heading={t("staff.heading")} roles={roles} notice={done ? t("staff.updated") : null}>
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
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
