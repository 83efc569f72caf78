import { useTranslation } from "react-i18next";
import { localDate } from "~/lib/format-time";
import { Link } from "react-router";
import * as css from "~/components/booking/booking.css";
import { useLocalePath } from "~/components/locale-link";
import type { PaidTogetherItem } from "~/utils/views";
import type { Locale } from "~/i18n/locales";

/** Everything else one payment paid, each with its day, where it stands and its own page (its document is there). */
export function PaidTogether({ items, locale }: { items: readonly PaidTogetherItem[]; locale: Locale }) {
  const { t } = useTranslation("booking");
  const localePath = useLocalePath();
  const day = (date: string) => localDate(date, locale);
  return (
    <section className={css.panel} aria-labelledby="together-heading">
      <h2 id="together-heading">{t("confirmation.together.heading")}</h2>
      <p>{t("confirmation.together.intro")}</p>
      <ul className={css.cardList}>
        {items.map((item) => (
          <li key={item.id}>
            <p>
              <strong>{item.title}</strong>
              <br />
              {item.endsOn ? `${day(item.startsOn)} – ${day(item.endsOn)}` : day(item.startsOn)} · {item.status}
            </p>
            <p>
              <Link to={localePath(item.path)}>
                {item.booked ? t("confirmation.together.openBooked") : t("confirmation.together.open")}
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
