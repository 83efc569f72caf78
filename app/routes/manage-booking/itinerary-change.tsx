import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { ErrorList, Field, fieldsInError, FormAlert, ResendToken } from "~/components/forms";
import { input as inputClass } from "~/components/forms.css";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext, envContext } from "~/context";
import { submitServiceRequest } from "~/domains/bookings/manage.server";
import { type ServiceRequestForm, ServiceRequestFormSchema } from "~/domains/bookings/schema";
import { itineraryChangeAllowed } from "~/domains/bookings/service-requests.server";
import { SERVICE_REQUEST_TOPICS } from "~/domains/bookings/types";
import { privateMetaTags } from "~/i18n/meta";
import { emailDepsFor, refundStepMinutes } from "~/services.server";
import { manageBookingPath, manageMeta, requireManagedBooking } from "~/utils/booking-step.server";
import { withNoticeHeaders } from "~/utils/flash.server";
import type { Route } from "./+types/itinerary-change";

/**
 * GET /manage-booking/{id}/itinerary-change: what to change that the self-service change cannot do, in
 * free text. It opens a case with its own reference, moved along and e-mailed like a refund request.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const booking = await requireManagedBooking(args);
  if (!itineraryChangeAllowed(booking)) throw redirect(manageBookingPath(context, booking.id));
  return { meta: manageMeta(context, "manage.itinerary.metaTitle", booking), bookingId: booking.id };
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const booking = await requireManagedBooking(args);
  const submission = parseWithZod(await request.formData(), { schema: ServiceRequestFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: ["errors.form"] }) }, { status: 400 });
  }
  const env = context.get(envContext);
  const deps = {
    ...emailDepsFor(env, context.get(dbContext), context.get(clockContext)(), request),
    stepMinutes: refundStepMinutes(env),
  };
  const result = await submitServiceRequest(deps, booking, submission.value);
  if (!result.ok) {
    const message = result.reason === "already_submitted" ? "errors.alreadySubmitted" : "errors.itineraryNotEligible";
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: 409 });
  }
  return redirect(manageBookingPath(context, booking.id), { headers: await withNoticeHeaders("itineraryRequested") });
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function ItineraryChange({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const { bookingId } = loaderData;
  const [form, fields] = useForm<ServiceRequestForm>({
    id: "itinerary-change",
    lastResult: actionData?.result,
    constraint: getZodConstraint(ServiceRequestFormSchema),
    shouldValidate: "onBlur",
  });
  return (
    <div className={`${container} ${css.narrowPage}`}>
      <h1>{t("manage.itinerary.heading")}</h1>
      <p className={css.muted}>{t("manage.itinerary.intro")}</p>
      <Form method="post" {...getFormProps(form)} className={css.panel}>
        <ResendToken />
        <FormAlert
          message={form.errors?.[0]}
          fields={fieldsInError([
            [fields.topic, t("manage.itinerary.topic")],
            [fields.details, t("manage.itinerary.details")],
          ])}
        />
        <fieldset className={css.choiceGroup} aria-describedby={fields.topic.errors ? fields.topic.errorId : undefined}>
          <legend className={css.choiceLegend}>{t("manage.itinerary.topic")}</legend>
          {SERVICE_REQUEST_TOPICS.map((topic, i) => (
            <label key={topic} className={css.choice}>
              <input
                type="radio"
                id={i === 0 ? fields.topic.id : undefined}
                name={fields.topic.name}
                value={topic}
                required
                defaultChecked={fields.topic.initialValue === topic}
              />{" "}
              {t(`manage.itinerary.topics.${topic}`)}
            </label>
          ))}
          <ErrorList id={fields.topic.errorId} errors={fields.topic.errors} />
        </fieldset>
        <Field label={t("manage.itinerary.details")} field={fields.details} htmlFor={fields.details.id}>
          <textarea {...getTextareaProps(fields.details)} key={fields.details.key} rows={5} className={inputClass} />
        </Field>
        <p className={css.muted}>{t("manage.itinerary.timing")}</p>
        <p className={css.actions}>
          <Button>{t("manage.itinerary.submit")}</Button>
          <LocaleLink to={`/manage-booking/${bookingId}`}>{t("manage.refund.back")}</LocaleLink>
        </p>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
