import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, type RouterContextProvider } from "react-router";
import * as css from "~/components/orders/product-page.css";
import { FormAlert, ResendToken } from "~/components/forms";
import * as form from "~/components/forms.css";
import { container } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import { Button } from "~/components/ui/button";
import { QueryField } from "~/components/orders/query-field";
import { clockContext, localeContext } from "~/context";
import { findCity, hotelCities } from "~/domains/hotels/destinations";
import { formatMoney } from "~/domains/markets/markets";
import { MAX_RIDE_PASSENGERS, pickUpPassed, RideBuyFormSchema, RideSearchSchema } from "~/domains/rides/rides";
import { rideProduct } from "~/domains/rides/product.server";
import { RIDE_DIRECTIONS } from "~/domains/rides/supplier";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { rideSupplier } from "~/services.server";
import { marketOf, orderDeps, reserveAndContinue } from "~/utils/order-step.server";
import type { Route } from "./+types/rides";

const FIELDS = ["airport", "address", "date", "time", "passengers", "bags", "flight"] as const;
type Field = (typeof FIELDS)[number];

/** What was asked, checked: each field's error, or the airport's cars with what each takes and how many are left. */
async function lookUp(context: Readonly<RouterContextProvider>, params: Record<string, unknown>) {
  const parsed = RideSearchSchema.safeParse(params);
  const errors: Partial<Record<Field, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
    return { errors, cars: [], query: null };
  }
  const query = parsed.data;
  const airport = findCity(query.airport)?.code ?? null;
  if (!airport) errors.airport = "rides.errors.airport";
  else {
    const passed = pickUpPassed(airport, query.date, query.time, context.get(clockContext)());
    if (passed) errors[passed.field] = passed.key;
  }
  if (!airport || Object.keys(errors).length) return { errors, cars: [], query: null };
  const cars = await rideProduct(rideSupplier(), orderDeps(context).inventory).offer(
    { ...query, airport },
    marketOf(context),
    context.get(clockContext)(),
  );
  return { errors, cars, query: { ...query, airport } };
}

/**
 * GET /rides?direction=from_airport&airport=LOS&address=…&date=…&time=…&passengers=2&bags=3&flight=…: an airport
 * transfer's cars at the airport's local time, each with what it takes, its price, its free waiting and how many are
 * left that hour; a party or luggage a car does not take is said so beside it. POST books one: the car held for the
 * hour, then the details step. A flight's summary links here with its arrival filled in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const t = getI18n(context).getFixedT(null, "products");
  const { locale } = context.get(localeContext);
  // A link that fills some fields (a flight's arrival, without the address) opens the form, not a search.
  const searched = "address" in params ? await lookUp(context, params) : null;
  return {
    asked: params,
    errors: searched?.errors ?? {},
    cars: searched?.cars ?? [],
    searched: searched?.query !== null && searched !== null,
    cities: hotelCities(locale),
    today: context.get(clockContext)().toISOString().slice(0, 10),
    locale,
    meta: { title: t("rides.meta.title"), description: t("rides.meta.description") },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: RideBuyFormSchema });
  if (submission.status !== "success") return data({ refused: "errors.form" }, { status: 400 });
  const { vehicle, ...params } = submission.value;
  const found = await lookUp(context, params);
  const car = found.cars.find((c) => c.vehicle === vehicle);
  if (!found.query || !car?.fit.ok) return data({ refused: "errors.form" }, { status: 400 });
  const { query } = found;
  const search = new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  );
  const reserved = await reserveAndContinue(context, {
    kind: "ride",
    request: {
      airport: query.airport,
      direction: query.direction,
      address: query.address,
      date: query.date,
      time: query.time,
      passengers: query.passengers,
      bags: query.bags,
      vehicle,
      flightNumber: query.flight ?? null,
      bookingId: query.booking ?? null,
    },
    search: `/rides?${search.toString()}`,
    attachedTo: query.booking ?? null,
  });
  // Taken meanwhile: the page again, with what is still left.
  if (reserved.kind === "continue") return reserved.response;
  return data({ refused: "rides.errors.taken" }, { status: 409 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Rides({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["products", "booking"]);
  const localePath = useLocalePath();
  const { asked, errors, cars, cities, today, locale } = loaderData;
  const value = (name: string) => (asked as Record<string, string | undefined>)[name] ?? "";
  const labels: Record<Field, string> = {
    airport: t("rides.form.airport"),
    address: t("rides.form.address"),
    date: t("rides.form.date"),
    time: t("rides.form.time"),
    passengers: t("rides.form.passengers"),
    bags: t("rides.form.bags"),
    flight: t("rides.form.flight"),
  };
  const errorsOf = errors as Partial<Record<Field, string>>;
  const invalid = FIELDS.filter((f) => errorsOf[f]).map((f) => ({ id: `ride-${f}`, label: labels[f] }));
  const field = (name: Field, input: Record<string, unknown>, hint?: string) => (
    <QueryField
      id={`ride-${name}`}
      label={labels[name]}
      hint={hint}
      error={errorsOf[name] ? t(errorsOf[name] as "rides.errors.past") : null}
    >
      {(a11y) => <input {...a11y} name={name} defaultValue={value(name)} className={form.input} {...input} />}
    </QueryField>
  );
  const passengers = Number(value("passengers") || 1);
  const bags = Number(value("bags") || 0);
  const fitting = cars.filter((car) => car.fit.ok);
  return (
    <div className={`${container} ${css.page}`}>
      <form method="get" action={localePath("/rides")} className={css.searchForm}>
        <h1 className={css.fullRow}>{t("rides.form.heading")}</h1>
        <p className={css.fullRow}>{t("rides.form.intro")}</p>
        <div className={css.fullRow}>
          <FormAlert message={actionData?.refused ?? (invalid.length ? "errors.form" : null)} fields={invalid} />
        </div>
        <fieldset className={`${css.slots} ${css.fullRow}`}>
          <legend className={form.label}>{t("rides.form.direction")}</legend>
          {RIDE_DIRECTIONS.map((direction, i) => (
            <label key={direction} className={css.facts}>
              <input
                type="radio"
                name="direction"
                value={direction}
                defaultChecked={
                  (value("direction") || "from_airport") === direction || (i === 0 && !value("direction"))
                }
              />
              {t(`rides.form.${direction}`)}
            </label>
          ))}
        </fieldset>
        {field(
          "airport",
          { type: "text", list: "ride-airports", required: true, autoComplete: "off" },
          t("rides.form.airportHint"),
        )}
        <datalist id="ride-airports">
          {cities.map((c) => (
            <option key={c.code} value={c.name} label={c.code} />
          ))}
        </datalist>
        {field("address", { type: "text", required: true, autoComplete: "address-line1" }, t("rides.form.addressHint"))}
        {field("date", { type: "date", required: true, min: today })}
        {field("time", { type: "time", required: true }, t("rides.form.timeHint"))}
        {field("passengers", {
          type: "number",
          inputMode: "numeric",
          min: 1,
          max: MAX_RIDE_PASSENGERS + 9,
          defaultValue: value("passengers") || "1",
        })}
        {field("bags", { type: "number", inputMode: "numeric", min: 0, defaultValue: value("bags") || "0" })}
        {field(
          "flight",
          { type: "text", autoComplete: "off", autoCapitalize: "characters" },
          t("rides.form.flightHint"),
        )}
        <input type="hidden" name="booking" value={value("booking")} />
        <Button>{t("rides.form.submit")}</Button>
      </form>
      {loaderData.searched && invalid.length === 0 ? (
        <section aria-labelledby="cars-heading">
          <h2 id="cars-heading">{t("rides.results.heading")}</h2>
          {value("flight") ? <p>{t("rides.results.fromFlight", { flight: value("flight") })}</p> : null}
          {fitting.length === 0 ? <p role="status">{t("rides.results.noneFits", { passengers, bags })}</p> : null}
          <ul className={css.listing}>
            {cars.map((car) => (
              <li key={car.vehicle} className={css.offer}>
                <h3 className={css.offerName}>{t(`rides.vehicles.${car.vehicle}`)}</h3>
                <p className={css.flat}>
                  {t("rides.results.capacity", { passengers: car.passengers, bags: car.bags })}
                </p>
                <p className={css.flat}>
                  {t("rides.results.trip", { km: car.distanceKm, minutes: car.durationMinutes })}
                </p>
                <p className={css.flat}>{t("rides.results.waiting", { minutes: car.freeWaitingMinutes })}</p>
                {!car.fit.ok ? (
                  <p className={css.flat}>
                    <strong>
                      {car.fit.reason === "passengers"
                        ? t("rides.results.tooSmallPassengers", { count: passengers })
                        : t("rides.results.tooSmallBags", { count: bags })}
                    </strong>
                  </p>
                ) : car.left === 0 ? (
                  <p className={css.flat}>
                    <strong>{t("rides.results.soldOut")}</strong>
                  </p>
                ) : (
                  <form method="post">
                    <ResendToken />
                    {Object.entries(asked).map(([name, v]) => (
                      <input key={name} type="hidden" name={name} value={String(v)} />
                    ))}
                    <input type="hidden" name="vehicle" value={car.vehicle} />
                    <Button>
                      {t("rides.results.book", {
                        vehicle: t(`rides.vehicles.${car.vehicle}`),
                        price: formatMoney(car.price, locale),
                      })}
                    </Button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
