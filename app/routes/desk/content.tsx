import { useTranslation } from "react-i18next";
import { DeskPage } from "~/components/desk/desk-page";
import * as css from "~/components/desk/desk.css";
import { LocaleLink } from "~/components/locale-link";
import { dbContext } from "~/context";
import { contentDeskList } from "~/utils/content-desk.server";
import { privateMetaTags } from "~/i18n/meta";
import { deskMeta, requireRole } from "~/utils/desk.server";
import type { Route } from "./+types/content";

/**
 * GET /desk/content: every page the desk edits, by entity (airline pages, static pages, offices, blog posts, landing
 * pages), each in each language, with whether it is live, has a draft waiting, or is off the site.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const member = requireRole(context, "content");
  return {
    meta: deskMeta(context, "content"),
    roles: member.roles,
    sections: await contentDeskList(context.get(dbContext)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskContent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const { sections, roles } = loaderData;
  return (
    <DeskPage heading={t("content.heading")} roles={roles}>
      {sections.map(({ entity, pages }) => (
        <section key={entity} aria-labelledby={`content-${entity}`}>
          <h2 id={`content-${entity}`}>{t(`content.entities.${entity}`)}</h2>
          <ul className={css.list}>
            {pages.map((p) => (
              <li key={`${p.key}/${p.locale}`}>
                <LocaleLink to={`/desk/content/${entity}/${p.key}/${p.locale}`} className={css.navLink}>
                  {t("content.pageLink", { name: p.name, locale: p.locale })}
                </LocaleLink>
                {" · "}
                {t(`content.states.${p.state}`)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
