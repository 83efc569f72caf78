import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MAX_ADULTS_PER_ROOM, roomParam } from "~/domains/hotels/stay-query";
import { useLocalePath } from "../locale-link";
import { Button } from "../ui/button";
import * as css from "./stay.css";
import { StayDateFields } from "./stay-search-form";

const ADULTS = Array.from({ length: MAX_ADULTS_PER_ROOM }, (_, i) => i + 1);

/**
 * A property page's own dates form, where it has no stay to price yet (a crawler's or a first visitor's view): a GET
 * back to the page with the dates and one room's adults; more rooms or children go through the stays form, filled in
 * with the property.
 */
export function PropertyDatesForm({
  action,
  today,
  example,
  where,
  errors,
}: {
  action: string;
  today: string;
  example: { checkIn: string; checkOut: string; adults: number };
  /** The stays form's destination: the property's name and city. */
  where: string;
  /** Why the dates given could not be priced (keys of hotel.json), if any were given. */
  errors: { checkIn: string[]; checkOut: string[] } | null;
}) {
  const { t } = useTranslation("hotel");
  const localePath = useLocalePath();
  const id = useId();
  return (
    <form method="get" action={action} className={css.form}>
      <h3 className={css.heading}>{t("details.datesHeading")}</h3>
      <StayDateFields id={id} today={today} values={example} errors={errors ?? {}} />
      <div className={css.field}>
        <label htmlFor={`${id}-room`} className={css.label}>
          {t("form.adults")}
        </label>
        <select id={`${id}-room`} name="room" defaultValue={String(example.adults)} className={css.input}>
          {ADULTS.map((adults) => (
            <option key={adults} value={roomParam({ adults, childAges: [] })}>
              {t("details.guests", { count: adults })}
            </option>
          ))}
        </select>
      </div>
      <Button>{t("details.seePrices")}</Button>
      <p>
        <Link to={`${localePath("/hotel")}?${new URLSearchParams({ where })}`}>{t("details.moreRooms")}</Link>
      </p>
    </form>
  );
}
