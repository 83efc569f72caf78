import { data } from "react-router";
import { getI18n } from "~/i18n/i18next.server";
import { canonicalPath, isLocale } from "~/i18n/locales";
import type { Route } from "./+types/manifest";

/** The brand's colour (the theme's `brand`, the favicon's ground): the browser's bar and the splash screen's. */
const BRAND = "#0b5cad";

const icon = (name: string, size: number, purpose: "any" | "maskable") => ({
  src: `/icons/${name}-${size}.png`,
  sizes: `${size}x${size}`,
  type: "image/png",
  purpose,
});

/**
 * GET /manifests/{locale}.webmanifest: the web app manifest in that language, linked from every page in it, so "Add
 * to Home screen" installs Tern (standalone, its icon, opening on the home page in the traveller's language), with
 * shortcuts to the pages the service worker keeps offline (My trips; a booking's own page is reached from them).
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const locale = /^(.+)\.webmanifest$/.exec(params.file)?.[1];
  if (!isLocale(locale)) throw data(null, { status: 404 });
  const t = getI18n(context).getFixedT(locale, "common");
  const manifest = {
    id: "/",
    name: t("manifest.name"),
    short_name: t("brand"),
    description: t("manifest.description"),
    lang: locale,
    dir: "ltr",
    start_url: canonicalPath(locale, "/"),
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#ffffff",
    theme_color: BRAND,
    categories: ["travel"],
    icons: [
      icon("icon", 192, "any"),
      icon("icon", 512, "any"),
      icon("maskable", 192, "maskable"),
      icon("maskable", 512, "maskable"),
    ],
    shortcuts: [
      { name: t("manifest.trips"), url: canonicalPath(locale, "/account/trips"), icons: [icon("icon", 192, "any")] },
      {
        name: t("manifest.manageBooking"),
        url: canonicalPath(locale, "/manage-booking"),
        icons: [icon("icon", 192, "any")],
      },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
