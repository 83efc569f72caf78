import { useTranslation } from "react-i18next";
import { AccountPage } from "~/components/account/account-page";
import { OrderList } from "~/components/account/order-list";
import { LocaleLink } from "~/components/locale-link";
import { dbContext, localeContext } from "~/context";
import { memberOrders } from "~/domains/orders/orders.server";
import { nextPaymentsOf } from "~/domains/instalments/plans.server";
import { formatMoney } from "~/domains/markets/markets";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/trips";
import { accountMeta, requireMember } from "~/utils/account.server";

/**
 * My Trips: the member's orders of every kind, newest first (booking history, from the one order read). One still
 * being made opens its next step; any other opens its manage page, without the e-mail step (a member's own orders).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const { locale } = context.get(localeContext);
  const db = context.get(dbContext);
  const orders = await memberOrders(db, member.id, locale);
  // An order paid with Pay Small Small shows its next payment; its manage page pays it.
  const next = await nextPaymentsOf(
    db,
    orders.map((order) => order.id),
  );
  return {
    meta: accountMeta(context, "trips"),
    trips: orders.map((order) => {
      const payment = next.get(order.id);
      return {
        ...order,
        total: order.total ? formatMoney(order.total, locale) : null,
        nextPayment: payment ? { amount: formatMoney(payment.owed, locale), dueOn: payment.dueOn } : null,
      };
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function Trips({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  return (
    <AccountPage heading={t("trips.heading")} menu="trips">
      {loaderData.trips.length === 0 ? (
        <p>
          {t("trips.empty")} <LocaleLink to="/flight">{t("trips.search")}</LocaleLink>
        </p>
      ) : (
        <OrderList orders={loaderData.trips} />
      )}
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
