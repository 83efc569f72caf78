import { useTranslation } from "react-i18next";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import { getI18n } from "~/i18n/i18next.server";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/offline";
import * as css from "./static-page.css";

/**
 * GET /offline: what the service worker answers for a page it cannot reach without a network (decision 021), in the page's
 * language. Kept by the worker when it installs, fetched as a visitor (nothing of a member's in it).
 */
export function loader({ context }: Route.LoaderArgs) {
  const t = getI18n(context).getFixedT(null, "common");
  return { meta: { title: t("offline.title"), description: t("offline.text") } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function Offline() {
  const { t } = useTranslation("common");
  return (
    <article className={`${container} ${css.article}`}>
      <h1>{t("offline.heading")}</h1>
      <p>{t("offline.text")}</p>
      <p>
        <LocaleLink to="/account/trips">{t("offline.trips")}</LocaleLink>
      </p>
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
