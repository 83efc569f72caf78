import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { ConsentForm } from "~/components/consent-form";
import { container } from "~/components/layout.css";
import { dbContext, localeContext } from "~/context";
import { readConsent } from "~/domains/consent/consent.server";
import { getStaticPage } from "~/domains/content/content.server";
import { STATIC_PAGE_SLUGS, type StaticPageSlug } from "~/domains/content/schema";
import { splitLocale } from "~/i18n/locales";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import type { Route } from "./+types/static-page";
import * as css from "./static-page.css";

/** About us, terms, privacy, cookies and affiliates: content from D1, sanitized on write and on render. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = splitLocale(new URL(request.url).pathname).path.slice(1).replace(/\/$/, "");
  if (!(STATIC_PAGE_SLUGS as readonly string[]).includes(slug)) throw data(null, { status: 404 });
  const { locale } = context.get(localeContext);
  const page = await getStaticPage(context.get(dbContext), slug as StaticPageSlug, locale);
  if (!page) throw data(null, { status: 404 });
  const t = getI18n(context).getFixedT(null, "content");
  const consent = page.slug === "cookie-policy" ? await readConsent(request.headers.get("Cookie")) : undefined;
  return {
    page,
    consent,
    meta: { title: t("pageTitle", { title: page.title }), description: page.description },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const { page, consent } = loaderData;
  return (
    <article className={`${container} ${css.article}`}>
      <h1>{page.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: page.html }} />
      {consent !== undefined ? (
        <section className={css.settings} aria-labelledby="cookie-settings">
          <h2 id="cookie-settings">{t("cookieSettings.heading")}</h2>
          <p>
            {consent
              ? t("cookieSettings.current", {
                  analytics: t(consent.analytics ? "cookieSettings.on" : "cookieSettings.off"),
                  targeting: t(consent.targeting ? "cookieSettings.on" : "cookieSettings.off"),
                })
              : t("cookieSettings.none")}
          </p>
          <ConsentForm current={consent} collapsed={false} />
        </section>
      ) : null}
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
