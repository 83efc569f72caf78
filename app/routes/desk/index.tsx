import { useTranslation } from "react-i18next";
import { DeskPage } from "~/components/desk/desk-page";
import * as css from "~/components/desk/desk.css";
import { LocaleLink } from "~/components/locale-link";
import { dbContext } from "~/context";
import { paymentQueue } from "~/domains/bookings/payment-desk.server";
import { refundQueue } from "~/domains/bookings/refund-decisions.server";
import { hasRole } from "~/domains/staff/roles";
import { privateMetaTags } from "~/i18n/meta";
import { applicationQueue } from "~/domains/applications/desk-decisions.server";
import { applicationDeskDeps, applicationKindsOf, deskMeta, requireStaff } from "~/utils/desk.server";
import type { Route } from "./+types/index";

/** GET /desk: who is signed in, and the queues their roles open, each with what waits in it. */
export async function loader({ context }: Route.LoaderArgs) {
  const member = requireStaff(context);
  const db = context.get(dbContext);
  const kinds = applicationKindsOf(member);
  const [refunds, payments, applications] = await Promise.all([
    hasRole(member, "refunds") ? refundQueue(db).then((q) => q.length) : null,
    hasRole(member, "payments") ? paymentQueue(db).then((q) => q.length) : null,
    kinds.length > 0
      ? applicationQueue(applicationDeskDeps(context)).then((q) => q.filter((a) => kinds.includes(a.kind)).length)
      : null,
  ]);
  return { meta: deskMeta(context, "home"), member, refunds, payments, applications };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const { member, refunds, payments, applications } = loaderData;
  return (
    <DeskPage heading={t("home.heading")} roles={member.roles}>
      <p>
        {t("home.signedInAs", { name: member.name, roles: member.roles.map((role) => t(`roles.${role}`)).join(", ") })}
      </p>
      <h2>{t("home.queues")}</h2>
      {member.roles.includes("support") ? (
        <p>
          <LocaleLink to="/desk/orders">{t("home.orders")}</LocaleLink>
        </p>
      ) : null}
      {member.roles.includes("content") ? (
        <p>
          <LocaleLink to="/desk/content">{t("home.content")}</LocaleLink>
        </p>
      ) : null}
      {refunds === null && payments === null && applications === null ? (
        <p>{t("home.noQueue")}</p>
      ) : (
        <ul className={css.list}>
          {refunds !== null ? (
            <li>
              <LocaleLink to="/desk/refunds">{t("home.refunds", { count: refunds })}</LocaleLink>
            </li>
          ) : null}
          {applications !== null ? (
            <li>
              <LocaleLink to="/desk/applications">{t("home.applications", { count: applications })}</LocaleLink>
            </li>
          ) : null}
          {payments !== null ? (
            <li>
              <LocaleLink to="/desk/payments">{t("home.payments", { count: payments })}</LocaleLink>
            </li>
          ) : null}
        </ul>
      )}
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
