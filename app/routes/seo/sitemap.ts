import { data } from "react-router";
import type { Database } from "~/db/client.server";
import { directPropertyIds } from "~/domains/owners/properties.server";
import { clockContext, dbContext } from "~/context";
import { airlinePageDates } from "~/domains/airlines/airlines.server";
import { blogPostDates, staticPageDates } from "~/domains/content/content.server";
import { publicPages, sitemapEntries, sitemapIndexXml, sitemapXml } from "~/domains/content/sitemap";
import { landingPaths } from "~/domains/discovery/landing-pages.server";
import { networkCountries } from "~/domains/destinations/destinations.server";
import { hotelCities } from "~/domains/hotels/destinations";
import { countrySlug } from "~/domains/markets/countries";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "~/i18n/locales";
import { activitySupplier, holidaySupplier, supplierHotels } from "~/services.server";
import type { Route } from "./+types/sitemap";

const XML = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

/** Every property, activity and holiday the suppliers sell, by its page's path. */
async function productPaths(db: Database): Promise<string[]> {
  const cities = hotelCities(DEFAULT_LOCALE).map((city) => city.code);
  const [properties, activities, holidays] = await Promise.all([
    Promise.all(cities.map((code) => supplierHotels().properties(code))),
    Promise.all(
      cities.map((cityCode) =>
        activitySupplier().search({ cityCode, kind: null, locale: DEFAULT_LOCALE, currency: "NGN" }),
      ),
    ),
    holidaySupplier().packages("NGN"),
  ]);
  return [
    ...properties.flat().map((id) => `/hotel/${id}`),
    ...(await directPropertyIds(db)).map((id) => `/hotel/${id}`),
    ...activities.flat().map((activity) => `/things-to-do/${activity.id}`),
    ...holidays.map((pkg) => `/holidays/${pkg.id}`),
  ];
}

/**
 * GET /sitemap.xml (the index) and /sitemaps/{locale}.xml: every indexable page in that language with its alternates
 * (hreflang) and, for content's pages, when they last changed; content's pages (static pages, airlines, posts, landing
 * pages) as they are published, and every product page the suppliers sell.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  if (!params.file) return new Response(sitemapIndexXml(origin), { headers: XML });
  const locale = /^(.+)\.xml$/.exec(params.file)?.[1];
  if (!isLocale(locale)) throw data(null, { status: 404 });
  const db = context.get(dbContext);
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  const [staticPages, airlines, posts, landing, products] = await Promise.all([
    staticPageDates(db),
    airlinePageDates(db),
    blogPostDates(db),
    landingPaths(db, today),
    productPaths(context.get(dbContext)),
  ]);
  const pages = publicPages({
    staticPages,
    airlines,
    posts,
    landing,
    products,
    countries: networkCountries(DEFAULT_LOCALE).map(
      (country) => Object.fromEntries(LOCALES.map((l) => [l, countrySlug(country.code, l)])) as Record<Locale, string>,
    ),
  });
  return new Response(sitemapXml(sitemapEntries(origin, locale, pages)), { headers: XML });
}
