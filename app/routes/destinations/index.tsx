import { useTranslation } from "react-i18next";
import * as css from "~/components/airlines/airline.css";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import * as page from "~/components/orders/product-page.css";
import { localeContext } from "~/context";
import { networkCountries } from "~/domains/destinations/destinations.server";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { PAGE_CACHE_HEADER } from "~/utils/page-cache.server";
import type { Route } from "./+types/index";

/** GET /destinations: every country the network flies to, by name in the page's language. */
export function loader({ context }: Route.LoaderArgs) {
  const t = getI18n(context).getFixedT(null, "content");
  return {
    countries: networkCountries(context.get(localeContext).locale),
    meta: { title: t("destinations.index.title"), description: t("destinations.index.description") },
  };
}

export const headers: Route.HeadersFunction = () => ({ [PAGE_CACHE_HEADER]: "3600" });

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Destinations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  return (
    <div className={`${container} ${page.page}`}>
      <h1>{t("destinations.index.heading")}</h1>
      <p>{t("destinations.index.intro")}</p>
      <ul className={css.index}>
        {loaderData.countries.map((country) => (
          <li key={country.code}>
            <LocaleLink to={`/destinations/${country.slug}`} className={css.indexLink}>
              <span>
                <strong>{country.name}</strong>
                <br />
                <span className={css.small}>{t("destinations.index.airports", { count: country.airports })}</span>
              </span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
