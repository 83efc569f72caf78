import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { DeskPage } from "~/components/desk/desk-page";
import { IntentButton } from "~/components/desk/intent-button";
import * as css from "~/components/desk/desk.css";
import { fieldsInError, FormAlert, InputField, ResendToken, useZodForm } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext } from "~/context";
import { AddAgentSchema, AgentDeskSchema } from "~/domains/agents/desk-schema";
import { addAgent, listAgents, setAgentActive } from "~/domains/agents/desk.server";
import { privateMetaTags } from "~/i18n/meta";
import { deskActor, deskMeta, deskPath, requireRole } from "~/utils/desk.server";
import type { Route } from "./+types/agents";

const NOTICES = ["added", "suspended", "restored"] as const;

/**
 * GET /desk/agents: the CRM agents Tern accepts, each active or suspended, and a form to validate a new agent id.
 * POST adds, suspends or restores one through the agents domain (a suspended agent's tokens are refused at once).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const member = requireRole(context, "partners");
  const done = new URL(request.url).searchParams.get("done");
  return {
    meta: deskMeta(context, "agents"),
    roles: member.roles,
    notice: NOTICES.find((n) => n === done) ?? null,
    agents: await listAgents(context.get(dbContext)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireRole(context, "partners");
  const actor = deskActor(context, request);
  const db = context.get(dbContext);
  const now = context.get(clockContext)();
  const submission = parseWithZod(await request.formData(), { schema: AgentDeskSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: ["errors.form"] }) }, { status: 400 });
  }
  const value = submission.value;
  const done = (notice: (typeof NOTICES)[number]) => redirect(`${deskPath(context, "/agents")}?done=${notice}`);
  if (value.intent === "add") {
    if ((await addAgent(db, value, actor, now)) === "taken") {
      return data({ result: submission.reply({ formErrors: ["desk:agents.errors.taken"] }) }, { status: 409 });
    }
    return done("added");
  }
  if (!(await setAgentActive(db, value.id, value.intent === "restore", actor, now))) throw data(null, { status: 404 });
  return done(value.intent === "restore" ? "restored" : "suspended");
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskAgents({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const { agents, roles, notice } = loaderData;
  const [form, fields] = useZodForm(AddAgentSchema, {
    id: "add-agent",
    lastResult: actionData?.result,
    defaultValue: { intent: "add" },
  });
  return (
    <DeskPage heading={t("agents.heading")} roles={roles} notice={notice ? t(`agents.notices.${notice}`) : null}>
      <p>{t("agents.intro")}</p>
      <ul className={css.list}>
        {agents.map((agent) => (
          <li key={agent.id} className={css.row}>
            <LocaleLink to={`/desk/agents/${agent.id}`} className={css.navLink}>
              {agent.name} ({agent.id})
            </LocaleLink>
            <span>{agent.active ? t("agents.active") : t("agents.suspended")}</span>
            <IntentButton intent={agent.active ? "suspend" : "restore"} fields={{ id: agent.id }} secondary>
              {agent.active ? t("agents.suspend", { id: agent.id }) : t("agents.restore", { id: agent.id })}
            </IntentButton>
          </li>
        ))}
      </ul>
      <Form method="post" {...getFormProps(form)} className={css.section}>
        <h2>{t("agents.add")}</h2>
        <ResendToken />
        <FormAlert
          message={form.errors?.[0]}
          fields={fieldsInError([
            [fields.id, t("agents.id")],
            [fields.name, t("agents.name")],
          ])}
        />
        <input type="hidden" name="intent" value="add" />
        <InputField label={t("agents.id")} field={fields.id} type="text" />
        <InputField label={t("agents.name")} field={fields.name} type="text" />
        <Button>{t("agents.addSubmit")}</Button>
      </Form>
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
