import { parseWithZod } from "@conform-to/zod/v4";
import { InstalmentPlan } from "~/components/booking/instalment-plan";
import { formIntent } from "~/utils/forms.server";
import { payInstalmentAction, planAtSummary } from "~/utils/instalment-step.server";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { z } from "zod";
import * as css from "~/components/booking/booking.css";
import { useLocalePath } from "~/components/locale-link";
import { OrderFrame } from "~/components/orders/order-frame";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { Card, DefinitionList } from "~/components/ui/card";
import { dbContext, clockContext } from "~/context";
import { paidTogetherWith, paymentsOf } from "~/domains/checkout/payments.server";
import { formatMoney } from "~/domains/markets/markets";
import { PRODUCT_FACTS } from "~/domains/orders/supplier-products.server";
import { orderKey } from "~/domains/supplier-orders/words";
import { PaidTogether } from "~/components/orders/paid-together";
import { TravellerCodes } from "~/components/orders/codes";
import { qrPath } from "~/lib/qr";
import { paidTogether } from "~/utils/paid-together.server";
import { leadPaymentPath } from "~/utils/payment-step.server";
import { resendOrderDocument } from "~/domains/supplier-orders/fulfilment.server";
import { supplierOrderActions } from "~/domains/supplier-orders/order-kind.server";
import { detailsComplete, getContact, getParty, orderHoldLapsed } from "~/domains/supplier-orders/orders.server";
import { privateMetaTags } from "~/i18n/meta";
import { orderDeps, orderMeta, orderPath, orderRecap, requireOrder } from "~/utils/order-step.server";
import type { Route } from "./+types/summary";
import { ResendToken } from "~/components/forms";

/**
 * GET /order/{id}/summary: where an order of any product stands (held, waiting for payment, confirming, booked, or why
 * not), the supplier's confirmation, its document and calendar event once booked, sending the document again, and
 * cancelling. POST intent=resend e-mails the document again.
 */
export async function loader(args: Route.LoaderArgs) {
  const order = await requireOrder(args);
  const db = args.context.get(dbContext);
  const now = args.context.get(clockContext)();
  const payable = { kind: "supplier_order", id: order.id };
  const [lead, party, [payment], together, plan, paidWithIt] = await Promise.all([
    getContact(db, order.id),
    getParty(db, order.id),
    paymentsOf(db, payable),
    paidTogetherWith(db, payable),
    planAtSummary(args.context, order.id, order.country),
    paidTogether(args.context, payable),
  ]);
  const actions = supplierOrderActions(PRODUCT_FACTS, order, now, plan?.status ?? null);
  const allowed = (name: string) => actions.some((action) => action.name === name && action.allowed);
  const status = orderHoldLapsed(order, now) ? "expired" : order.status;
  const detailsDone = detailsComplete(PRODUCT_FACTS, order, lead, party);
  // Each traveller's own code (an eSIM for each phone), as its document prints them, while the document can be had.
  const codes = allowed("document") ? PRODUCT_FACTS[order.kind]?.describe(order, lead, party).codes : undefined;
  return {
    meta: orderMeta(args.context, "order.summary.metaTitle", order),
    order: await orderRecap(args.context, order),
    status,
    refresh:
      order.status === "paid" ||
      (order.status === "pending_payment" && payment?.method === "card" && payment.status === "pending"),
    confirmation: order.confirmation,
    cancelRefund: order.cancelledAt ? order.cancelRefund : null,
    payable: allowed("pay"),
    document: allowed("document"),
    cancellable: allowed("cancel"),
    payHref: together ? leadPaymentPath(together) : `/order/${order.id}/${detailsDone ? "payment" : "details"}`,
    detailsDone,
    email: lead?.email ?? null,
    resent: new URL(args.request.url).searchParams.has("resent"),
    plan,
    // The cart's other orders its payment paid ("pay for this and the rest of your cart").
    paidWithIt,
    codes: codes ? { ...codes, items: codes.items.map((item) => ({ ...item, qr: qrPath(item.code) })) } : null,
  };
}

const ResendSchema = z.object({ intent: z.literal("resend") });

export async function action(args: Route.ActionArgs) {
  const order = await requireOrder(args);
  const form = await args.request.formData();
  const summary = orderPath(args.context, order.id, "summary");
  // A Pay Small Small plan's next payment or balance.
  if (formIntent(form) === "instalment") {
    return payInstalmentAction(args.context, form, { orderId: order.id, country: order.country, here: summary });
  }
  const submission = parseWithZod(form, { schema: ResendSchema });
  if (submission.status !== "success") return redirect(summary);
  const sent = await resendOrderDocument(orderDeps(args.context), order);
  return redirect(sent ? `${summary}?resent=1` : summary);
}

/** While the outcome is being decided elsewhere (the gateway, the supplier), the page asks again by itself. */
const REFRESH_SECONDS = 3;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...privateMetaTags(loaderData?.meta),
  ...(loaderData?.refresh ? [{ httpEquiv: "refresh", content: String(REFRESH_SECONDS) }] : []),
];

export default function OrderSummary({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("products");
  const localePath = useLocalePath();
  const { order, status, confirmation, payable, document, cancellable, payHref, detailsDone, cancelRefund } =
    loaderData;
  // Keys of products.json in the product's words: an application's fees speak of the application.
  const word = (key: string, values?: Record<string, string>) =>
    (t as unknown as (key: string, values?: Record<string, string>) => string)(orderKey(order.words, key), values);
  const tone =
    status === "confirmed"
      ? "success"
      : ["not_completed", "expired", "cancelled", "payment_failed"].includes(status)
        ? "danger"
        : "info";
  return (
    <OrderFrame order={order} step="summary" detailsDone={detailsDone}>
      <h1>{word(`summary.headings.${status}`)}</h1>
      <Alert tone={tone} live="status">
        <p>
          {cancelRefund
            ? cancelRefund.amount > 0
              ? t("order.cancel.refunded", { refund: formatMoney(cancelRefund, order.locale) })
              : t("order.cancel.nothingBack")
            : word(`summary.bodies.${status}`)}
        </p>
      </Alert>
      {loaderData.resent ? (
        <Alert tone="success" live="status">
          <p>{word("summary.resent", { email: loaderData.email ?? "" })}</p>
        </Alert>
      ) : null}
      {loaderData.paidWithIt.length > 0 ? <PaidTogether items={loaderData.paidWithIt} locale={order.locale} /> : null}
      {loaderData.plan ? <InstalmentPlan plan={loaderData.plan} locale={order.locale} actionData={actionData} /> : null}
      <Card heading={t("order.summary.factsHeading")} headingId="order-facts">
        <DefinitionList
          items={[
            [t("order.reference"), order.reference],
            ...(confirmation ? [[t("order.confirmation"), confirmation] as [string, string]] : []),
            [t("order.summary.status"), word(`summary.headings.${status}`)],
          ]}
        />
        {document ? (
          <>
            <ul className={css.actions}>
              <li>
                <a href={localePath(`/order/${order.id}/document.pdf`)} download>
                  {word("summary.document")}
                </a>
              </li>
              {order.calendar ? (
                <li>
                  <a href={localePath(`/order/${order.id}/event.ics`)} download>
                    {t("order.summary.calendar")}
                  </a>
                </li>
              ) : null}
            </ul>
            <Form method="post">
              <ResendToken />
              <input type="hidden" name="intent" value="resend" />
              <Button variant="secondary">{word("summary.resend")}</Button>
            </Form>
          </>
        ) : null}
        {cancellable ? (
          <p>
            <Link to={localePath(`/order/${order.id}/cancel`)}>{t("order.cancel.link")}</Link>
          </p>
        ) : null}
        {payable ? (
          <p>
            <Link to={localePath(payHref)} className={buttonClass()}>
              {t("order.summary.pay")}
            </Link>
          </p>
        ) : null}
      </Card>
      {loaderData.codes ? <TravellerCodes codes={loaderData.codes} /> : null}
      <p>
        <Link to={localePath(order.editPath)}>
          {t(`order.summary.back.${order.kind}` as "order.summary.back.activity")}
        </Link>
      </p>
    </OrderFrame>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
