import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { FormAlert, InputField, SelectField, ResendToken } from "~/components/forms";
import { OrderFrame } from "~/components/orders/order-frame";
import { Button } from "~/components/ui/button";
import { dbContext, clockContext } from "~/context";
import { TITLES } from "~/domains/people/schema";
import { saveContact } from "~/domains/supplier-orders/lifecycle.server";
import { getContact, orderHoldLapsed } from "~/domains/supplier-orders/orders.server";
import { ORDER_CONTACT_FIELDS, type OrderContactForm, OrderContactFormSchema } from "~/domains/supplier-orders/schema";
import { orderPayable } from "~/domains/supplier-orders/types";
import { privateMetaTags } from "~/i18n/meta";
import { orderMeta, orderPath, orderRecap, requireOrder } from "~/utils/order-step.server";
import type { Route } from "./+types/details";

/**
 * GET and POST /order/{id}/details: the lead traveller, who receives the ticket, for any product of the supplier
 * order. An order that is paid, closed or no longer held goes to its summary.
 */
export async function loader(args: Route.LoaderArgs) {
  const order = await requireOrder(args);
  const now = args.context.get(clockContext)();
  if (!orderPayable(order.status) || orderHoldLapsed(order, now)) {
    throw redirect(orderPath(args.context, order.id, "summary"));
  }
  const lead = await getContact(args.context.get(dbContext), order.id);
  const defaultValue: Partial<OrderContactForm> = lead
    ? { ...lead, title: lead.title as OrderContactForm["title"], emailConfirm: lead.email }
    : {};
  return {
    meta: orderMeta(args.context, "order.details.metaTitle", order),
    order: await orderRecap(args.context, order),
    detailsDone: lead !== null,
    defaultValue,
  };
}

export async function action(args: Route.ActionArgs) {
  const order = await requireOrder(args);
  const submission = parseWithZod(await args.request.formData(), { schema: OrderContactFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), alert: "errors.form" }, { status: 400 });
  }
  const { title, firstName, lastName, email, phone } = submission.value;
  const deps = { db: args.context.get(dbContext), now: args.context.get(clockContext)() };
  const saved = await saveContact(deps, order, { title, firstName, lastName, email, phone });
  return redirect(orderPath(args.context, order.id, saved === "closed" ? "summary" : "payment"));
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function OrderDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["products", "booking"]);
  const { order, defaultValue, detailsDone } = loaderData;
  const [form, fields] = useForm<OrderContactForm>({
    id: "order-details",
    lastResult: actionData?.result,
    defaultValue,
    constraint: getZodConstraint(OrderContactFormSchema),
    shouldValidate: "onBlur",
    defaultNoValidate: false,
  });
  const titles = TITLES.map((value) => ({ value, label: t(`booking:travellers.titleOptions.${value}`) }));
  const invalid = ORDER_CONTACT_FIELDS.filter((key) => (fields[key].errors?.length ?? 0) > 0).map((key) => ({
    id: fields[key].id,
    label: t(`booking:travellers.${key}`),
  }));
  return (
    <OrderFrame order={order} step="details" detailsDone={detailsDone}>
      <h1>{t("order.details.heading")}</h1>
      <p className={css.muted}>{t("order.details.intro")}</p>
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <FormAlert message={actionData?.alert} fields={invalid} />
        <fieldset className={css.panel}>
          <legend>
            <strong>{t("order.details.lead")}</strong>
          </legend>
          <div className={css.fieldRow}>
            <SelectField
              label={t("booking:travellers.title")}
              field={fields.title}
              choices={titles}
              placeholder={t("booking:travellers.choose")}
            />
            <InputField
              label={t("booking:travellers.firstName")}
              field={fields.firstName}
              type="text"
              autoComplete="given-name"
            />
            <InputField
              label={t("booking:travellers.lastName")}
              field={fields.lastName}
              type="text"
              autoComplete="family-name"
            />
          </div>
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
        </fieldset>
        <div className={css.actions}>
          <Button>{t("order.details.submit")}</Button>
        </div>
      </Form>
    </OrderFrame>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
