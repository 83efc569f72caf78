import { Button } from "~/components/ui/button";
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { Field, FormAlert, InputField, SelectField, ResendToken } from "~/components/forms";
import { input as inputClass } from "~/components/forms.css";
import { StayFrame } from "~/components/hotels/stay-frame";
import { TITLES } from "~/domains/people/schema";
import { getStayGuests, saveStayGuests } from "~/domains/stays/guests.server";
import { stayHoldLapsed } from "~/domains/stays/lifecycle.server";
import { stayPayable } from "~/domains/stays/types";
import { MAX_REQUESTS_LENGTH, type StayGuestsForm, StayGuestsFormSchema } from "~/domains/hotels/schema";
import { privateMetaTags } from "~/i18n/meta";
import { requireStay, stayDeps, stayMeta, stayPath, stayRecap } from "~/utils/stay-step.server";
import type { Route } from "./+types/guests";

/**
 * GET and POST /stay/{id}/guests: a lead guest for each room, the contact on the first, and the
 * party's special requests. A stay that is paid or closed goes to its summary.
 */
export async function loader(args: Route.LoaderArgs) {
  const stay = await requireStay(args);
  const deps = stayDeps(args.context);
  // Paid, closed, or no longer held: its summary says which.
  if (!stayPayable(stay) || stayHoldLapsed(stay, deps.now)) throw redirect(stayPath(args.context, stay.id, "summary"));
  const guests = await getStayGuests(deps.db, stay.id);
  const lead = guests[0];
  const defaultValue: Partial<StayGuestsForm> = {
    guests: stay.rooms.map((_, i) => ({
      title: (guests[i]?.title ?? "") as StayGuestsForm["guests"][number]["title"],
      firstName: guests[i]?.firstName ?? "",
      lastName: guests[i]?.lastName ?? "",
    })),
    email: lead?.email ?? "",
    emailConfirm: lead?.email ?? "",
    phone: lead?.phone ?? "",
    requests: lead?.requests ?? null,
  };
  return {
    meta: stayMeta(args.context, "guests.metaTitle", stay),
    stay: stayRecap(args.context, stay),
    guestsDone: guests.length === stay.rooms.length,
    defaultValue,
  };
}

export async function action(args: Route.ActionArgs) {
  const stay = await requireStay(args);
  const submission = parseWithZod(await args.request.formData(), { schema: StayGuestsFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), alert: "errors.form" }, { status: 400 });
  }
  const saved = await saveStayGuests(stayDeps(args.context), stay, submission.value);
  if (saved === "closed") throw redirect(stayPath(args.context, stay.id, "summary"));
  if (saved === "wrong_rooms") return data({ result: submission.reply(), alert: "errors.form" }, { status: 400 });
  return redirect(stayPath(args.context, stay.id, "payment"));
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function StayGuests({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["hotel", "booking"]);
  const { stay, defaultValue, guestsDone } = loaderData;
  const [form, fields] = useForm<StayGuestsForm>({
    id: "stay-guests",
    lastResult: actionData?.result,
    defaultValue,
    constraint: getZodConstraint(StayGuestsFormSchema),
    shouldValidate: "onBlur",
    defaultNoValidate: false,
  });
  const rooms = fields.guests.getFieldList();
  const titles = TITLES.map((value) => ({ value, label: t(`booking:travellers.titleOptions.${value}`) }));
  const invalid = [
    ...rooms.flatMap((room, i) => {
      const f = room.getFieldset();
      return (["title", "firstName", "lastName"] as const)
        .filter((key) => (f[key].errors?.length ?? 0) > 0)
        .map((key) => ({
          id: f[key].id,
          label: `${t("guests.room", { number: i + 1 })} · ${t(`booking:travellers.${key}`)}`,
        }));
    }),
    ...(["email", "emailConfirm", "phone", "requests"] as const)
      .filter((key) => (fields[key].errors?.length ?? 0) > 0)
      .map((key) => ({
        id: fields[key].id,
        label: key === "requests" ? t("guests.requests") : t(`booking:travellers.${key}`),
      })),
  ];
  return (
    <StayFrame stay={stay} step="guests" guestsDone={guestsDone}>
      <h1>{t("guests.heading")}</h1>
      <p className={css.muted}>{t("guests.intro")}</p>
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <FormAlert message={actionData?.alert} fields={invalid} />
        {rooms.map((room, i) => {
          const f = room.getFieldset();
          return (
            <fieldset key={room.key} className={css.panel}>
              <legend>
                <strong>{t("guests.room", { number: i + 1 })}</strong>
              </legend>
              <div className={css.fieldRow}>
                <SelectField
                  label={t("booking:travellers.title")}
                  field={f.title}
                  choices={titles}
                  placeholder={t("booking:travellers.choose")}
                />
                <InputField
                  label={t("booking:travellers.firstName")}
                  field={f.firstName}
                  type="text"
                  autoComplete={i === 0 ? "given-name" : "off"}
                />
                <InputField
                  label={t("booking:travellers.lastName")}
                  field={f.lastName}
                  type="text"
                  autoComplete={i === 0 ? "family-name" : "off"}
                />
              </div>
            </fieldset>
          );
        })}
        <fieldset className={css.panel}>
          <legend>
            <strong>{t("guests.contact")}</strong>
          </legend>
          <p className={css.muted}>{t("guests.contactHint")}</p>
          <div className={css.fieldRow}>
            <InputField label={t("booking:travellers.email")} field={fields.email} type="email" autoComplete="email" />
            <InputField
              label={t("booking:travellers.emailConfirm")}
              field={fields.emailConfirm}
              type="email"
              autoComplete="email"
            />
            <InputField label={t("booking:travellers.phone")} field={fields.phone} type="tel" autoComplete="tel" />
          </div>
          <Field
            label={t("guests.requests")}
            field={fields.requests}
            hint={<small id={`${fields.requests.id}-hint`}>{t("guests.requestsHint")}</small>}
          >
            <textarea
              {...getTextareaProps(fields.requests)}
              key={fields.requests.key}
              className={inputClass}
              rows={3}
              maxLength={MAX_REQUESTS_LENGTH}
              aria-describedby={`${fields.requests.id}-hint`}
            />
          </Field>
        </fieldset>
        <div className={css.actions}>
          <Button>{t("guests.submit")}</Button>
        </div>
      </Form>
    </StayFrame>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
