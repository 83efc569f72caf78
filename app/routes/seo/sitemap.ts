import { data } from "react-router";
import { dbContext } from "~/context";
import { listAirlinePages } from "~/domains/airlines/airlines.server";
import { publicPaths, sitemapEntries, sitemapIndexXml, sitemapXml } from "~/domains/content/sitemap";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/locales";
import type { Route } from "./+types/sitemap";

const XML = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

/**
 * GET /sitemap.xml (the index) and /sitemaps/{locale}.xml: every public page in that language with its alternates
 * (hreflang), content's pages (each airline's) included as they are loaded.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  if (!params.file) return new Response(sitemapIndexXml(origin), { headers: XML });
  const locale = /^(.+)\.xml$/.exec(params.file)?.[1];
  if (!isLocale(locale)) throw data(null, { status: 404 });
  const airlines = await listAirlinePages(context.get(dbContext), DEFAULT_LOCALE);
  const paths = publicPaths({ airlines: airlines.map((a) => a.slug) });
  return new Response(sitemapXml(sitemapEntries(origin, locale, paths)), { headers: XML });
}
