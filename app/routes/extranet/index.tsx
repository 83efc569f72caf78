import { useTranslation } from "react-i18next";
import * as css from "~/components/desk/desk.css";
import { ExtranetPage } from "~/components/extranet/extranet-page";
import { LocaleLink } from "~/components/locale-link";
import { dbContext } from "~/context";
import { findCity } from "~/domains/hotels/destinations";
import { managedProperties } from "~/domains/owners/properties.server";
import { privateMetaTags } from "~/i18n/meta";
import { requireMember } from "~/utils/account.server";
import { extranetMeta } from "~/utils/extranet.server";
import type { Route } from "./+types/index";

/**
 * GET /extranet: the properties the signed-in member manages (their listing approved, or named by its owner), each
 * opening its extranet; with none, how to get one.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const properties = await managedProperties(context.get(dbContext), member.email);
  return {
    meta: extranetMeta(context, "index"),
    email: member.email,
    properties: properties.map((p) => ({ ...p, city: findCity(p.cityCode)?.name ?? p.cityCode })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function ExtranetIndex({ loaderData }: Route.ComponentProps) {
  const { t: typed } = useTranslation("extranet");
  // Keys built from data (a role, a status, a field's name) are looked up untyped.
  const t = typed as unknown as (key: string, values?: Record<string, string>) => string;
  const { properties, email } = loaderData;
  return (
    <ExtranetPage heading={t("index.heading")}>
      {properties.length === 0 ? (
        <>
          <p>{t("index.none", { email })}</p>
          <p>
            <LocaleLink to="/list-your-property">{t("index.list")}</LocaleLink>
          </p>
        </>
      ) : (
        <ul className={css.list}>
          {properties.map((p) => (
            <li key={p.id} className={css.row}>
              <LocaleLink to={`/extranet/${p.id}`} className={css.navLink}>
                {p.name}
              </LocaleLink>
              <span>
                {p.city} · {t(`roles.${p.role}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ExtranetPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
