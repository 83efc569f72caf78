import { useTranslation } from "react-i18next";
import { DeskPage } from "~/components/desk/desk-page";
import * as css from "~/components/desk/desk.css";
import { LocaleLink } from "~/components/locale-link";
import { dbContext, localeContext } from "~/context";
import { refundQueue } from "~/domains/bookings/refund-decisions.server";
import { formatMoney } from "~/domains/markets/markets";
import { staffNames } from "~/domains/staff/staff.server";
import { privateMetaTags } from "~/i18n/meta";
import { localDate } from "~/lib/format-time";
import { deskMeta, requireRole } from "~/utils/desk.server";
import type { Route } from "./+types/refunds";

/** GET /desk/refunds: the open refund cases, oldest first or largest first (?order=amount), for refunds officers. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const member = requireRole(context, "refunds");
  const order = new URL(request.url).searchParams.get("order") === "amount" ? "amount" : "age";
  const db = context.get(dbContext);
  const { locale } = context.get(localeContext);
  const queue = await refundQueue(db, order);
  const names = await staffNames(
    db,
    queue.map((c) => c.takenBy),
  );
  return {
    meta: deskMeta(context, "refunds"),
    roles: member.roles,
    order,
    cases: queue.map((c) => ({
      id: c.id,
      reference: c.reference,
      booking: c.bookingReference,
      amount: formatMoney(c.amount, locale),
      received: localDate(c.createdAt.slice(0, 10), locale, "medium"),
      status: c.status,
      takenBy: c.takenBy ? (names.get(c.takenBy) ?? null) : null,
      secondNeeded: c.firstApproval !== null,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskRefunds({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["desk", "booking"]);
  const { cases, order, roles } = loaderData;
  return (
    <DeskPage heading={t("refunds.heading")} roles={roles}>
      <p aria-live="polite">{t("refunds.count", { count: cases.length })}</p>
      <ul className={css.nav}>
        <li>
          <LocaleLink to="/desk/refunds" className={css.navLink} aria-current={order === "age" ? "page" : undefined}>
            {t("refunds.byAge")}
          </LocaleLink>
        </li>
        <li>
          <LocaleLink
            to="/desk/refunds?order=amount"
            className={css.navLink}
            aria-current={order === "amount" ? "page" : undefined}
          >
            {t("refunds.byAmount")}
          </LocaleLink>
        </li>
      </ul>
      {cases.length === 0 ? (
        <p>{t("refunds.empty")}</p>
      ) : (
        <ul className={css.list}>
          {cases.map((c) => (
            <li key={c.id} className={css.row}>
              <LocaleLink to={`/desk/refunds/${c.id}`} className={css.navLink}>
                {t("refunds.case")} {c.reference}
              </LocaleLink>
              <span>
                {t("refunds.booking")} {c.booking}
              </span>
              <strong>{c.amount}</strong>
              <span>
                {t("refunds.received")} {c.received}
              </span>
              <span>
                {t(`booking:manage.refund.statuses.${c.status}`)}
                {" · "}
                {c.secondNeeded
                  ? t("refunds.secondNeeded")
                  : `${t("refunds.takenBy")}: ${c.takenBy ?? t("refunds.nobody")}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
