import { parseWithZod } from "@conform-to/zod/v4";
import { MAX_UPLOAD_BYTES } from "~/domains/uploads/sniff";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { z } from "zod";
import * as css from "~/components/booking/booking.css";
import * as form from "~/components/forms.css";
import { ErrorList, fieldsInError, FormAlert, ResendToken } from "~/components/forms";
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Alert } from "~/components/ui/alert";
import { container } from "~/components/layout.css";
import { LocaleLink, useLocalePath } from "~/components/locale-link";
import * as page from "~/components/orders/product-page.css";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, DefinitionList } from "~/components/ui/card";
import { PropertyMap } from "~/components/hotels/property-map";
import { attachFile, submitApplication } from "~/domains/applications/applications.server";
import { PayFeesSchema } from "~/domains/applications/fees-form";
import { applicationView } from "~/domains/applications/view.server";
import { APPLICATION_KINDS } from "~/domains/orders/application-kinds.server";
import { mapTiles } from "~/domains/suppliers/map-tiles";
import { clockContext, dbContext, envContext, localeContext, oversizeUploadContext } from "~/context";
import { privateMetaTags } from "~/i18n/meta";
import { applicationDeps, applicationPath, payApplicationFees, requireApplication } from "~/utils/application.server";
import { formIntent } from "~/utils/forms.server";
import { hotelsFor } from "~/utils/stays.server";
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
  const deps = {
    db: context.get(dbContext),
    kinds: APPLICATION_KINDS,
    hotels: hotelsFor(context),
    today: context.get(clockContext)().toISOString().slice(0, 10),
  };
  const view = await applicationView(deps, app, context.get(localeContext).locale);
  if (!view) throw new Response("Not Found", { status: 404 });
  // An upload refused for its size before it was read (workers/app.ts): its message beside its field.
  const oversize = context.get(oversizeUploadContext);
  const refused = view.files.some((file) => file.slot === oversize)
    ? { slot: oversize ?? "", error: "files.errors.too_large" }
    : null;
  return { ...view, refused, tiles: view.place ? mapTiles(context.get(envContext)) : null };
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
  if (intent === "pay") return payApplicationFees(context, app, formData);
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
  // A refused file: the action's answer, or the Worker's for a file over the size limit.
  const refused = (actionData && "slot" in actionData ? actionData : null) ?? app.refused ?? undefined;
  return (
    <div className={`${container} ${page.page}`}>
      <h1>{app.heading}</h1>
      <p id="application-status" role="status">
        <Badge tone={app.draft ? "warning" : "brand"}>{app.status}</Badge>
      </p>
      <p className={css.muted}>{t("page.find")}</p>
      {/* A refused file: the form's summary names it, linked to its control; its message stands beside it. */}
      <FormAlert
        message={refused ? "errors.form" : null}
        fields={app.files
          .filter((file) => file.slot === refused?.slot)
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
        {app.place && app.tiles ? (
          <PropertyMap property={app.place} tiles={app.tiles} caption={app.place.caption} />
        ) : null}
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
                {file.askedBecause ? (
                  <p className={page.flat}>{t("files.askedBecause", { reason: file.askedBecause })}</p>
                ) : null}
                {file.uploadId ? (
                  <p className={page.flat}>
                    <a href={localePath(`/applications/${app.id}/files/${file.uploadId}`)}>{t("files.view")}</a>
                  </p>
                ) : null}
                {file.open ? (
                  // With the enhancement script (decision 025): a file checked before it is sent, its upload shown
                  // as it goes, and the page answering in place.
                  <Form
                    method="post"
                    action={`?slot=${file.slot}`}
                    encType="multipart/form-data"
                    className={page.facts}
                    data-enhance=""
                  >
                    <ResendToken />
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
                        aria-invalid={refused?.slot === file.slot ? true : undefined}
                        aria-describedby={[
                          `file-${file.slot}-hint`,
                          refused?.slot === file.slot ? `file-${file.slot}-error` : `file-${file.slot}-input-check`,
                        ]
                          .filter(Boolean)
                          .join(" ")}
                        data-max-bytes={MAX_UPLOAD_BYTES}
                        data-too-large={t("files.errors.too_large")}
                        data-wrong-type={t("files.errors.type")}
                      />
                    </label>
                    <p className={form.error} id={`file-${file.slot}-input-check`} role="alert" hidden />
                    <progress data-upload-progress="" max={1} value={0} hidden aria-label={t("files.uploading")} />
                    <small id={`file-${file.slot}-hint`}>
                      {file.images ? t("files.acceptsImages") : t("files.accepts")}
                    </small>
                    {refused?.slot === file.slot ? (
                      <p className={form.error} id={`file-${file.slot}-error`}>
                        {text(refused.error)}
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
      {app.deadline?.late === "refused" ? (
        <Alert tone="danger">
          <p>{t("page.deadline.refused", { date: app.deadline.expectedBy, travel: app.deadline.travelDate })}</p>
        </Alert>
      ) : null}
      {app.payable ? (
        <PayFees deadline={app.deadline} lastResult={actionData && "pay" in actionData ? actionData.pay : undefined} />
      ) : null}
      {app.sendable ? (
        <Form method="post" className={css.actions}>
          <ResendToken />
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

/**
 * Paying the fees sends the application. Before, when its decision is expected; when that is after the day of travel,
 * the warning, and a box to tick before the fees can be paid.
 */
function PayFees({
  deadline,
  lastResult,
}: {
  deadline: Route.ComponentProps["loaderData"]["deadline"];
  lastResult: SubmissionResult | undefined;
}) {
  const { t } = useTranslation(["applications", "booking"]);
  const [payForm, fields] = useForm<z.infer<typeof PayFeesSchema>>({
    id: "pay-fees",
    lastResult,
    constraint: getZodConstraint(PayFeesSchema),
    shouldValidate: "onSubmit",
  });
  const late = deadline?.late === "at_own_risk";
  return (
    <Form method="post" className={css.actions} {...getFormProps(payForm)}>
      <ResendToken />
      <FormAlert message={null} fields={fieldsInError([[fields.lateAccepted, t("page.deadline.accept")]])} />
      <p className={page.flat}>{t("page.payFirst")}</p>
      {deadline && !late ? (
        <p className={page.flat}>{t("page.deadline.expected", { date: deadline.expectedBy })}</p>
      ) : null}
      {deadline && late ? (
        <>
          <Alert tone="warning">
            <p>{t("page.deadline.atOwnRisk", { date: deadline.expectedBy, travel: deadline.travelDate })}</p>
          </Alert>
          <div className={form.field}>
            <label className={form.checkbox}>
              <input {...getInputProps(fields.lateAccepted, { type: "checkbox" })} required />{" "}
              {t("page.deadline.accept")}
            </label>
            <ErrorList id={fields.lateAccepted.errorId} errors={fields.lateAccepted.errors} />
          </div>
        </>
      ) : null}
      <Button name="intent" value="pay">
        {t("page.pay")}
      </Button>
    </Form>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
