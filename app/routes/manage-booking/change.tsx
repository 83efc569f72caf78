import { getFormProps, useForm } from "@conform-to/react";
import { localDate } from "~/lib/format-time";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { Field, fieldsInError, FormAlert, ResendToken } from "~/components/forms";
import { TravellerChoice } from "~/components/booking/traveller-choice";
import { input as inputClass } from "~/components/forms.css";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { localeContext } from "~/context";
import { changeEligibility, changeRequestProblem } from "~/domains/bookings/changes/eligibility.server";
import { type ChangeForm, ChangeFormSchema } from "~/domains/bookings/schema";
import { getTravellers } from "~/domains/bookings/travellers.server";
import { CABINS } from "~/domains/flights/aircraft";
import { privateMetaTags } from "~/i18n/meta";
import { checkoutDeps, manageBookingPath, manageMeta, requireManagedBooking } from "~/utils/booking-step.server";
import type { Route } from "./+types/change";

/**
 * GET /manage-booking/{id}/change (product rules §5, §8): the eligibility check, then the passengers,
 * a new date for each flight and the cabin. Posting it opens the options for those dates and cabin (a GET URL).
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const booking = await requireManagedBooking(args);
  const deps = checkoutDeps(context);
  const [eligibility, travellers] = await Promise.all([
    changeEligibility(deps, booking),
    getTravellers(deps.db, booking.id),
  ]);
  return {
    meta: manageMeta(context, "manage.change.metaTitle", booking),
    bookingId: booking.id,
    eligibility,
    cabin: booking.offer.cabin,
    travellers: travellers.map((t) => `${t.firstName} ${t.lastName}`),
    slices: booking.offer.slices.map((slice) => ({
      from: slice.from,
      to: slice.to,
      date: slice.segments[0]?.departLocal.slice(0, 10) ?? "",
    })),
    today: deps.now.toISOString().slice(0, 10),
    locale: context.get(localeContext).locale,
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const booking = await requireManagedBooking(args);
  const submission = parseWithZod(await request.formData(), { schema: ChangeFormSchema });
  if (submission.status !== "success") {
    // A missing date or cabin is the spec's one message for the whole form.
    const missing = Object.values(submission.error ?? {}).some((e) => e?.includes("errors.changeAllFields"));
    return data(
      { result: submission.reply({ formErrors: [missing ? "errors.changeAllFields" : "errors.form"] }) },
      { status: 400 },
    );
  }
  const problem = changeRequestProblem(booking, submission.value, checkoutDeps(context).now);
  if (problem) {
    return data({ result: submission.reply({ formErrors: [problem] }) }, { status: 400 });
  }
  const query = new URLSearchParams([
    ...submission.value.dates.map((d) => ["dates", d]),
    ["cabin", submission.value.cabin],
  ]);
  return redirect(`${manageBookingPath(context, booking.id, "change", "options")}?${query}`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function ChangeBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["booking", "flight"]);
  const { bookingId, eligibility, slices, travellers, cabin, today } = loaderData;
  const [form, fields] = useForm<ChangeForm>({
    id: "change",
    lastResult: actionData?.result,
    constraint: getZodConstraint(ChangeFormSchema),
    defaultValue: {
      positions: travellers.map((_, i) => String(i)),
      dates: slices.map((s) => s.date),
      cabin,
    },
    shouldValidate: "onBlur",
  });
  const dates = fields.dates.getFieldList();
  const locale = i18n.language === "fr-FR" ? "fr-FR" : "en-US";
  return (
    <div className={`${container} ${css.narrowPage}`}>
      <h1>{t("manage.change.heading")}</h1>
      {!eligibility.eligible ? (
        <>
          <Alert tone={eligibility.reason === "check_failed" ? "danger" : "info"}>
            {t(`manage.change.notEligible.${eligibility.reason}`)}
          </Alert>
          <p className={css.actions}>
            <LocaleLink to={`/manage-booking/${bookingId}/itinerary-change`}>{t("manage.itinerary.action")}</LocaleLink>
            <LocaleLink to={`/manage-booking/${bookingId}`}>{t("manage.refund.back")}</LocaleLink>
          </p>
        </>
      ) : (
        <Form method="post" {...getFormProps(form)}>
          <ResendToken />
          <FormAlert
            message={form.errors?.[0]}
            fields={fieldsInError([
              [fields.positions, t("manage.change.passengers")],
              ...dates.map((date, i) => {
                const slice = slices[i];
                const label = slice
                  ? t("manage.change.date", {
                      from: slice.from,
                      to: slice.to,
                      current: localDate(slice.date, locale),
                    })
                  : "";
                return [date, label] as const;
              }),
              [fields.cabin, t("manage.change.cabin")],
            ])}
          />
          <p className={css.muted}>{t("manage.change.intro")}</p>
          <TravellerChoice
            legend={t("manage.change.passengers")}
            hint={t("manage.change.together")}
            field={fields.positions}
            labels={travellers}
          />
          <fieldset className={css.panel}>
            <legend>
              <strong>{t("manage.change.newTrip")}</strong>
            </legend>
            {dates.map((date, i) => {
              const slice = slices[i];
              if (!slice) return null;
              return (
                <Field
                  key={date.key}
                  field={date}
                  htmlFor={date.id}
                  label={t("manage.change.date", {
                    from: slice.from,
                    to: slice.to,
                    current: localDate(slice.date, locale),
                  })}
                >
                  <input
                    type="date"
                    id={date.id}
                    name={date.name}
                    defaultValue={date.initialValue}
                    min={today}
                    className={inputClass}
                    aria-invalid={date.errors ? true : undefined}
                    aria-describedby={date.errors ? date.errorId : undefined}
                  />
                </Field>
              );
            })}
            <Field field={fields.cabin} htmlFor={fields.cabin.id} label={t("manage.change.cabin")}>
              <select
                id={fields.cabin.id}
                name={fields.cabin.name}
                defaultValue={fields.cabin.initialValue}
                className={inputClass}
              >
                {CABINS.map((c) => (
                  <option key={c} value={c}>
                    {t(`flight:cabins.${c}`)}
                  </option>
                ))}
              </select>
            </Field>
          </fieldset>
          <p className={css.actions}>
            <Button>{t("manage.change.submit")}</Button>
            <LocaleLink to={`/manage-booking/${bookingId}`}>{t("manage.refund.back")}</LocaleLink>
          </p>
        </Form>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
