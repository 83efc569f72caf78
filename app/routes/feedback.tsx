import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { z } from "zod";
import { SafePathSchema } from "~/lib/safe-redirect";
import * as booking from "~/components/booking/booking.css";
import { fieldsInError, FormAlert, InputField, TextAreaField, ResendToken } from "~/components/forms";
import { container } from "~/components/layout.css";
import * as page from "~/components/orders/product-page.css";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext, envContext, localeContext } from "~/context";
import { sendFeedback } from "~/domains/discovery/feedback.server";
import { type FeedbackForm, FeedbackFormSchema } from "~/domains/discovery/schema";
import { getI18n } from "~/i18n/i18next.server";
import { withLocalePrefix } from "~/i18n/locales";
import { metaTags } from "~/i18n/meta";
import { jobsFor } from "~/services.server";
import { throttled } from "~/utils/account.server";
import type { Route } from "./+types/feedback";

const QuerySchema = z.object({
  sent: z.literal("1").optional().catch(undefined),
  page: SafePathSchema,
});

/**
 * GET /feedback (the landing page's Feedback link): a message and, if the visitor wants an answer, an address; POST
 * keeps it and e-mails it to the team, then says thank you. Throttled per IP; sent twice, kept and e-mailed once.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const t = getI18n(context).getFixedT(null, "home");
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return {
    sent: Boolean(query.sent),
    page: query.page,
    meta: { title: t("feedback.title"), description: t("feedback.description") },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: FeedbackFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: ["errors.form"] }) }, { status: 400 });
  }
  if (await throttled(context, request, "feedback")) {
    return data({ result: submission.reply({ formErrors: ["errors.subscribeFailed"] }) }, { status: 429 });
  }
  const { locale, prefix } = context.get(localeContext);
  const env = context.get(envContext);
  try {
    await sendFeedback(
      { db: context.get(dbContext), now: context.get(clockContext)(), jobs: jobsFor(env) },
      { ...submission.value, locale },
    );
  } catch (error) {
    // Nothing was kept: the spec's retry words, with the visitor's message still in the form.
    console.error("feedback: not kept", error);
    return data({ result: submission.reply({ formErrors: ["errors.genericRetry"] }) }, { status: 503 });
  }
  return redirect(`${withLocalePrefix(prefix, "/feedback")}?sent=1`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Feedback({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  const [form, fields] = useForm<FeedbackForm>({
    id: "feedback",
    lastResult: actionData?.result,
    constraint: getZodConstraint(FeedbackFormSchema),
    shouldValidate: "onBlur",
  });
  const labels = { message: t("feedback.message"), email: t("feedback.email") };
  return (
    <div className={`${container} ${page.page}`}>
      <h1>{t("feedback.heading")}</h1>
      {loaderData.sent ? (
        <Alert tone="success" live="status">
          {t("feedback.thanks")}
        </Alert>
      ) : (
        <p>{t("feedback.intro")}</p>
      )}
      <Form method="post" {...getFormProps(form)} className={booking.panel}>
        <ResendToken />
        <FormAlert
          message={form.errors?.[0]}
          fields={fieldsInError([
            [fields.message, labels.message],
            [fields.email, labels.email],
          ])}
        />
        <input type="hidden" name="page" value={loaderData.page} />
        <TextAreaField label={labels.message} field={fields.message} />
        <InputField
          label={labels.email}
          field={fields.email}
          type="email"
          autoComplete="email"
          hint={t("feedback.emailHint")}
        />
        <Button>{t("feedback.submit")}</Button>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
