import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import type { z } from "zod";
import { DeskPage } from "~/components/desk/desk-page";
import { IntentButton } from "~/components/desk/intent-button";
import * as css from "~/components/desk/desk.css";
import { fieldsInError, FormAlert, InputField, ResendToken, TextAreaField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext } from "~/context";
import { AIRLINE_DESK_NOTICES, AirlineDeskSchema, AirlineWordsFormSchema } from "~/domains/airlines/desk-schema";
import {
  airlineDeskPage,
  publishAirlineDraft,
  showsAirlinePage,
  saveAirlineDraft,
  setAirlinePageShown,
} from "~/domains/airlines/desk.server";
import { privateMetaTags } from "~/i18n/meta";
import { withLocalePrefix } from "~/i18n/locales";
import { pageCache } from "~/utils/page-cache.server";
import { deskActor, deskMeta, deskPath, requireRole } from "~/utils/desk.server";
import type { Route } from "./+types/content-airline";

/**
 * GET /desk/content/airlines/{slug}/{locale}: an airline page's words, a draft's preview as the site shows it, and
 * publishing. POST saves, publishes, or takes the page off the site (and back) through the airlines domain, then
 * drops the pages that show it from this isolate's page cache.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const member = requireRole(context, "content");
  const page = await airlineDeskPage(context.get(dbContext), params.slug, params.locale);
  if (!page) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  return {
    meta: deskMeta(context, "contentAirline"),
    roles: member.roles,
    notice: AIRLINE_DESK_NOTICES.find((n) => n === done) ?? null,
    page,
    publicPath: withLocalePrefix(params.locale === "en-US" ? null : "fr-FR", `/airline/${page.slug}`),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireRole(context, "content");
  const actor = deskActor(context, request);
  const db = context.get(dbContext);
  const now = context.get(clockContext)();
  const submission = parseWithZod(await request.formData(), { schema: AirlineDeskSchema });
  const fail = (message: string, status = 400) =>
    data({ result: submission.reply({ formErrors: [message] }) }, { status });
  if (submission.status !== "success") return fail("errors.form");
  const page = { slug: params.slug, locale: params.locale };
  const value = submission.value;
  const done = (notice: string) =>
    redirect(`${deskPath(context, `/content/airlines/${params.slug}/${params.locale}`)}?done=${notice}`);
  if (value.intent === "save") {
    const { pageTitle, metaDescription, headerText, descriptionHtml } = value;
    const words = { pageTitle, metaDescription, headerText, descriptionHtml };
    if (!(await saveAirlineDraft(db, page, words, actor, now))) throw data(null, { status: 404 });
    return done("saved");
  }
  const changed =
    value.intent === "publish"
      ? await publishAirlineDraft(db, page, actor, now)
      : await setAirlinePageShown(db, page, value.intent === "republish", actor, now);
  if (!changed) return fail("desk:contentAirline.nothing", 409);
  pageCache.purge(showsAirlinePage(params.slug));
  return done(`${value.intent}ed`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskContentAirline({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const { page, roles, notice, publicPath } = loaderData;
  const words = page.draft ?? page.live;
  const [form, fields] = useForm<z.input<typeof AirlineWordsFormSchema>>({
    id: "airline-words",
    lastResult: actionData?.result,
    defaultValue: { intent: "save", ...words },
    constraint: getZodConstraint(AirlineWordsFormSchema),
    shouldValidate: "onSubmit",
    defaultNoValidate: false,
  });
  return (
    <DeskPage
      heading={t("contentAirline.heading", { name: page.name, locale: page.locale })}
      roles={roles}
      notice={notice ? t(`contentAirline.notices.${notice}`) : null}
    >
      <p>
        {page.published ? t("contentAirline.live") : t("contentAirline.off")}{" "}
        <a href={publicPath}>{t("contentAirline.view")}</a>
      </p>
      <Form method="post" {...getFormProps(form)} className={css.section}>
        <ResendToken />
        <FormAlert
          message={form.errors?.[0]}
          fields={fieldsInError([
            [fields.pageTitle, t("contentAirline.pageTitle")],
            [fields.metaDescription, t("contentAirline.metaDescription")],
            [fields.headerText, t("contentAirline.headerText")],
            [fields.descriptionHtml, t("contentAirline.descriptionHtml")],
          ])}
        />
        <input type="hidden" name="intent" value="save" />
        <InputField label={t("contentAirline.pageTitle")} field={fields.pageTitle} type="text" />
        <TextAreaField label={t("contentAirline.metaDescription")} field={fields.metaDescription} />
        <TextAreaField label={t("contentAirline.headerText")} field={fields.headerText} />
        <TextAreaField
          label={t("contentAirline.descriptionHtml")}
          field={fields.descriptionHtml}
          hint={t("contentAirline.htmlHint")}
        />
        <Button>{t("contentAirline.save")}</Button>
      </Form>
      {page.draft ? (
        <section className={css.section} aria-labelledby="preview">
          <h2 id="preview">{t("contentAirline.preview")}</h2>
          <p>
            <strong>{page.draft.pageTitle}</strong>
          </p>
          <p>{page.draft.headerText}</p>
          {/* Sanitized when saved and again when read (desk.server.ts), as the site's page shows it. */}
          <div lang={page.locale} dangerouslySetInnerHTML={{ __html: page.draft.descriptionHtml }} />
          <IntentButton intent="publish">{t("contentAirline.publish")}</IntentButton>
        </section>
      ) : null}
      {page.published ? (
        <IntentButton intent="unpublish" secondary>
          {t("contentAirline.unpublish")}
        </IntentButton>
      ) : (
        <IntentButton intent="republish" secondary>
          {t("contentAirline.republish")}
        </IntentButton>
      )}
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
