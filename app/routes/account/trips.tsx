import { useTranslation } from "react-i18next";
import * as css from "~/components/account/account.css";
import { AccountPage } from "~/components/account/account-page";
import * as bookingCss from "~/components/booking/booking.css";
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
  const { t, i18n } = useTranslation("account");
  const { t: th } = useTranslation("hotel");
  const { t: tp } = useTranslation("products");
  // Each kind names its supplier's code and its first day in its own words.
  const codeLabel = (kind: string) =>
    kind === "flight" ? t("trips.pnr") : kind === "stay" ? th("summary.confirmation") : tp("order.confirmation");
  const dayLabel = (kind: string) =>
    kind === "flight" ? t("trips.departs") : kind === "stay" ? th("form.checkIn") : tp("order.startsOn");
  const date = (iso: string, utc: boolean) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", ...(utc ? { timeZone: "UTC" } : {}) }).format(
      new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
    );
  return (
    <AccountPage heading={t("trips.heading")} menu="trips">
      {loaderData.trips.length === 0 ? (
        <p>
          {t("trips.empty")} <LocaleLink to="/flight">{t("trips.search")}</LocaleLink>
        </p>
      ) : (
        <ol className={css.list}>
          {loaderData.trips.map((trip) => (
            <li key={trip.id}>
              <article className={bookingCss.panel} aria-labelledby={`trip-${trip.id}`}>
                <h2 id={`trip-${trip.id}`}>
                  <LocaleLink to={trip.path}>{trip.title.join(" · ")}</LocaleLink>
                </h2>
                <dl className={bookingCss.details}>
                  <dt>{t("trips.reference")}</dt>
                  <dd>{trip.reference}</dd>
                  <dt>{t("trips.status")}</dt>
                  <dd>{t(`trips.states.${trip.status}` as "trips.states.draft")}</dd>
                  {trip.supplierReference ? (
                    <>
                      <dt>{codeLabel(trip.kind)}</dt>
                      <dd>{trip.supplierReference}</dd>
                    </>
                  ) : null}
                  {trip.startsOn ? (
                    <>
                      <dt>{dayLabel(trip.kind)}</dt>
                      <dd>{date(trip.startsOn, true)}</dd>
                    </>
                  ) : null}
                  {trip.travellers > 0 ? (
                    <>
                      <dt>{t("trips.travellers")}</dt>
                      <dd>{trip.travellers}</dd>
                    </>
                  ) : null}
                  {trip.total ? (
                    <>
                      <dt>{t("trips.total")}</dt>
                      <dd>{trip.total}</dd>
                    </>
                  ) : null}
                  <dt>{t("trips.bookedOn")}</dt>
                  <dd>{date(trip.bookedOn, true)}</dd>
                  {trip.nextPayment ? (
                    <>
                      <dt>{t("trips.nextPayment")}</dt>
                      <dd>
                        {t("trips.nextPaymentDue", {
                          amount: trip.nextPayment.amount,
                          date: date(trip.nextPayment.dueOn, true),
                        })}{" "}
                        <LocaleLink to={trip.path}>{t("trips.payNow")}</LocaleLink>
                      </dd>
                    </>
                  ) : null}
                </dl>
              </article>
            </li>
          ))}
        </ol>
      )}
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
