import { useTranslation } from "react-i18next";
import { DeskPage } from "~/components/desk/desk-page";
import * as css from "~/components/desk/desk.css";
import { LocaleLink } from "~/components/locale-link";
import { dbContext, localeContext } from "~/context";
import { paymentQueue } from "~/domains/bookings/payment-desk.server";
import { formatMoney } from "~/domains/markets/markets";
import { privateMetaTags } from "~/i18n/meta";
import { localDate } from "~/lib/format-time";
import { deskMeta, requireRole } from "~/utils/desk.server";
import type { Route } from "./+types/payments";

/** GET /desk/payments: transfers and cash a traveller says they paid that the bank did not match, oldest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const member = requireRole(context, "payments");
  const { locale } = context.get(localeContext);
  const queue = await paymentQueue(context.get(dbContext));
  return {
    meta: deskMeta(context, "payments"),
    roles: member.roles,
    confirmations: queue.map((c) => ({
      id: c.id,
      booking: c.bookingReference,
      reference: c.reference,
      payer: c.payer,
      amount: formatMoney(c.amount, locale),
      channel: c.channel,
      received: localDate(c.createdAt.slice(0, 10), locale, "medium"),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskPayments({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["desk", "booking"]);
  const { confirmations, roles } = loaderData;
  return (
    <DeskPage heading={t("payments.heading")} roles={roles}>
      <p>{t("payments.count", { count: confirmations.length })}</p>
      {confirmations.length === 0 ? (
        <p>{t("payments.empty")}</p>
      ) : (
        <ul className={css.list}>
          {confirmations.map((c) => (
            <li key={c.id} className={css.row}>
              <LocaleLink to={`/desk/payments/${c.id}`} className={css.navLink}>
                {t("payments.booking", { reference: c.booking })}
              </LocaleLink>
              <strong>{c.amount}</strong>
              <span>{t(`booking:manage.confirm.channels.${c.channel}` as never)}</span>
              <span>{t("payments.reference", { reference: c.reference })}</span>
              <span>
                {c.payer} · {c.received}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
