import { useTranslation } from "react-i18next";
import { frenchFirst } from "~/lib/format-time";
import * as css from "~/components/account/account.css";
import * as bookingCss from "~/components/booking/booking.css";
import { LocaleLink } from "~/components/locale-link";
import type { OrderLine } from "~/domains/core/orders";

/** An order as a list shows it (the one order read's line), its total and next payment already in the page's words. */
export type ListedOrder = Omit<OrderLine, "total"> & {
  total: string | null;
  nextPayment?: { amount: string; dueOn: string } | null;
};

/** Orders of every kind as one list: My Trips, and an agent's bookings (decision 016). */
export function OrderList({ orders }: { orders: readonly ListedOrder[] }) {
  const { t, i18n } = useTranslation("account");
  const { t: th } = useTranslation("hotel");
  const { t: tp } = useTranslation("products");
  // Each kind names its supplier's code and its first day in its own words.
  const codeLabel = (kind: string) =>
    kind === "flight" ? t("trips.pnr") : kind === "stay" ? th("summary.confirmation") : tp("order.confirmation");
  const dayLabel = (kind: string) =>
    kind === "flight" ? t("trips.departs") : kind === "stay" ? th("form.checkIn") : tp("order.startsOn");
  const date = (iso: string, utc: boolean) =>
    frenchFirst(
      new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", ...(utc ? { timeZone: "UTC" } : {}) }).format(
        new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
      ),
      i18n.language === "fr-FR" ? "fr-FR" : "en-US",
    );
  return (
    <ol className={css.list}>
      {orders.map((trip) => (
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
  );
}
