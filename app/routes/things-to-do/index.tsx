import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import * as css from "~/components/orders/product-page.css";
import { FormAlert } from "~/components/forms";
import * as form from "~/components/forms.css";
import { container } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { clockContext, localeContext, marketContext } from "~/context";
import { formatMoney } from "~/domains/markets/markets";
import { ActivitySearchSchema } from "~/domains/activities/query";
import { ACTIVITY_KINDS, type ActivityKind } from "~/domains/activities/supplier";
import { findCity, hotelCities } from "~/domains/hotels/destinations";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { activitySupplier } from "~/services.server";
import { addDays } from "~/lib/time";
import type { Route } from "./+types/index";

/** Cities offered as links before a search, by their first airport. */
const POPULAR = ["LOS", "ABV", "ACC", "NBO", "JNB", "CPT", "LHR", "DXB"];

/**
 * GET /things-to-do?city=Lagos&kind=food&date=…: the search form (a GET form: the URL is the search), and once a city
 * is given, its things to do of that kind, each linking to its times and prices on the day asked.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { locale } = context.get(localeContext);
  const t = getI18n(context).getFixedT(null, "products");
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  const cities = hotelCities(locale);
  const popular = POPULAR.flatMap((code) => cities.find((c) => c.code === code) ?? []);
  const base = {
    today,
    cities,
    popular,
    locale,
    meta: { title: t("activities.meta.title"), description: t("activities.meta.description") },
  };
  if (!params.has("city")) return { ...base, query: null, city: null, offers: null, error: null };
  const parsed = ActivitySearchSchema.safeParse(Object.fromEntries(params));
  const query = {
    city: params.get("city") ?? "",
    kind: parsed.success ? (parsed.data.kind ?? null) : null,
    date: parsed.success && parsed.data.date && parsed.data.date >= today ? parsed.data.date : addDays(today, 1),
  };
  const city = parsed.success ? findCity(parsed.data.city) : null;
  if (!city) return { ...base, query, city: null, offers: null, error: "activities.errors.city" as const };
  const offers = await activitySupplier().search({
    cityCode: city.code,
    kind: query.kind,
    locale,
    currency: context.get(marketContext).currency,
  });
  const name = cities.find((c) => c.code === city.code)?.name ?? city.name;
  return {
    ...base,
    query,
    city: { code: city.code, name },
    offers,
    error: null,
    meta: {
      title: t("activities.meta.cityTitle", { city: name }),
      description: t("activities.meta.cityDescription", { city: name, count: offers.length }),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ThingsToDo({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["products", "common"]);
  const localePath = useLocalePath();
  const { query, city, offers, error, cities, popular, today, locale } = loaderData;
  return (
    <div className={`${container} ${css.page}`}>
      {/* It answers with this page: in place with the enhancement script, the kind applied as it changes (decision 025). */}
      <form method="get" action={localePath("/things-to-do")} className={css.searchForm} data-enhance="">
        <h1 className={css.fullRow}>
          {city ? t("activities.form.headingCity", { city: city.name }) : t("activities.form.heading")}
        </h1>
        <div className={css.fullRow}>
          <FormAlert
            message={error ? "errors.form" : null}
            fields={error ? [{ id: "activity-city", label: t("activities.form.city") }] : []}
          />
        </div>
        <div className={form.field}>
          <label htmlFor="activity-city" className={form.label}>
            {t("activities.form.city")}
          </label>
          <input
            id="activity-city"
            name="city"
            type="text"
            list="activity-cities"
            required
            minLength={2}
            autoComplete="off"
            defaultValue={query?.city ?? ""}
            className={form.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "activity-city-error activity-city-hint" : "activity-city-hint"}
          />
          <small id="activity-city-hint">{t("activities.form.cityHint")}</small>
          <datalist id="activity-cities">
            {cities.map((c) => (
              <option key={c.code} value={c.name} label={c.country} />
            ))}
          </datalist>
          {error ? (
            <p id="activity-city-error" className={form.error}>
              {`${t("activities.form.city")} · ${t(error)}`}
            </p>
          ) : null}
        </div>
        <div className={form.field}>
          <label htmlFor="activity-kind" className={form.label}>
            {t("activities.form.kind")}
          </label>
          <select
            id="activity-kind"
            name="kind"
            defaultValue={query?.kind ?? ""}
            className={form.input}
            data-enhance-live=""
          >
            <option value="">{t("activities.form.anyKind")}</option>
            {ACTIVITY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`activities.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={form.field}>
          <label htmlFor="activity-date" className={form.label}>
            {t("activities.form.date")}
          </label>
          <input
            id="activity-date"
            name="date"
            type="date"
            min={today}
            defaultValue={query?.date ?? ""}
            className={form.input}
          />
        </div>
        <Button>{t("activities.form.submit")}</Button>
      </form>
      {offers ? (
        <section aria-labelledby="activities-heading">
          <h2 id="activities-heading">{t("activities.results.count", { count: offers.length })}</h2>
          {offers.length === 0 ? (
            <EmptyState heading={t("common:errors.noResults")} />
          ) : (
            <ul className={css.listing}>
              {offers.map((offer) => (
                <li key={offer.id} className={css.offer}>
                  <h3 className={css.offerName}>
                    <Link to={`${localePath(`/things-to-do/${offer.id}`)}?date=${query?.date ?? ""}`}>
                      {offer.name}
                    </Link>
                  </h3>
                  <p className={css.facts}>
                    <Badge tone="brand">{t(`activities.kinds.${offer.kind as ActivityKind}`)}</Badge>
                    <span>{t("activities.duration", { count: offer.durationMinutes / 60 })}</span>
                  </p>
                  <p className={css.flat}>{offer.summary}</p>
                  <p className={css.flat}>
                    <strong>{t("activities.results.from", { price: formatMoney(offer.adultPrice, locale) })}</strong>
                  </p>
                  <p className={css.flat}>
                    {t("activities.results.freeCancellation", { hours: offer.freeCancellationHours })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        <section aria-labelledby="popular-heading">
          <h2 id="popular-heading">{t("activities.results.popular")}</h2>
          <ul className={css.listing}>
            {popular.map((c) => (
              <li key={c.code}>
                <Link to={`${localePath("/things-to-do")}?city=${encodeURIComponent(c.name)}`}>
                  {t("activities.form.headingCity", { city: c.name })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
