import { PersonFields } from "~/components/person-fields";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { FormAlert, InputField, ResendToken, TextAreaField, useZodForm } from "~/components/forms";
import { OrderFrame } from "~/components/orders/order-frame";
import { Button } from "~/components/ui/button";
import { dbContext, clockContext } from "~/context";
import { PRODUCT_FACTS } from "~/domains/orders/supplier-products.server";
import { type TITLES } from "~/domains/people/schema";
import { saveDetails } from "~/domains/supplier-orders/lifecycle.server";
import {
  detailsComplete,
  getContact,
  getParty,
  orderHoldLapsed,
  partyOf,
} from "~/domains/supplier-orders/orders.server";
import { ORDER_CONTACT_FIELDS, type OrderDetailsForm, OrderDetailsFormSchema } from "~/domains/supplier-orders/schema";
import { orderPayable } from "~/domains/supplier-orders/types";
import { privateMetaTags } from "~/i18n/meta";
import { orderDeps, orderMeta, orderPath, orderRecap, requireOrder } from "~/utils/order-step.server";
import type { Route } from "./+types/details";

type Title = (typeof TITLES)[number];

/**
 * GET and POST /order/{id}/details: the lead traveller, who receives the ticket, and every other person the product
 * names (a stay's lead guest of each room, a holiday's travellers), with the party's special requests where the product
 * takes them. An order that is paid, closed or no longer held goes to its summary.
 */
export async function loader(args: Route.LoaderArgs) {
  const order = await requireOrder(args);
  const now = args.context.get(clockContext)();
  if (!orderPayable(order.status) || orderHoldLapsed(order, now)) {
    throw redirect(orderPath(args.context, order.id, "summary"));
  }
  const db = args.context.get(dbContext);
  const [lead, saved] = await Promise.all([getContact(db, order.id), getParty(db, order.id)]);
  const party = partyOf(PRODUCT_FACTS, order);
  const defaultValue: Partial<OrderDetailsForm> = {
    ...(lead ? { ...lead, title: lead.title as Title, emailConfirm: lead.email } : {}),
    others: Array.from({ length: party.count - 1 }, (_, i) => ({
      title: (saved.others[i]?.title ?? "") as Title,
      firstName: saved.others[i]?.firstName ?? "",
      lastName: saved.others[i]?.lastName ?? "",
    })),
    requests: saved.requests ?? "",
  };
  return {
    meta: orderMeta(args.context, "order.details.metaTitle", order),
    order: await orderRecap(args.context, order),
    detailsDone: detailsComplete(PRODUCT_FACTS, order, lead, saved),
    party,
    defaultValue,
  };
}

export async function action(args: Route.ActionArgs) {
  const order = await requireOrder(args);
  const submission = parseWithZod(await args.request.formData(), { schema: OrderDetailsFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), alert: "errors.form" }, { status: 400 });
  }
  const { title, firstName, lastName, email, phone, others, requests } = submission.value;
  const saved = await saveDetails(
    orderDeps(args.context),
    order,
    { title, firstName, lastName, email, phone },
    { others, requests },
  );
  // Not as many people as the product names (a form from before a change): the form again, nothing saved.
  if (saved === "wrong_party") return data({ result: submission.reply(), alert: "errors.form" }, { status: 400 });
  return redirect(orderPath(args.context, order.id, saved === "closed" ? "summary" : "payment"));
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function OrderDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["products", "booking"]);
  const { order, defaultValue, detailsDone, party } = loaderData;
  const [form, fields] = useZodForm(OrderDetailsFormSchema, {
    id: "order-details",
    lastResult: actionData?.result,
    defaultValue,
    shouldValidate: "onBlur",
  });
  const others = fields.others.getFieldList();
  const personLabel = (number: number) =>
    party.label === "room" ? t("order.details.room", { number }) : t("order.details.traveller", { number });
  const leadLabel = party.label === "room" || party.count > 1 ? personLabel(1) : t("order.details.lead");
  const invalid = [
    ...ORDER_CONTACT_FIELDS.filter((key) => (fields[key].errors?.length ?? 0) > 0).map((key) => ({
      id: fields[key].id,
      label: t(`booking:travellers.${key}`),
    })),
    ...others.flatMap((person, i) => {
      const f = person.getFieldset();
      return (["title", "firstName", "lastName"] as const)
        .filter((key) => (f[key].errors?.length ?? 0) > 0)
        .map((key) => ({ id: f[key].id, label: `${personLabel(i + 2)} · ${t(`booking:travellers.${key}`)}` }));
    }),
    ...((fields.requests.errors?.length ?? 0) > 0
      ? [{ id: fields.requests.id, label: t("order.details.requests") }]
      : []),
  ];
  return (
    <OrderFrame order={order} step="details" detailsDone={detailsDone}>
      <h1>{t("order.details.heading")}</h1>
      <p className={css.muted}>{t(party.label === "room" ? "order.details.introRooms" : "order.details.intro")}</p>
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <FormAlert message={actionData?.alert} fields={invalid} />
        <fieldset className={css.panel}>
          <legend>
            <strong>{leadLabel}</strong>
          </legend>
          <PersonFields fields={fields} lead />
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
        {others.map((person, i) => (
          <fieldset key={person.key} className={css.panel}>
            <legend>
              <strong>{personLabel(i + 2)}</strong>
            </legend>
            <PersonFields fields={person.getFieldset()} />
          </fieldset>
        ))}
        {party.requests ? (
          <div className={css.panel}>
            <TextAreaField
              label={t("order.details.requests")}
              field={fields.requests}
              hint={t("order.details.requestsHint")}
            />
          </div>
        ) : null}
        <div className={css.actions}>
          <Button>{t("order.details.submit")}</Button>
        </div>
      </Form>
    </OrderFrame>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
