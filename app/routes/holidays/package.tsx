import { parseWithZod } from "@conform-to/zod/v4";
import { localDate } from "~/lib/format-time";
import { useTranslation } from "react-i18next";
import { data, Link, useLocation } from "react-router";
import * as booking from "~/components/booking/booking.css";
import { FormAlert } from "~/components/forms";
import * as form from "~/components/forms.css";
import { container } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import * as css from "~/components/orders/product-page.css";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Stepper } from "~/components/ui/stepper";
import { clockContext, localeContext, marketContext } from "~/context";
import { airportCity, getAirport } from "~/domains/flights/airports";
import {
  departuresIn,
  HolidayBookFormSchema,
  holidayPrice,
  MAX_HOLIDAY_ADULTS,
  outline,
  parseHolidayChoice,
  roomsBySharing,
} from "~/domains/holidays/holidays";
import { formatMoney } from "~/domains/markets/markets";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { holidaySupplier } from "~/services.server";
import { reserveAndContinue } from "~/utils/order-step.server";
import type { Route } from "./+types/package";
import { JsonLd } from "~/components/json-ld";
import { productData } from "~/components/structured-data";

type Context = Route.LoaderArgs["context"];

async function packageFor(context: Context, id: string) {
  const pkg = (await holidaySupplier().packages(context.get(marketContext).currency)).find((p) => p.id === id);
  if (!pkg) throw data(null, { status: 404 });
  const airport = getAirport(pkg.destination);
  return { ...pkg, city: airport ? airportCity(airport, context.get(localeContext).locale) : pkg.destination };
}

/** The package for a party: its departures in the month, whether the rooms fit, and the total. */
function choiceFor(context: Context, pkg: Awaited<ReturnType<typeof packageFor>>, params: URLSearchParams) {
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  const choice = parseHolidayChoice(params);
  const month = /^\d{4}-\d{2}$/.test(params.get("month") ?? "")
    ? (params.get("month") as string)
    : (choice.departure ?? today).slice(0, 7);
  const departures = departuresIn(month, today);
  const sharing = roomsBySharing(choice.adults, choice.rooms);
  return {
    ...choice,
    month,
    departures,
    departure: choice.departure && departures.includes(choice.departure) ? choice.departure : (departures[0] ?? null),
    total: sharing ? holidayPrice(pkg, choice.adults, sharing.singles) : null,
  };
}

/**
 * GET /holidays/{id}?month=…&departure=…&adults=2&rooms=1: a package at a stable URL, its inclusions, its day-by-day
 * outline and its terms, its departures in the month, the party in rooms by sharing and its total (steppers GET here;
 * no JavaScript); POST books it: the places held, then the details step. A flight is its own line in the same cart.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const pkg = await packageFor(context, params.packageId);
  const t = getI18n(context).getFixedT(null, "products");
  const title = t("holidays.title", { city: pkg.city, count: pkg.nights });
  const url = new URL(request.url);
  return {
    pkg,
    title,
    // The price per person sharing, as the page lists it, at its own address.
    structured: productData({
      name: title,
      description: t("holidays.form.intro"),
      url: `${url.origin}${url.pathname}`,
      price: pkg.pricePerPersonSharing,
    }),
    choice: choiceFor(context, pkg, new URL(request.url).searchParams),
    days: outline(pkg),
    locale: context.get(localeContext).locale,
    meta: { title: t("holidays.meta.detailTitle", { title }), description: t("holidays.form.intro") },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const pkg = await packageFor(context, params.packageId);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: HolidayBookFormSchema });
  if (submission.status !== "success") return data({ refused: "errors.form" }, { status: 400 });
  const { departure, adults, rooms } = submission.value;
  if (!roomsBySharing(adults, rooms)) return data({ refused: "holidays.errors.rooms" }, { status: 400 });
  const reserved = await reserveAndContinue(context, {
    kind: "holiday",
    request: { packageId: pkg.id, departure, adults, rooms },
    search: `/holidays/${pkg.id}?${new URLSearchParams({ departure, adults: String(adults), rooms: String(rooms) })}`,
  });
  if (reserved.kind === "continue") return reserved.response;
  return data({ refused: "holidays.errors.gone" }, { status: 409 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function HolidayPackage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["products", "booking"]);
  const localePath = useLocalePath();
  const { pathname } = useLocation();
  const { pkg, title, choice, days, locale } = loaderData;
  const roomsFit = choice.total !== null;

  return (
    <div className={`${container} ${css.page}`}>
      <JsonLd data={loaderData.structured} />
      <p className={css.flat}>
        <Link to={localePath("/holidays")}>{t("holidays.details.back")}</Link>
      </p>
      <div className={css.detail}>
        <div className={css.page}>
          <div>
            <h1>{title}</h1>
            <p className={css.facts}>
              <Badge tone="brand">{t("holidays.hotel", { hotel: pkg.hotel, count: pkg.stars })}</Badge>
              <span>{t("holidays.results.perPerson", { price: formatMoney(pkg.pricePerPersonSharing, locale) })}</span>
            </p>
          </div>
          <Card heading={t("holidays.details.included")} headingId="included-heading">
            <ul className={css.included}>
              {pkg.inclusions.map((i) => (
                <li key={i}>{t(`holidays.inclusions.${i}`)}</li>
              ))}
            </ul>
            <p className={css.flat}>
              {t("holidays.results.single", { price: formatMoney(pkg.singleSupplement, locale) })}
            </p>
          </Card>
          <Card heading={t("holidays.details.outline")} headingId="outline-heading">
            <ol className={css.included}>
              {days.map((day, i) => (
                <li key={i}>
                  <strong>{t("holidays.details.day", { number: i + 1 })}</strong> {t(`holidays.details.days.${day}`)}
                </li>
              ))}
            </ol>
          </Card>
          <p className={css.flat}>{t("holidays.details.flight")}</p>
        </div>
        <form method="get" action={pathname} className={css.tickets} aria-labelledby="book-heading">
          <h2 id="book-heading">{t("holidays.details.book")}</h2>
          <FormAlert
            message={actionData?.refused ?? (roomsFit ? null : "holidays.errors.rooms")}
            fields={roomsFit ? [] : [{ id: "holiday-rooms", label: t("holidays.details.rooms") }]}
          />
          <input type="hidden" name="month" value={choice.month} />
          {choice.departures.length === 0 ? (
            <p role="status">{t("holidays.details.noDepartures")}</p>
          ) : (
            <fieldset className={css.slots}>
              <legend className={booking.choiceLegend}>{t("holidays.details.departure")}</legend>
              {choice.departures.map((day) => (
                <label key={day} className={booking.choice}>
                  <input type="radio" name="departure" value={day} defaultChecked={day === choice.departure} />
                  <span>{localDate(day, locale, "full")}</span>
                </label>
              ))}
            </fieldset>
          )}
          <div className={css.counts}>
            <Stepper
              id="holiday-adults"
              name="adults"
              label={t("holidays.details.adults")}
              value={choice.adults}
              min={1}
              max={MAX_HOLIDAY_ADULTS}
              adjustAction={pathname}
              decreaseLabel={t("activities.details.fewer", { what: t("holidays.details.adults").toLowerCase() })}
              increaseLabel={t("activities.details.more", { what: t("holidays.details.adults").toLowerCase() })}
            />
            <Stepper
              id="holiday-rooms"
              name="rooms"
              label={t("holidays.details.rooms")}
              hint={t("holidays.details.roomsHint")}
              value={choice.rooms}
              min={1}
              max={choice.adults}
              adjustAction={pathname}
              invalid={!roomsFit}
              decreaseLabel={t("activities.details.fewer", { what: t("holidays.details.rooms").toLowerCase() })}
              increaseLabel={t("activities.details.more", { what: t("holidays.details.rooms").toLowerCase() })}
            />
          </div>
          {choice.total ? (
            <p className={css.flat} role="status">
              <strong>{t("holidays.details.total", { total: formatMoney(choice.total, locale) })}</strong>
            </p>
          ) : null}
          <p className={form.label}>{t("holidays.details.terms")}</p>
          <div className={booking.actions}>
            <Button variant="secondary">{t("holidays.details.update")}</Button>
            {choice.departures.length > 0 && roomsFit ? (
              <Button formMethod="post">{t("holidays.details.submit")}</Button>
            ) : null}
          </div>
        </form>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
