import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { DeskPage } from "~/components/desk/desk-page";
import { IntentButton } from "~/components/desk/intent-button";
import * as css from "~/components/desk/desk.css";
import { FormAlert, ResendToken, SelectField, TextAreaField, useZodForm } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { Button } from "~/components/ui/button";
import { localeContext } from "~/context";
import { getApplication } from "~/domains/applications/applications.server";
import { allowedDecisions, decideApplication } from "~/domains/applications/desk-decisions.server";
import { ApplicationDecisionSchema, AskAgainSchema } from "~/domains/applications/desk-schema";
import { statusKey } from "~/domains/applications/types";
import { uploadsOf } from "~/domains/uploads/uploads.server";
import { privateMetaTags } from "~/i18n/meta";
import { textFor } from "~/i18n/translator.server";
import { applicationDeskDeps, deskActor, deskMeta, deskPath, requireApplicationRole } from "~/utils/desk.server";
import type { Route } from "./+types/application";

/**
 * GET /desk/applications/{id}: what was sent, each file of its checklist (opened as a download, never inline), and
 * the decisions its status allows. POST decides through the applications domain.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const deps = applicationDeskDeps(context);
  const app = await getApplication(deps.db, deps.kinds, params.applicationId);
  const kind = app ? deps.kinds[app.kind] : undefined;
  if (!app || !kind) throw data(null, { status: 404 });
  const member = requireApplicationRole(context, app.kind);
  const { locale } = context.get(localeContext);
  const t = textFor(locale, "applications");
  const uploads = await uploadsOf(deps.db, app.id);
  const done = new URL(request.url).searchParams.get("done");
  return {
    meta: deskMeta(context, "application"),
    roles: member.roles,
    done: done && /^[a-z_]+$/.test(done) ? done : null,
    app: {
      id: app.id,
      reference: app.reference,
      kind: app.kind,
      status: statusKey(app),
      name: app.name,
      email: app.email,
      title: kind.title(app.request, locale).join(" · "),
      details: kind.describe(app.request, locale),
      needsReason: app.needsReason,
    },
    checklist: kind.files(app.request).map((slot) => {
      const upload = uploads.find((u) => u.slot === slot.slot);
      return {
        slot: slot.slot,
        label: t(slot.label.key, slot.label.values),
        uploadId: upload?.id ?? null,
        type: upload?.type ?? null,
        asked: app.needs.includes(slot.slot),
      };
    }),
    decisions: allowedDecisions(deps, app),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const deps = applicationDeskDeps(context);
  const app = await getApplication(deps.db, deps.kinds, params.applicationId);
  if (!app) throw data(null, { status: 404 });
  requireApplicationRole(context, app.kind);
  const actor = deskActor(context, request);
  const submission = parseWithZod(await request.formData(), { schema: ApplicationDecisionSchema });
  const fail = (message: string, status = 400) =>
    data({ intent: submission.payload.intent, result: submission.reply({ formErrors: [message] }) }, { status });
  if (submission.status !== "success") return fail("errors.form");
  const value = submission.value;
  const result = await decideApplication(
    deps,
    app.id,
    value.intent === "ask_again"
      ? { kind: "ask_again", slot: value.slot, reason: value.reason }
      : value.intent === "decide"
        ? { kind: "decide", outcome: value.outcome }
        : { kind: value.intent },
    actor,
  );
  if (result === "not_open" || result === "no_such_file" || result === "reason_needed") {
    return fail(`desk:application.results.${result}`, result === "not_open" ? 409 : 400);
  }
  return redirect(`${deskPath(context, `/applications/${app.id}`)}?done=${result}`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["desk", "applications"]);
  const { app, checklist, decisions, roles, done } = loaderData;
  const [askForm, askFields] = useZodForm(AskAgainSchema, {
    id: "ask-again",
    lastResult: actionData?.intent === "ask_again" ? actionData.result : undefined,
    defaultValue: { intent: "ask_again" },
  });
  const otherError = actionData && actionData.intent !== "ask_again" ? actionData.result.error?.[""]?.[0] : undefined;
  return (
    <DeskPage
      heading={t("application.heading", {
        kind: t(`applications:kinds.${app.kind}` as never),
        reference: app.reference,
      })}
      roles={roles}
      notice={
        done ? t("application.done", { status: t(`applications:status.${app.kind}.${app.status}` as never) }) : null
      }
    >
      <section className={css.section} aria-labelledby="sent">
        <h2 id="sent">{t("application.sent")}</h2>
        <p>{t("application.status", { status: t(`applications:status.${app.kind}.${app.status}` as never) })}</p>
        <p>
          {app.title} · {app.name} ({app.email})
        </p>
        <dl>
          {app.details.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={css.section} aria-labelledby="checklist">
        <h2 id="checklist">{t("application.checklist")}</h2>
        <ul className={css.list}>
          {checklist.map((file) => (
            <li key={file.slot}>
              <strong>{file.label}</strong>
              {" · "}
              {file.asked
                ? t("application.askedAgain")
                : file.uploadId
                  ? t("application.given", { type: (file.type ?? "").toUpperCase() })
                  : t("application.missing")}
              {file.uploadId ? (
                <>
                  {" · "}
                  <LocaleLink to={`/desk/applications/${app.id}/files/${file.uploadId}`} reloadDocument>
                    {t("application.download")}
                  </LocaleLink>
                </>
              ) : null}
            </li>
          ))}
        </ul>
        {app.needsReason ? <p>{t("application.askedBecause", { reason: app.needsReason })}</p> : null}
      </section>
      {decisions.length > 0 ? (
        <section className={css.section} aria-labelledby="decide">
          <h2 id="decide">{t("application.decide")}</h2>
          <FormAlert message={otherError} />
          {decisions.includes("checked") ? (
            <IntentButton intent="checked">{t("application.checked")}</IntentButton>
          ) : null}
          {decisions.includes("lodged") ? <IntentButton intent="lodged">{t("application.lodged")}</IntentButton> : null}
          {decisions.includes("decide") ? (
            <>
              <IntentButton intent="decide" fields={{ outcome: "approved" }}>
                {t("application.approve")}
              </IntentButton>
              <IntentButton intent="decide" fields={{ outcome: "refused" }} secondary>
                {t("application.refuse")}
              </IntentButton>
            </>
          ) : null}
          {decisions.includes("ask_again") ? (
            <Form method="post" {...getFormProps(askForm)}>
              <h3>{t("application.askAgain")}</h3>
              <ResendToken />
              <FormAlert message={askForm.errors?.[0]} />
              <input type="hidden" name="intent" value="ask_again" />
              <SelectField
                label={t("application.which")}
                field={askFields.slot}
                choices={checklist.map((file) => ({ value: file.slot, label: file.label }))}
                placeholder={t("application.choose")}
              />
              <TextAreaField label={t("refund.reasonLabel")} field={askFields.reason} />
              <Button variant="secondary">{t("application.askAgainSubmit")}</Button>
            </Form>
          ) : null}
        </section>
      ) : null}
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
