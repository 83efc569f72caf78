import { data } from "react-router";
import { clockContext, dbContext } from "~/context";
import { listAirlinePages } from "~/domains/airlines/airlines.server";
import { listBlogPosts } from "~/domains/content/content.server";
import { publicPages, sitemapEntries, sitemapIndexXml, sitemapXml } from "~/domains/content/sitemap";
import { landingPaths } from "~/domains/discovery/landing-pages.server";
import { networkCountries } from "~/domains/destinations/destinations.server";
import { countrySlug } from "~/domains/markets/countries";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "~/i18n/locales";
import type { Route } from "./+types/sitemap";

const XML = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

/**
 * GET /sitemap.xml (the index) and /sitemaps/{locale}.xml: every public page in that language with its alternates
 * (hreflang), content's pages (each airline's, each landing page still shown) included as they are loaded.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  if (!params.file) return new Response(sitemapIndexXml(origin), { headers: XML });
  const locale = /^(.+)\.xml$/.exec(params.file)?.[1];
  if (!isLocale(locale)) throw data(null, { status: 404 });
  const airlines = await listAirlinePages(context.get(dbContext), DEFAULT_LOCALE);
  const posts = await listBlogPosts(context.get(dbContext), DEFAULT_LOCALE);
  const landing = await landingPaths(context.get(dbContext), context.get(clockContext)().toISOString().slice(0, 10));
  const pages = publicPages({
    airlines: airlines.map((a) => a.slug),
    landing,
    posts: posts.map((post) => post.slug),
    countries: networkCountries(DEFAULT_LOCALE).map(
      (country) => Object.fromEntries(LOCALES.map((l) => [l, countrySlug(country.code, l)])) as Record<Locale, string>,
    ),
  });
  return new Response(sitemapXml(sitemapEntries(origin, locale, pages)), { headers: XML });
}
