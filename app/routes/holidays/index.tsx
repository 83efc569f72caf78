import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { z } from "zod";
import * as form from "~/components/forms.css";
import { container } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import * as css from "~/components/orders/product-page.css";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { clockContext, localeContext, marketContext } from "~/context";
import { airportCity, getAirport } from "~/domains/flights/airports";
import { departuresIn } from "~/domains/holidays/holidays";
import { formatMoney } from "~/domains/markets/markets";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { holidaySupplier } from "~/services.server";
import type { Route } from "./+types/index";

const QuerySchema = z.object({
  destination: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional()
    .catch(undefined),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .catch(undefined),
});

/**
 * GET /holidays?destination=ZNZ&month=2027-02: packages by destination and month (a GET form: the URL is the search),
 * each with its nights, hotel, inclusions, price per person sharing and single supplement, and its departures that
 * month.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { locale } = context.get(localeContext);
  const t = getI18n(context).getFixedT(null, "products");
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  // This month and the nine after it.
  const [year, monthOfYear] = today.split("-").map(Number) as [number, number];
  const months = Array.from({ length: 10 }, (_, i) =>
    new Date(Date.UTC(year, monthOfYear - 1 + i, 1)).toISOString().slice(0, 7),
  );
  const month = query.month && months.includes(query.month) ? query.month : months[1]!;
  const packages = await holidaySupplier().packages(context.get(marketContext).currency);
  const destinations = [...new Set(packages.map((p) => p.destination))].map((code) => {
    const airport = getAirport(code);
    return { code, name: airport ? airportCity(airport, locale) : code };
  });
  const departures = departuresIn(month, today);
  return {
    query: { destination: query.destination ?? "", month },
    months: months.map((value) => ({
      value,
      label: new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${value}-01T00:00:00Z`),
      ),
    })),
    destinations: destinations.sort((a, b) => a.name.localeCompare(b.name, locale)),
    packages: packages
      .filter((p) => !query.destination || p.destination === query.destination)
      .map((p) => ({ ...p, city: destinations.find((d) => d.code === p.destination)?.name ?? p.destination })),
    departure: departures[0] ?? null,
    locale,
    meta: { title: t("holidays.meta.title"), description: t("holidays.meta.description") },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Holidays({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("products");
  const localePath = useLocalePath();
  const { query, months, destinations, packages, departure, locale } = loaderData;
  return (
    <div className={`${container} ${css.page}`}>
      <form method="get" action={localePath("/holidays")} className={css.searchForm}>
        <h1 className={css.fullRow}>{t("holidays.form.heading")}</h1>
        <p className={css.fullRow}>{t("holidays.form.intro")}</p>
        <div className={form.field}>
          <label htmlFor="holiday-destination" className={form.label}>
            {t("holidays.form.destination")}
          </label>
          <select id="holiday-destination" name="destination" defaultValue={query.destination} className={form.input}>
            <option value="">{t("holidays.form.anyDestination")}</option>
            {destinations.map((d) => (
              <option key={d.code} value={d.code}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        <div className={form.field}>
          <label htmlFor="holiday-month" className={form.label}>
            {t("holidays.form.month")}
          </label>
          <select id="holiday-month" name="month" defaultValue={query.month} className={form.input}>
            {months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <Button>{t("holidays.form.submit")}</Button>
      </form>
      <section aria-labelledby="holidays-heading">
        <h2 id="holidays-heading">{t("holidays.results.count", { count: packages.length })}</h2>
        <ul className={css.listing}>
          {packages.map((p) => (
            <li key={p.id} className={css.offer}>
              <h3 className={css.offerName}>
                <Link
                  to={`${localePath(`/holidays/${p.id}`)}?month=${query.month}${departure ? `&departure=${departure}` : ""}`}
                >
                  {t("holidays.title", { city: p.city, count: p.nights })}
                </Link>
              </h3>
              <p className={css.facts}>
                <Badge tone="brand">{t("holidays.hotel", { hotel: p.hotel, count: p.stars })}</Badge>
                {p.inclusions.map((i) => (
                  <span key={i}>{t(`holidays.inclusions.${i}`)}</span>
                ))}
              </p>
              <p className={css.flat}>
                <strong>
                  {t("holidays.results.perPerson", { price: formatMoney(p.pricePerPersonSharing, locale) })}
                </strong>
              </p>
              <p className={css.flat}>
                {t("holidays.results.single", { price: formatMoney(p.singleSupplement, locale) })}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
