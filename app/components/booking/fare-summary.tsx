import { useTranslation } from "react-i18next";
import type { FareSummary as Summary } from "~/domains/bookings/totals";
import { formatMoney, type Money } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";
import { visuallyHidden } from "~/components/layout.css";
import * as css from "./booking.css";

/** Product rules §3's fare summary, per traveller type and for the trip, on every step. */
export function FareSummary({ summary, locale }: { summary: Summary; locale: Locale }) {
  const { t } = useTranslation("booking");
  const money = (m: Money) => formatMoney(m, locale);
  const row = (label: string, value: Money, negative = false) => (
    <tr>
      <th scope="row">{label}</th>
      <td className={css.amount}>{negative ? `−${money(value)}` : money(value)}</td>
    </tr>
  );
  return (
    <section aria-labelledby="fare-summary-heading">
      <h2 id="fare-summary-heading">{t("summary.heading")}</h2>
      <table className={css.summaryTable}>
        <caption className={css.muted}>{t("summary.perTraveller")}</caption>
        <tbody>
          {summary.passengers.map((line) => (
            <tr key={line.type}>
              <th scope="row">
                {t("summary.passengers", {
                  quantity: line.count,
                  type: t(`types.${line.type}`),
                  price: money(line.each.total),
                })}
              </th>
              <td className={css.amount}>{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={css.summaryTable}>
        <tbody>
          {row(t("summary.base"), summary.base)}
          {row(t("summary.taxes"), summary.taxes)}
          {row(t("summary.fee"), summary.fee)}
          {summary.extras.bags.amount > 0 ? row(t("summary.bags"), summary.extras.bags) : null}
          {summary.extras.seats.amount > 0 ? row(t("summary.seats"), summary.extras.seats) : null}
          {summary.extras.addons.amount > 0 ? row(t("summary.addons"), summary.extras.addons) : null}
          {summary.discount.amount > 0 ? row(t("summary.discount"), summary.discount, true) : null}
          {summary.memberSaving.amount > 0 ? row(t("summary.memberSaving"), summary.memberSaving, true) : null}
          <tr className={css.totalRow}>
            <th scope="row">{t("summary.total")}</th>
            <td className={css.amount}>{money(summary.total)}</td>
          </tr>
        </tbody>
      </table>
      {/* Said when the total changes in place (a bag added with the enhancement script, decision 025). */}
      <p className={visuallyHidden} aria-live="polite">
        {t("summary.totalNow", { total: money(summary.total) })}
      </p>
    </section>
  );
}
