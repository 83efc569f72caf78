import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { DeskPage } from "~/components/desk/desk-page";
import * as css from "~/components/desk/desk.css";
import { LocaleLink } from "~/components/locale-link";
import { localeContext } from "~/context";
import { applicationQueue } from "~/domains/applications/desk-decisions.server";
import { statusKey } from "~/domains/applications/types";
import { privateMetaTags } from "~/i18n/meta";
import { localDate } from "~/lib/format-time";
import { applicationDeskDeps, applicationKindsOf, deskMeta, requireStaff } from "~/utils/desk.server";
import type { Route } from "./+types/applications";

/** GET /desk/applications(?kind=visa): the applications waiting for the desk, of the kinds the staff member decides. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const member = requireStaff(context);
  const kinds = applicationKindsOf(member);
  if (kinds.length === 0) throw data(null, { status: 403 });
  const asked = new URL(request.url).searchParams.get("kind");
  const kind = asked && kinds.includes(asked) ? asked : null;
  const { locale } = context.get(localeContext);
  const deps = applicationDeskDeps(context);
  const queue = (await applicationQueue(deps, kind ?? undefined)).filter((app) => kinds.includes(app.kind));
  return {
    meta: deskMeta(context, "applications"),
    roles: member.roles,
    kinds,
    kind,
    applications: queue.map((app) => ({
      id: app.id,
      reference: app.reference,
      kind: app.kind,
      status: statusKey(app),
      title: deps.kinds[app.kind]?.title(app.request, locale).join(" · ") ?? "",
      name: app.name,
      sent: localDate(app.createdAt.slice(0, 10), locale, "medium"),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskApplications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["desk", "applications"]);
  const { applications, kinds, kind, roles } = loaderData;
  return (
    <DeskPage heading={t("applications.heading")} roles={roles}>
      <p>{t("applications.count", { count: applications.length })}</p>
      <ul className={css.nav}>
        <li>
          <LocaleLink to="/desk/applications" className={css.navLink} aria-current={kind === null ? "page" : undefined}>
            {t("applications.all")}
          </LocaleLink>
        </li>
        {kinds.map((k) => (
          <li key={k}>
            <LocaleLink
              to={`/desk/applications?kind=${k}`}
              className={css.navLink}
              aria-current={kind === k ? "page" : undefined}
            >
              {t(`applications:kinds.${k}` as never)}
            </LocaleLink>
          </li>
        ))}
      </ul>
      {applications.length === 0 ? (
        <p>{t("applications.empty")}</p>
      ) : (
        <ul className={css.list}>
          {applications.map((app) => (
            <li key={app.id} className={css.row}>
              <LocaleLink to={`/desk/applications/${app.id}`} className={css.navLink}>
                {app.reference}
              </LocaleLink>
              <span>{t(`applications:kinds.${app.kind}` as never)}</span>
              <span>{app.title}</span>
              <span>
                {app.name} · {app.sent}
              </span>
              <span>{t(`applications:status.${app.kind}.${app.status}` as never)}</span>
            </li>
          ))}
        </ul>
      )}
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
