import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { z } from "zod";
import * as css from "~/components/booking/booking.css";
import * as form from "~/components/forms.css";
import { FormAlert } from "~/components/forms";
import { container } from "~/components/layout.css";
import { LocaleLink, useLocalePath } from "~/components/locale-link";
import * as page from "~/components/orders/product-page.css";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, DefinitionList } from "~/components/ui/card";
import { attachFile, missingFiles, submitApplication } from "~/domains/applications/applications.server";
import { APPLICATION, statusKey, TIMELINE } from "~/domains/applications/types";
import { eventsOf } from "~/domains/core/state-machine";
import { APPLICATION_KINDS } from "~/domains/orders/application-kinds.server";
import { uploadsOf } from "~/domains/uploads/uploads.server";
import { dbContext, localeContext } from "~/context";
import { getI18n } from "~/i18n/i18next.server";
import { privateMetaTags } from "~/i18n/meta";
import { applicationDeps, applicationPath, payApplicationFees, requireApplication } from "~/utils/application.server";
import { formIntent } from "~/utils/forms.server";
import { instantIn } from "~/utils/format-time";
import type { Route } from "./+types/application";

const SlotSchema = z.object({ slot: z.string().max(40) });
const UploadFormSchema = SlotSchema.extend({ file: z.instanceof(File, { message: "errors.required" }) });

/**
 * GET and POST /applications/{id}: an application of any kind, for its owner. Its status and timeline, what was sent,
 * and its files: each one it needs uploaded on its own (one file a POST, so a slow network sends one at a time), a
 * file the back office asks for again reopened alone; "Send for review" once the files are in.
 */
export async function loader(args: Route.LoaderArgs) {
  const app = await requireApplication(args);
  const { context } = args;
  const kind = APPLICATION_KINDS[app.kind];
  if (!kind) throw new Response("Not Found", { status: 404 });
  const db = context.get(dbContext);
  const { locale } = context.get(localeContext);
  const t = getI18n(context).getFixedT(null, "applications") as unknown as (k: string, v?: object) => string;
  const uploads = await uploadsOf(db, app.id);
  const missing = new Set((await missingFiles({ db, kinds: APPLICATION_KINDS }, app)).map((slot) => slot.slot));
  const reached = new Map((await eventsOf(db, APPLICATION, app.id)).map((event) => [event.to, event.at]));
  const steps = TIMELINE.filter(
    (status) => (status !== "lodged" || kind.lodged) && (status !== "more_needed" || reached.has(status)),
  );
  return {
    id: app.id,
    reference: app.reference,
    kind: app.kind,
    heading: t("page.heading", { kind: t(`kinds.${app.kind}`), reference: app.reference }),
    status: t(`status.${app.kind}.${statusKey(app)}`),
    draft: app.status === "draft",
    sendable: app.status === "draft" && !kind.fees && missing.size === 0,
    payable: app.status === "draft" && Boolean(kind.fees) && missing.size === 0,
    title: kind.title(app.request, locale),
    details: kind.describe(app.request, locale),
    timeline: steps.map((status) => ({
      status,
      label: t(`status.${app.kind}.${status === "decided" ? statusKey(app) : status}`),
      at: reached.has(status) ? instantIn(reached.get(status) ?? "", "UTC", locale) : null,
    })),
    files: kind.files(app.request).map((slot) => {
      const upload = uploads.find((u) => u.slot === slot.slot);
      return {
        slot: slot.slot,
        label: t(slot.label.key, slot.label.values),
        accepts: slot.accepts.map((type) => (type === "pdf" ? "application/pdf" : `image/${type}`)).join(","),
        images: !slot.accepts.includes("pdf"),
        required: slot.required,
        uploadId: upload?.id ?? null,
        open: app.status === "draft" || (app.status === "more_needed" && app.needs.includes(slot.slot)),
        asked: app.needs.includes(slot.slot),
      };
    }),
    meta: {
      title: t("page.metaTitle", { kind: t(`kinds.${app.kind}`), reference: app.reference }),
      description: t("page.find"),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const app = await requireApplication(args);
  const { context, request } = args;
  const formData = await request.formData();
  const deps = applicationDeps(context);
  const intent = formIntent(formData);
  if (intent === "send") {
    await submitApplication(deps, app);
    return redirect(applicationPath(context, app.id));
  }
  if (intent === "pay") return payApplicationFees(context, app);
  const submission = parseWithZod(formData, { schema: UploadFormSchema });
  if (submission.status !== "success") {
    const asked = parseWithZod(formData, { schema: SlotSchema });
    const slot = asked.status === "success" ? asked.value.slot : "";
    return data({ slot, error: "files.errors.empty" }, { status: 400 });
  }
  const stored = await attachFile(deps, app, submission.value.slot, submission.value.file);
  if (!stored.ok) return data({ slot: submission.value.slot, error: `files.errors.${stored.reason}` }, { status: 400 });
  return redirect(`${applicationPath(context, app.id)}#file-${submission.value.slot}`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function ApplicationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["applications", "booking"]);
  const text = t as unknown as (key: string) => string;
  const app = loaderData;
  const localePath = useLocalePath();
  return (
    <div className={`${container} ${page.page}`}>
      <h1>{app.heading}</h1>
      <p id="application-status" role="status">
        <Badge tone={app.draft ? "warning" : "brand"}>{app.status}</Badge>
      </p>
      <p className={css.muted}>{t("page.find")}</p>
      {/* A refused file: the form's summary names it, linked to its control; its message stands beside it. */}
      <FormAlert
        message={actionData ? "errors.form" : null}
        fields={app.files
          .filter((file) => file.slot === actionData?.slot)
          .map((file) => ({ id: `file-${file.slot}-input`, label: file.label }))}
      />
      <Card heading={t("page.timeline")} headingId="application-timeline">
        <ol className={page.included}>
          {app.timeline.map((step) => (
            <li key={step.status}>
              <strong>{step.label}</strong> · {step.at ?? t("page.notYet")}
            </li>
          ))}
        </ol>
      </Card>
      <Card heading={t("page.details")} headingId="application-details">
        <p className={page.flat}>{app.title.join(" · ")}</p>
        <DefinitionList items={app.details} />
      </Card>
      {app.files.length > 0 ? (
        <Card heading={t("files.heading")} headingId="application-files">
          <ul className={css.cardList}>
            {app.files.map((file) => (
              <li key={file.slot} id={`file-${file.slot}`} className={css.panel}>
                <p className={page.facts}>
                  <strong>{file.label}</strong>
                  <Badge tone={file.uploadId && !file.asked ? "success" : file.required ? "warning" : "neutral"}>
                    {file.uploadId && !file.asked
                      ? t("files.given")
                      : file.required || file.asked
                        ? t("files.missing")
                        : t("files.optional")}
                  </Badge>
                </p>
                {file.uploadId ? (
                  <p className={page.flat}>
                    <a href={localePath(`/applications/${app.id}/files/${file.uploadId}`)}>{t("files.view")}</a>
                  </p>
                ) : null}
                {file.open ? (
                  <Form method="post" encType="multipart/form-data" className={page.facts}>
                    <input type="hidden" name="slot" value={file.slot} />
                    <label className={form.field}>
                      <span className={form.label}>{t("files.choose")}</span>
                      <input
                        type="file"
                        name="file"
                        id={`file-${file.slot}-input`}
                        accept={file.accepts}
                        required
                        className={form.input}
                        aria-label={`${t("files.choose")}: ${file.label}`}
                        aria-invalid={actionData?.slot === file.slot ? true : undefined}
                        aria-describedby={[
                          `file-${file.slot}-hint`,
                          actionData?.slot === file.slot ? `file-${file.slot}-error` : null,
                        ]
                          .filter(Boolean)
                          .join(" ")}
                      />
                    </label>
                    <small id={`file-${file.slot}-hint`}>
                      {file.images ? t("files.acceptsImages") : t("files.accepts")}
                    </small>
                    {actionData?.slot === file.slot ? (
                      <p className={form.error} id={`file-${file.slot}-error`}>
                        {text(actionData.error)}
                      </p>
                    ) : null}
                    <Button variant="secondary">{file.uploadId ? t("files.replace") : t("files.upload")}</Button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {app.draft && !app.sendable && !app.payable && app.files.length > 0 ? <p>{t("page.missingFirst")}</p> : null}
      {app.payable ? (
        <Form method="post" className={css.actions}>
          <p className={page.flat}>{t("page.payFirst")}</p>
          <Button name="intent" value="pay">
            {t("page.pay")}
          </Button>
        </Form>
      ) : null}
      {app.sendable ? (
        <Form method="post" className={css.actions}>
          <Button name="intent" value="send">
            {t("page.send")}
          </Button>
        </Form>
      ) : null}
      <p>
        <LocaleLink to="/manage-booking">{t("booking:manage.findAnother")}</LocaleLink>
      </p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
