import { useTranslation } from "react-i18next";
import { DeskPage } from "~/components/desk/desk-page";
import * as css from "~/components/desk/desk.css";
import { dbContext, localeContext } from "~/context";
import { referralLedger } from "~/domains/points/referrals.server";
import { privateMetaTags } from "~/i18n/meta";
import { instantIn } from "~/lib/format-time";
import { deskMeta, requireRole } from "~/utils/desk.server";
import type { Route } from "./+types/referrals";

/** GET /desk/referrals: the referral ledger, newest first: each reward of either side, and each taken back. */
export async function loader({ context }: Route.LoaderArgs) {
  const member = requireRole(context, "partners");
  const { locale } = context.get(localeContext);
  const rows = await referralLedger(context.get(dbContext));
  return {
    meta: deskMeta(context, "referrals"),
    roles: member.roles,
    rows: rows.map((row) => ({
      ...row,
      side: row.id.endsWith(":referrer") ? "referrer" : "referee",
      at: instantIn(row.createdAt, "UTC", locale),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskReferrals({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const { rows, roles } = loaderData;
  return (
    <DeskPage heading={t("referrals.heading")} roles={roles}>
      <p>{t("referrals.intro")}</p>
      {rows.length === 0 ? (
        <p>{t("referrals.empty")}</p>
      ) : (
        <div className={css.scroll}>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{t("referrals.at")}</th>
                <th scope="col">{t("referrals.account")}</th>
                <th scope="col">{t("referrals.side")}</th>
                <th scope="col">{t("referrals.points")}</th>
                <th scope="col">{t("referrals.order")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.at}</td>
                  <td>
                    {row.accountId}
                    {row.username ? ` (${row.username})` : ""}
                  </td>
                  <td>{t(`referrals.sides.${row.side as "referrer" | "referee"}`)}</td>
                  <td>{row.points}</td>
                  <td>{row.orderId ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
