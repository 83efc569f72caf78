import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalePath } from "~/components/locale-link";
import { Card } from "~/components/ui/card";
import type { Locale } from "~/i18n/locales";
import { localDate, localTime } from "~/lib/format-time";

/** A flight's summary offers a ride from the airport it lands at, its arrival and flight filled in. */
export function RideOffer({
  ride,
}: {
  ride: { city: string; flight: string; date: string; time: string; href: string };
}) {
  const { t, i18n } = useTranslation("products");
  const localePath = useLocalePath();
  const locale: Locale = i18n.language === "fr-FR" ? "fr-FR" : "en-US";
  return (
    <Card heading={t("rides.offer.heading", { city: ride.city })} headingId="ride-offer">
      <p>
        {t("rides.offer.body", {
          flight: ride.flight,
          date: localDate(ride.date, locale, "long"),
          time: localTime(`${ride.date}T${ride.time}`, locale),
        })}
      </p>
      <p>
        <Link to={localePath(ride.href)}>{t("rides.offer.link", { city: ride.city })}</Link>
      </p>
    </Card>
  );
}
