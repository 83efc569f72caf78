import { useTranslation } from "react-i18next";
import { DeskPage } from "~/components/desk/desk-page";
import * as css from "~/components/desk/desk.css";
import { LocaleLink } from "~/components/locale-link";
import { dbContext } from "~/context";
import { airlineDeskPages } from "~/domains/airlines/desk.server";
import { privateMetaTags } from "~/i18n/meta";
import { deskMeta, requireRole } from "~/utils/desk.server";
import type { Route } from "./+types/content";

/** GET /desk/content: the airline pages in each language, with whether each is live, has a draft, or is off the site. */
export async function loader({ context }: Route.LoaderArgs) {
  const member = requireRole(context, "content");
  const pages = await airlineDeskPages(context.get(dbContext));
  return {
    meta: deskMeta(context, "content"),
    roles: member.roles,
    pages: pages.map((p) => ({
      slug: p.slug,
      locale: p.locale,
      name: p.name,
      state: !p.published ? "off" : p.draft ? "draft" : "live",
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskContent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const { pages, roles } = loaderData;
  return (
    <DeskPage heading={t("content.heading")} roles={roles}>
      <h2>{t("content.airlines")}</h2>
      <ul className={css.list}>
        {pages.map((p) => (
          <li key={`${p.slug}/${p.locale}`}>
            <LocaleLink to={`/desk/content/airlines/${p.slug}/${p.locale}`} className={css.navLink}>
              {t("content.pageLink", { name: p.name, locale: p.locale })}
            </LocaleLink>
            {" · "}
            {t(`content.states.${p.state as "live" | "draft" | "off"}`)}
          </li>
        ))}
      </ul>
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
