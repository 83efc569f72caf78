import { useTranslation } from "react-i18next";
import { DeskPage } from "~/components/desk/desk-page";
import { DeskTable } from "~/components/desk/desk-table";
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
      <DeskTable
        columns={[
          t("referrals.at"),
          t("referrals.account"),
          t("referrals.side"),
          t("referrals.points"),
          t("referrals.order"),
        ]}
        rows={rows.map((row) => ({
          id: row.id,
          cells: [
            row.at,
            `${row.accountId}${row.username ? ` (${row.username})` : ""}`,
            t(`referrals.sides.${row.side as "referrer" | "referee"}`),
            row.points,
            row.orderId ?? "",
          ],
        }))}
        empty={t("referrals.empty")}
      />
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
