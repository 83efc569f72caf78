import { PaymentStep } from "~/components/booking/payment-options";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { useLocalePath } from "~/components/locale-link";
import { OrderFrame } from "~/components/orders/order-frame";
import { Alert } from "~/components/ui/alert";
import { dbContext, clockContext, localeContext } from "~/context";
import { paidTogetherWith, paymentsOf } from "~/domains/checkout/payments.server";
import { CartPaymentFormSchema, type PaymentForm, paymentMethodsFor } from "~/domains/checkout/schema";
import { AlsoInCart, togetherTotal } from "~/components/booking/also-in-cart";
import { cartOrdersPayableWith } from "~/domains/orders/cart.server";
import type { SupplierOrder } from "~/domains/supplier-orders/types";
import { PRODUCT_FACTS } from "~/domains/orders/supplier-products.server";
import { planOffered } from "~/utils/instalment-step.server";
import { detailsComplete, getContact, getParty, orderHoldLapsed } from "~/domains/supplier-orders/orders.server";
import { submitOrderPayment } from "~/domains/supplier-orders/payment.server";
import { orderPayable } from "~/domains/supplier-orders/types";
import { getI18n } from "~/i18n/i18next.server";
import { privateMetaTags } from "~/i18n/meta";
import { orderDeps, orderMeta, orderPath, orderRecap, requireOrder } from "~/utils/order-step.server";
import { answerPayment, cartOthersView, leadPaymentPath } from "~/utils/payment-step.server";
import { withLocalePrefix } from "~/i18n/locales";
import { fxSalesGuard } from "~/utils/fx-guard.server";
import type { Route } from "./+types/payment";
import { formIntent } from "~/utils/forms.server";
import { pointsAtPayment, redeemPoints } from "~/utils/points-step.server";

/** Every POST here takes money: refused while the exchange rates are too old to sell at (decision 018). */
export const middleware: Route.MiddlewareFunction[] = [fxSalesGuard];

/**
 * GET and POST /order/{id}/payment: the lead traveller to review, then the same billing info and payment options as a
 * flight (PaymentOptions); a card goes to the gateway's page, which returns to the summary.
 */
export async function loader(args: Route.LoaderArgs) {
  const order = await requireOrder(args);
  const db = args.context.get(dbContext);
  if (!orderPayable(order.status) || orderHoldLapsed(order, args.context.get(clockContext)())) {
    throw redirect(orderPath(args.context, order.id, "summary"));
  }
  const payable = { kind: "supplier_order", id: order.id };
  const [lead, party, [last], together] = await Promise.all([
    getContact(db, order.id),
    getParty(db, order.id),
    paymentsOf(db, payable),
    paidTogetherWith(db, payable),
  ]);
  if (!lead || !detailsComplete(PRODUCT_FACTS, order, lead, party)) {
    throw redirect(orderPath(args.context, order.id, "details"));
  }
  const points = await pointsAtPayment(args.context, payable, order.total);
  // The cart's other orders that can be paid now, in this order's currency: offered in the same charge. (A flight in
  // the cart pays the rest from its own payment step, where its fare is confirmed.)
  const others = together ? [] : await cartOrdersToPayWith(args.context, order);
  const tb = getI18n(args.context).getFixedT(null, "booking");
  const defaultValue: Partial<PaymentForm> = last?.billing ?? {
    nameOnCard: `${lead.firstName} ${lead.lastName}`,
    country: order.country,
  };
  return {
    meta: orderMeta(args.context, "order.payment.metaTitle", order),
    order: await orderRecap(args.context, order),
    methods: paymentMethodsFor(order.country, order.currency, orderDeps(args.context).gateway),
    declined: order.status === "payment_failed",
    defaultValue,
    // The lead, then every other person named (each room's lead guest, each traveller), and the party's requests.
    people: [lead, ...party.others].map(
      (person) =>
        `${tb(`travellers.titles.${person.title}` as "travellers.titles.MR")} ${person.firstName} ${person.lastName}`,
    ),
    requests: party.requests,
    contact: { email: lead.email, phone: lead.phone },
    // Paid in another's charge: where that charge is paid.
    together: together ? leadPaymentPath(together) : null,
    others: await cartOthersView(db, others),
    points,
    // Pay Small Small's plan for what is left to pay: a product that offers it (a holiday), far enough away.
    plan: planOffered(
      points.due,
      PRODUCT_FACTS[order.kind]?.product ?? "thingsToDo",
      args.context.get(clockContext)(),
      order.startsOn,
      !together && others.length === 0,
    ),
    here: orderPath(args.context, order.id, "payment"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const order = await requireOrder(args);
  const formData = await request.formData();
  const summary = orderPath(context, order.id, "summary");
  if (formIntent(formData) === "points") {
    if (!orderPayable(order.status)) throw redirect(summary);
    return redeemPoints(context, formData, {
      payable: { kind: "supplier_order", id: order.id },
      price: order.total,
      here: orderPath(context, order.id, "payment"),
      summary,
    });
  }
  const submission = parseWithZod(formData, { schema: CartPaymentFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), alert: "errors.form" }, { status: 400 });
  }
  // "Pay for this and the rest of your cart": every other order of the cart that can be paid now, in the same charge.
  const { schedule, together, ...form } = submission.value;
  const others = together === "all" ? (await cartOrdersToPayWith(context, order)).map(({ part }) => part) : [];
  return answerPayment(
    () => submitOrderPayment(orderDeps(context), order, form, { returnUrl: summary }, schedule, others),
    (options) => submission.reply(options),
    {
      summary,
      expired: summary,
      incomplete: orderPath(context, order.id, "details"),
      together: (lead) => withLocalePrefix(context.get(localeContext).prefix, leadPaymentPath(lead)),
    },
  );
}

/** The cart's other orders this order's charge may pay (orders/cart.server.ts). */
const cartOrdersToPayWith = (context: Route.ActionArgs["context"], order: SupplierOrder) =>
  cartOrdersPayableWith(orderDeps(context), order.visitorId, order.currency, order.id);

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function OrderPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["products", "booking"]);
  const localePath = useLocalePath();
  const { order, people, requests, contact, together } = loaderData;
  return (
    <OrderFrame order={order} step="payment" detailsDone>
      <h1>{t("order.payment.heading")}</h1>
      {together ? (
        <Alert tone="info" live="status">
          <p>{t("order.payment.together")}</p>
          <p>
            <Link to={localePath(together)}>{t("order.payment.togetherLink")}</Link>
          </p>
        </Alert>
      ) : null}
      <section className={css.panel} aria-labelledby="lead-heading">
        <h2 id="lead-heading">{t("order.details.lead")}</h2>
        {people.length > 1 ? (
          <ul>
            {people.map((person, i) => (
              <li key={i}>{person}</li>
            ))}
          </ul>
        ) : (
          <p>{people[0]}</p>
        )}
        {requests ? <p>{t("order.payment.requests", { requests })}</p> : null}
        <p>{t("booking:payment.contact", contact)}</p>
        <p>
          <Link to={localePath(`/order/${order.id}/details`)}>{t("order.payment.editDetails")}</Link>
        </p>
      </section>
      <AlsoInCart others={loaderData.others} locale={order.locale} back={`/order/${order.id}/payment`} />
      <PaymentStep
        step={loaderData}
        actionData={actionData}
        locale={order.locale}
        together={togetherTotal(loaderData.points.due, loaderData.others)}
      />
    </OrderFrame>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
