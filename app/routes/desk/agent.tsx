import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { DeskPage } from "~/components/desk/desk-page";
import * as css from "~/components/desk/desk.css";
import { LocaleLink } from "~/components/locale-link";
import { dbContext, localeContext } from "~/context";
import { agentAuditRows, agentBookings } from "~/domains/agents/agents.server";
import { getDeskAgent } from "~/domains/agents/desk.server";
import { formatMoney } from "~/domains/markets/markets";
import { privateMetaTags } from "~/i18n/meta";
import { instantIn } from "~/lib/format-time";
import { deskMeta, requireRole } from "~/utils/desk.server";
import type { Route } from "./+types/agent";

/** GET /desk/agents/{id}: an agent's orders of every product, newest first, and what they did that wrote something. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const member = requireRole(context, "partners");
  const db = context.get(dbContext);
  const { locale } = context.get(localeContext);
  const agent = await getDeskAgent(db, params.agentId);
  if (!agent) throw data(null, { status: 404 });
  const [orders, audit] = await Promise.all([agentBookings(db, agent.id, locale), agentAuditRows(db, agent.id, 100)]);
  return {
    meta: deskMeta(context, "agent"),
    roles: member.roles,
    agent,
    orders: orders.map((o) => ({
      id: o.id,
      reference: o.reference,
      title: o.title.join(" · "),
      status: o.status,
      total: o.total ? formatMoney(o.total, locale) : "",
    })),
    audit: audit.map((row) => ({ ...row, at: instantIn(row.at, "UTC", locale) })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskAgent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["desk", "account"]);
  const { agent, orders, audit, roles } = loaderData;
  return (
    <DeskPage heading={t("agents.agentHeading", { name: agent.name, id: agent.id })} roles={roles}>
      <p>{agent.active ? t("agents.active") : t("agents.suspended")}</p>
      <section className={css.section} aria-labelledby="agent-orders">
        <h2 id="agent-orders">{t("agents.orders", { count: orders.length })}</h2>
        <ul className={css.list}>
          {orders.map((o) => (
            <li key={o.id} className={css.row}>
              {roles.includes("support") ? (
                <LocaleLink to={`/desk/orders/${o.id}`} className={css.navLink}>
                  {o.reference}
                </LocaleLink>
              ) : (
                <strong>{o.reference}</strong>
              )}
              <span>{o.title}</span>
              <span>{t(`account:trips.states.${o.status}` as "account:trips.states.draft")}</span>
              <span>{o.total}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={css.section} aria-labelledby="agent-audit">
        <h2 id="agent-audit">{t("agents.audit")}</h2>
        <ul className={css.list}>
          {audit.map((row) => (
            <li key={`${row.orderId}-${row.action}-${row.at}`}>
              {row.at} · {row.action} · {row.orderId}
            </li>
          ))}
        </ul>
      </section>
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
