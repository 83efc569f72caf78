import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { fieldsInError, FormAlert, InputField, ResendToken } from "~/components/forms";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext, envContext, localeContext, sessionContext } from "~/context";
import { grantBooking, sessionStorageFor } from "~/domains/accounts/session.server";
import { ordersOf } from "~/domains/orders/orders.server";
import { retrieveOrder } from "~/domains/orders/retrieve.server";
import { type RetrieveForm, RetrieveFormSchema } from "~/domains/bookings/schema";
import { getI18n } from "~/i18n/i18next.server";
import { privateMetaTags } from "~/i18n/meta";
import { withLocalePrefix } from "~/i18n/locales";
import type { Route } from "./+types/index";
import { clientAddress } from "~/utils/security.server";

/**
 * GET /manage-booking: find a booking by its Tern reference and e-mail (product rules §2, Manage booking). The
 * bookings this browser has already opened stay one tap away.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const t = getI18n(context).getFixedT(null, "booking");
  const db = context.get(dbContext);
  const granted = context.get(sessionContext).get("granted") ?? [];
  const { locale } = context.get(localeContext);
  const opened = (await ordersOf(db, granted, locale)).map((order) => ({
    id: order.id,
    reference: order.reference,
    route: order.title.join(", "),
    href: order.path,
  }));
  return { meta: { title: t("manage.metaTitle"), description: t("manage.metaDescription") }, opened };
}

/** POST: the e-mail travels in the body, never in a URL; success opens the booking for this browser session. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: RetrieveFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: ["errors.form"] }) }, { status: 400 });
  }
  const ip = clientAddress(request, context.get(envContext));
  const found = await retrieveOrder(context.get(dbContext), submission.value, { ip }, context.get(clockContext)());
  if (found.kind === "throttled") {
    return data(
      { result: submission.reply({ formErrors: ["manage.throttled"] }), minutes: found.minutes },
      { status: 429 },
    );
  }
  if (found.kind === "not_found") {
    return data({ result: submission.reply({ formErrors: ["manage.notFound"] }) }, { status: 400 });
  }
  const session = context.get(sessionContext);
  grantBooking(session, found.order.id);
  return redirect(withLocalePrefix(context.get(localeContext).prefix, found.order.path), {
    headers: { "Set-Cookie": await sessionStorageFor(context.get(envContext).SESSION_SECRET).commitSession(session) },
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const [form, fields] = useForm<RetrieveForm>({
    id: "retrieve",
    lastResult: actionData?.result,
    constraint: getZodConstraint(RetrieveFormSchema),
    shouldValidate: "onBlur",
  });
  return (
    <div className={`${container} ${css.narrowPage}`}>
      <h1>{t("manage.heading")}</h1>
      <p className={css.muted}>{t("manage.intro")}</p>
      <Form method="post" {...getFormProps(form)} className={css.panel}>
        <ResendToken />
        <FormAlert
          message={
            form.errors?.[0] === "manage.throttled"
              ? {
                  key: "manage.throttled",
                  values: { minutes: String(actionData && "minutes" in actionData ? actionData.minutes : "") },
                }
              : form.errors?.[0]
          }
          fields={fieldsInError([
            [fields.reference, t("manage.reference")],
            [fields.email, t("manage.email")],
          ])}
        />
        <InputField
          label={t("manage.reference")}
          field={fields.reference}
          type="text"
          hint={t("manage.referenceHint")}
        />
        <InputField label={t("manage.email")} field={fields.email} type="email" autoComplete="email" />
        <Button block>{t("manage.submit")}</Button>
      </Form>
      {loaderData.opened.length > 0 ? (
        <section className={css.panel} aria-labelledby="opened-heading">
          <h2 id="opened-heading">{t("manage.opened")}</h2>
          <ul>
            {loaderData.opened.map((b) => (
              <li key={b.id}>
                <LocaleLink to={b.href}>
                  {t("manage.openedItem", { reference: b.reference, route: b.route })}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
