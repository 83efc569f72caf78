import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import { z } from "zod";
import { AccountPage } from "~/components/account/account-page";
import { OrderList } from "~/components/account/order-list";
import { Field } from "~/components/forms";
import * as formCss from "~/components/forms.css";
import { Button } from "~/components/ui/button";
import { agentContext, clockContext, dbContext, envContext, localeContext } from "~/context";
import { agentBookings, withOpeningLinks } from "~/domains/agents/agents.server";
import { formatMoney } from "~/domains/markets/markets";
import { withLocalePrefix } from "~/i18n/locales";
import { privateMetaTags } from "~/i18n/meta";
import { accountMeta } from "~/utils/account.server";
import type { Route } from "./+types/crm-agent-bookings";

const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** The list's filter is its URL (a GET form): days booked and a status; anything malformed is left out. */
const FilterSchema = z.object({
  from: DAY.optional().catch(undefined),
  to: DAY.optional().catch(undefined),
  status: z
    .string()
    .regex(/^[a-z_]{1,30}$/)
    .optional()
    .catch(undefined),
});

/**
 * My agent bookings (decision 016): the orders of every product this agent made, newest first, filtered by the day booked
 * and status. Each finished one opens in manage booking without the e-mail step (a signed link, like an e-mail's);
 * one still being made opens its next step in this browser. Outside agent mode: the validation page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const agent = context.get(agentContext);
  const { locale, prefix } = context.get(localeContext);
  if (!agent) throw redirect(withLocalePrefix(prefix, "/account/crm-agent/login"));
  const filter = FilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const db = context.get(dbContext);
  const now = context.get(clockContext)();
  const secret = context.get(envContext).SESSION_SECRET;
  const all = await agentBookings(db, agent.id, locale, { from: filter.from, to: filter.to });
  const shown = filter.status ? all.filter((order) => order.status === filter.status) : all;
  return {
    meta: accountMeta(context, "agentBookings"),
    agent,
    filter,
    statuses: [...new Set(all.map((order) => order.status))],
    orders: withOpeningLinks(shown, secret, now).map((order) => ({
      ...order,
      total: order.total ? formatMoney(order.total, locale) : null,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function CrmAgentBookings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { agent, filter, statuses, orders } = loaderData;
  return (
    <AccountPage heading={t("agent.bookings.heading")}>
      <p>{t("agent.bookings.intro", { name: agent.name, id: agent.id })}</p>
      <Form method="get" aria-label={t("agent.bookings.filter")}>
        <Field label={t("agent.bookings.from")}>
          <input type="date" name="from" defaultValue={filter.from ?? ""} className={formCss.input} />
        </Field>
        <Field label={t("agent.bookings.to")}>
          <input type="date" name="to" defaultValue={filter.to ?? ""} className={formCss.input} />
        </Field>
        <Field label={t("agent.bookings.status")}>
          <select name="status" defaultValue={filter.status ?? ""} className={formCss.input}>
            <option value="">{t("agent.bookings.anyStatus")}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {t(`trips.states.${status}` as "trips.states.draft")}
              </option>
            ))}
          </select>
        </Field>
        <Button variant="secondary">{t("agent.bookings.apply")}</Button>
      </Form>
      {orders.length === 0 ? <p>{t("agent.bookings.empty")}</p> : <OrderList orders={orders} />}
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
