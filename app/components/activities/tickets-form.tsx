import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import * as css from "~/components/orders/product-page.css";
import * as booking from "~/components/booking/booking.css";
import { FormAlert } from "~/components/forms";
import * as form from "~/components/forms.css";
import { Button } from "~/components/ui/button";
import { Stepper } from "~/components/ui/stepper";
import { MAX_TICKETS } from "~/domains/activities/tickets";
import { type TicketsInput, ticketsParams } from "~/domains/activities/query";
import type { ActivityOffer } from "~/domains/activities/supplier";
import { formatMoney, type Money } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";

const AGES = Array.from({ length: 18 }, (_, i) => i);

/**
 * An activity's tickets (no JavaScript): a GET form whose URL is the choice (the day, the steppers and "Update" render
 * it again), and "Book" POSTs the same fields to hold the places. Each start time shows the places left; errors sit
 * beside their field and in the summary at the top.
 */
export function TicketsForm({
  offer,
  tickets,
  slots,
  today,
  total,
  errors,
  locale,
}: {
  offer: Pick<ActivityOffer, "id" | "minimumAge">;
  tickets: TicketsInput;
  slots: Array<{ time: string; left: number; started: boolean }>;
  today: string;
  total: Money | null;
  errors: Record<string, string[] | null | undefined>;
  locale: Locale;
}) {
  // Its own messages, and the spec's generic ones (field is required) from the booking catalog.
  const { t } = useTranslation(["products", "booking"]);
  const { pathname } = useLocation();
  const people = tickets.adults + tickets.ages.length;
  const message = (field: string) =>
    (errors[field] ?? []).map((key) => t(key as "activities.errors.tooYoung", { age: offer.minimumAge }));
  const invalid = (["slot", "age", "adults", "date"] as const).filter((f) => errors[f]?.length);
  const ids = { slot: "tickets-slot-0", age: "tickets-age-0", adults: "tickets-adults", date: "tickets-date" };
  const labels = {
    slot: t("activities.details.slots"),
    age: t("activities.details.age", { number: 1 }),
    adults: t("activities.details.adults"),
    date: t("activities.form.date"),
  };
  return (
    <form
      method="get"
      action={`${pathname}?${ticketsParams(tickets).toString()}`}
      className={css.tickets}
      aria-labelledby="tickets-heading"
    >
      <h2 id="tickets-heading">{t("activities.details.tickets")}</h2>
      <FormAlert
        message={invalid.length > 0 ? "errors.form" : null}
        fields={invalid.map((f) => ({ id: ids[f], label: labels[f] }))}
      />
      <div className={form.field}>
        <label htmlFor="tickets-date" className={form.label}>
          {labels.date}
        </label>
        <input
          id="tickets-date"
          name="date"
          type="date"
          min={today}
          required
          defaultValue={tickets.date}
          className={form.input}
        />
      </div>
      <fieldset className={css.slots} aria-describedby={errors.slot?.length ? "tickets-slot-error" : undefined}>
        <legend className={booking.choiceLegend}>{labels.slot}</legend>
        {slots.map((slot, i) => {
          const closed = slot.started || slot.left < people;
          const label = slot.started
            ? t("activities.details.slotStarted", { time: slot.time })
            : slot.left === 0
              ? t("activities.details.slotSoldOut", { time: slot.time })
              : t("activities.details.slot", { time: slot.time, count: slot.left });
          return (
            <label key={slot.time} className={booking.choice}>
              <input
                id={`tickets-slot-${i}`}
                type="radio"
                name="slot"
                value={slot.time}
                disabled={closed}
                defaultChecked={!closed && (tickets.slot === slot.time || (tickets.slot === null && i === 0))}
                aria-invalid={errors.slot?.length ? true : undefined}
              />
              <span>{label}</span>
            </label>
          );
        })}
        {errors.slot?.length ? (
          <p id="tickets-slot-error" className={form.error}>
            {message("slot")
              .map((m) => `${labels.slot} · ${m}`)
              .join(" ")}
          </p>
        ) : null}
      </fieldset>
      <div className={css.counts}>
        <Stepper
          id="tickets-adults"
          name="adults"
          label={labels.adults}
          value={tickets.adults}
          min={1}
          max={MAX_TICKETS - tickets.ages.length}
          adjustAction={pathname}
          decreaseLabel={t("activities.details.fewer", { what: labels.adults.toLowerCase() })}
          increaseLabel={t("activities.details.more", { what: labels.adults.toLowerCase() })}
        />
        <Stepper
          id="tickets-children"
          name="children"
          label={t("activities.details.children")}
          hint={t("activities.details.childrenHint")}
          value={tickets.ages.length}
          min={0}
          max={MAX_TICKETS - tickets.adults}
          adjustAction={pathname}
          decreaseLabel={t("activities.details.fewer", { what: t("activities.details.children").toLowerCase() })}
          increaseLabel={t("activities.details.more", { what: t("activities.details.children").toLowerCase() })}
        />
      </div>
      {tickets.ages.map((age, i) => (
        <div key={i} className={form.field}>
          <label htmlFor={`tickets-age-${i}`} className={form.label}>
            {t("activities.details.age", { number: i + 1 })}
          </label>
          <select
            id={`tickets-age-${i}`}
            name="age"
            required
            defaultValue={age === null ? "" : String(age)}
            className={form.input}
            aria-invalid={errors.age?.length && i === 0 ? true : undefined}
            aria-describedby={errors.age?.length && i === 0 ? "tickets-age-error" : undefined}
          >
            <option value="">{t("activities.details.ageChoose")}</option>
            {AGES.map((a) => (
              <option key={a} value={a}>
                {a === 0 ? t("activities.details.ageUnderOne") : t("activities.details.ageYears", { count: a })}
              </option>
            ))}
          </select>
        </div>
      ))}
      {errors.age?.length ? (
        <p id="tickets-age-error" className={form.error}>
          {message("age")
            .map((m) => `${labels.age} · ${m}`)
            .join(" ")}
        </p>
      ) : null}
      {total ? (
        <p className={css.flat} role="status">
          <strong>{t("activities.details.total", { total: formatMoney(total, locale) })}</strong>
        </p>
      ) : null}
      <div className={booking.actions}>
        <Button variant="secondary">{t("activities.details.check")}</Button>
        <Button formMethod="post">{t("activities.details.book")}</Button>
      </div>
    </form>
  );
}
