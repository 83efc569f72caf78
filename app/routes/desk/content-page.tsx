import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { z } from "zod";
import { DeskPage } from "~/components/desk/desk-page";
import * as css from "~/components/desk/desk.css";
import { IntentButton } from "~/components/desk/intent-button";
import { fieldsInError, FormAlert, InputField, ResendToken, TextAreaField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext } from "~/context";
import {
  type AnyContentWords,
  CONTENT_DESK_NOTICES,
  type ContentField,
  ContentIntentSchema,
} from "~/domains/content/desk-schema";
import { contentDeskPage, publishContentDraft, saveContentDraft, setContentShown } from "~/domains/content/desk.server";
import { withLocalePrefix } from "~/i18n/locales";
import { privateMetaTags } from "~/i18n/meta";
import { deskActor, deskMeta, deskPath, requireRole } from "~/utils/desk.server";
import { CONTENT_WORDS, type ContentEntity, contentEntity } from "~/utils/content-desk";
import { CONTENT_OWNERS } from "~/utils/content-desk.server";
import { pageCache } from "~/utils/page-cache.server";
import type { Route } from "./+types/content-page";

/**
 * GET /desk/content/{entity}/{key}/{locale}: a static page's, an office's, a blog post's or a landing page's words in
 * one language, a draft's preview as the site shows it, and publishing. POST saves, publishes, or takes the page off
 * the site (and back) through the domain that owns it, then drops the pages that show it from the page cache.
 */
function entityOf(params: { entity: string }): ContentEntity {
  const entity = contentEntity(params.entity);
  if (!entity) throw data(null, { status: 404 });
  return entity;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const member = requireRole(context, "content");
  const entity = entityOf(params);
  const record = { entity, key: params.key, locale: params.locale };
  const page = await contentDeskPage(context.get(dbContext), CONTENT_OWNERS[entity], record);
  if (!page) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  return {
    meta: deskMeta(context, "contentPage"),
    roles: member.roles,
    notice: CONTENT_DESK_NOTICES.find((n) => n === done) ?? null,
    entity,
    page,
    publicPath: withLocalePrefix(params.locale === "en-US" ? null : "fr-FR", page.path),
  };
}

/** A decision's form carries nothing but its intent and one-time token. */
const NoWords = z.object({});

export async function action({ request, context, params }: Route.ActionArgs) {
  requireRole(context, "content");
  const entity = entityOf(params);
  const actor = deskActor(context, request);
  const db = context.get(dbContext);
  const now = context.get(clockContext)();
  const form = await request.formData();
  const intent = parseWithZod(form, { schema: ContentIntentSchema });
  if (intent.status !== "success") throw data(null, { status: 400 });
  const owner = CONTENT_OWNERS[entity];
  const record = { entity, key: params.key, locale: params.locale };
  const done = (notice: string) =>
    redirect(`${deskPath(context, `/content/${entity}/${params.key}/${params.locale}`)}?done=${notice}`);
  const submission = parseWithZod(form, { schema: intent.value.intent === "save" ? owner.words.schema : NoWords });
  const fail = (message: string, status = 400) =>
    data({ result: submission.reply({ formErrors: [message] }) }, { status });
  if (submission.status !== "success") return fail("errors.form");
  if (intent.value.intent === "save") {
    if (!(await saveContentDraft(db, owner, record, submission.value, actor, now))) throw data(null, { status: 404 });
    return done("saved");
  }
  const changed =
    intent.value.intent === "publish"
      ? await publishContentDraft(db, owner, record, actor, now)
      : await setContentShown(db, owner, record, intent.value.intent === "republish", actor, now);
  if (!changed) return fail("desk:contentEdit.nothing", 409);
  pageCache.purge(owner.shows(params.key));
  return done(`${intent.value.intent}ed`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

function WordsPreview({
  fields,
  words,
  lang,
}: {
  fields: readonly ContentField[];
  words: AnyContentWords;
  lang: string;
}) {
  return (
    <div lang={lang}>
      {fields.map(({ name, kind }, i) => {
        const value = words[name];
        if (!value) return null;
        // Sanitized when saved and again when read (content/desk.server.ts), as the site's page shows it.
        if (kind === "html") return <div key={name} dangerouslySetInnerHTML={{ __html: value }} />;
        return <p key={name}>{i === 0 ? <strong>{value}</strong> : value}</p>;
      })}
    </div>
  );
}

export default function DeskContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const { entity, page, roles, notice, publicPath } = loaderData;
  const { fields: asked, schema } = CONTENT_WORDS[entity];
  const [form, fields] = useForm<Record<string, string>>({
    id: `content-${entity}`,
    lastResult: actionData?.result,
    defaultValue: { intent: "save", ...(page.draft ?? page.live) },
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    defaultNoValidate: false,
  });
  const label = (name: string) => t(`contentEdit.fields.${name}` as "contentEdit.fields.title");
  return (
    <DeskPage
      heading={t("contentEdit.heading", { name: page.name, locale: page.locale })}
      roles={roles}
      notice={notice ? t(`contentEdit.notices.${notice}`) : null}
    >
      <p>
        {page.published ? t("contentEdit.live") : t("contentEdit.off")} <a href={publicPath}>{t("contentEdit.view")}</a>
      </p>
      <Form method="post" {...getFormProps(form)} className={css.section}>
        <ResendToken />
        <FormAlert
          message={form.errors?.[0]}
          fields={fieldsInError(asked.map(({ name }) => [fields[name]!, label(name)] as const))}
        />
        <input type="hidden" name="intent" value="save" />
        {asked.map(({ name, kind, optional }) => {
          const field = fields[name]!;
          if (kind === "text" || kind === "html") {
            return (
              <TextAreaField
                key={name}
                label={label(name)}
                field={field}
                hint={kind === "html" ? t("contentEdit.htmlHint") : undefined}
              />
            );
          }
          return (
            <InputField
              key={name}
              label={label(name)}
              field={field}
              type={kind === "line" ? "text" : kind}
              autoComplete="off"
              hint={optional ? t("contentEdit.optionalHint") : undefined}
            />
          );
        })}
        <Button>{t("contentEdit.save")}</Button>
      </Form>
      {page.draft ? (
        <section className={css.section} aria-labelledby="preview">
          <h2 id="preview">{t("contentEdit.preview")}</h2>
          <WordsPreview fields={asked} words={page.draft} lang={page.locale} />
          <IntentButton intent="publish">{t("contentEdit.publish")}</IntentButton>
        </section>
      ) : null}
      {page.published ? (
        <IntentButton intent="unpublish" secondary>
          {t("contentEdit.unpublish")}
        </IntentButton>
      ) : (
        <IntentButton intent="republish" secondary>
          {t("contentEdit.republish")}
        </IntentButton>
      )}
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
