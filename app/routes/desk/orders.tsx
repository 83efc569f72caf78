import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { z } from "zod";
import { DeskPage } from "~/components/desk/desk-page";
import * as css from "~/components/desk/desk.css";
import { Field } from "~/components/forms";
import * as formCss from "~/components/forms.css";
import { LocaleLink } from "~/components/locale-link";
import { Button } from "~/components/ui/button";
import { dbContext, localeContext } from "~/context";
import { formatMoney } from "~/domains/markets/markets";
import { supportSearch } from "~/domains/orders/support.server";
import { privateMetaTags } from "~/i18n/meta";
import { deskMeta, requireRole } from "~/utils/desk.server";
import type { Route } from "./+types/orders";

const SearchSchema = z.object({ q: z.string().trim().max(254).catch("") });

/** GET /desk/orders?q=: support finds any order by its reference, the airline's PNR, its contact's e-mail or phone. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const member = requireRole(context, "support");
  const { q } = SearchSchema.parse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  const { locale } = context.get(localeContext);
  const found = q ? await supportSearch(context.get(dbContext), q, locale) : [];
  return {
    meta: deskMeta(context, "orders"),
    roles: member.roles,
    q,
    orders: found.map((line) => ({
      id: line.id,
      reference: line.reference,
      supplierReference: line.supplierReference,
      title: line.title.join(" · "),
      status: line.status,
      total: line.total ? formatMoney(line.total, locale) : null,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["desk", "account"]);
  const { q, orders, roles } = loaderData;
  return (
    <DeskPage heading={t("orders.heading")} roles={roles}>
      <Form method="get" role="search" className={css.section}>
        <Field label={t("orders.search")} htmlFor="desk-order-search">
          <input id="desk-order-search" name="q" type="search" defaultValue={q} className={formCss.input} />
        </Field>
        <small>{t("orders.hint")}</small>
        <p>
          <Button>{t("orders.find")}</Button>
        </p>
      </Form>
      {q ? <p aria-live="polite">{t("orders.count", { count: orders.length })}</p> : null}
      <ul className={css.list} aria-label={t("orders.results")}>
        {orders.map((order) => (
          <li key={order.id} className={css.row}>
            <LocaleLink to={`/desk/orders/${order.id}`} className={css.navLink}>
              {order.reference}
            </LocaleLink>
            <span>{order.supplierReference ?? ""}</span>
            <span>{order.title}</span>
            <span>{t(`account:trips.states.${order.status}` as "account:trips.states.draft")}</span>
            <strong>{order.total ?? ""}</strong>
          </li>
        ))}
      </ul>
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
