import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { useLocalePath } from "~/components/locale-link";
import { OrderFrame } from "~/components/orders/order-frame";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { Card, DefinitionList } from "~/components/ui/card";
import { clockContext } from "~/context";
import { formatMoney } from "~/domains/markets/markets";
import { PRODUCT_FACTS } from "~/domains/orders/supplier-products.server";
import { cancelOrder, orderCancellationTerms } from "~/domains/supplier-orders/cancellation.server";
import { privateMetaTags } from "~/i18n/meta";
import { orderDeps, orderMeta, orderPath, orderRecap, requireOrder } from "~/utils/order-step.server";
import type { Route } from "./+types/cancel";
import { auditForAgent } from "~/utils/agent.server";
import { ResendToken } from "~/components/forms";

/**
 * GET /order/{id}/cancel: what cancelling now gives back by the product's terms as sold, shown before the traveller
 * confirms; POST cancels, refunds what is owed through the payment's own refund, and answers with the summary.
 */
export async function loader(args: Route.LoaderArgs) {
  const order = await requireOrder(args);
  if (order.status === "cancelled") throw redirect(orderPath(args.context, order.id, "summary"));
  return {
    meta: orderMeta(args.context, "order.cancel.metaTitle", order),
    order: await orderRecap(args.context, order),
    terms: orderCancellationTerms(PRODUCT_FACTS, order, args.context.get(clockContext)()),
  };
}

export async function action(args: Route.ActionArgs) {
  const order = await requireOrder(args);
  await cancelOrder(orderDeps(args.context), order);
  await auditForAgent(args.context, order.id, "cancel", "0");
  // Cancelled now, cancelled before, or no longer cancellable: the summary says which.
  return redirect(orderPath(args.context, order.id, "summary"));
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function CancelOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("products");
  const localePath = useLocalePath();
  const { order, terms } = loaderData;
  const money = (m: typeof order.total) => formatMoney(m, order.locale);
  return (
    <OrderFrame order={order} step="summary" detailsDone>
      <h1>{t("order.cancel.heading")}</h1>
      {terms.kind === "not_cancellable" ? (
        <Alert tone="info" live="status">
          <p>{t(`order.cancel.${terms.reason}`)}</p>
        </Alert>
      ) : (
        <Card heading={t("order.cancel.termsHeading")} headingId="cancel-terms">
          <p>{t(`order.cancel.${terms.kind}`, { refund: money(terms.refund), penalty: money(terms.penalty) })}</p>
          <p className={css.muted}>{order.policy}</p>
          <DefinitionList
            items={[
              [t("order.cancel.paid"), money(order.total)],
              [t("order.cancel.fee"), money(terms.penalty)],
              [
                <strong key="refund">{t("order.cancel.refund")}</strong>,
                <strong key="amount">{money(terms.refund)}</strong>,
              ],
            ]}
          />
          <Form method="post" className={css.actions}>
            <ResendToken />
            <Button>{t("order.cancel.confirm")}</Button>
            <Link to={localePath(`/order/${order.id}/summary`)} className={buttonClass("secondary")}>
              {t("order.cancel.keep")}
            </Link>
          </Form>
        </Card>
      )}
    </OrderFrame>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
