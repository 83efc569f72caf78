import type { OrderRecapData } from "~/utils/views";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import * as css from "~/components/booking/booking.css";
import { StepNav } from "~/components/booking/booking-frame";
import { container } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import { Card, DefinitionList } from "~/components/ui/card";
import { formatMoney } from "~/domains/markets/markets";
import { orderKey } from "~/domains/supplier-orders/words";

export const ORDER_STEPS = ["details", "payment", "summary"] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

export type { OrderRecapData };

/** The order's recap: what it is, its facts, the total, its cancellation terms and how long it is held. */
export function OrderRecap({ order }: { order: OrderRecapData }) {
  const { t } = useTranslation("products");
  const localePath = useLocalePath();
  return (
    <Card heading={t("order.recap.heading")} headingId="order-recap">
      <p>
        <strong>{order.title.join(", ")}</strong>
      </p>
      <DefinitionList
        items={[
          ...order.facts,
          [
            <strong key="total">{t("order.total")}</strong>,
            <strong key="amount">{formatMoney(order.total, order.locale)}</strong>,
          ],
        ]}
      />
      <p className={css.muted}>{order.policy}</p>
      {order.holdExpiresAt ? (
        <>
          <p role="status">
            <time dateTime={order.holdExpiresAt}>
              {t(orderKey(order.words, "recap.heldFor") as "order.recap.heldFor", { count: order.minutesLeft })}
            </time>
          </p>
          <p>
            <Link to={localePath(order.editPath)}>{t("order.recap.edit")}</Link>
          </p>
        </>
      ) : null}
    </Card>
  );
}

/** Every step of a supplier order: the numbered steps, the page, and the recap beside it. */
export function OrderFrame({
  order,
  step,
  detailsDone,
  children,
}: {
  order: OrderRecapData;
  step: OrderStep;
  detailsDone: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("products");
  const localePath = useLocalePath();
  return (
    <div className={`${container} ${css.frame}`}>
      <div>
        <StepNav
          label={t("order.steps.label")}
          current={step}
          steps={ORDER_STEPS.map((s) => ({
            key: s,
            label: t(`order.steps.${s}`),
            href:
              step !== "summary" && (s === "details" || (s === "payment" && detailsDone))
                ? `/order/${order.id}/${s}`
                : null,
          }))}
        />
        <p className={css.muted}>
          <strong>{order.title.join(", ")}</strong> · {t("order.reference")} {order.reference}
        </p>
        {children}
      </div>
      <aside>
        <OrderRecap order={order} />
        {order.flight ? (
          <Card heading={t("order.flight.heading")} headingId="order-flight">
            <p>{t("order.flight.intro")}</p>
            <p>
              <Link to={`${localePath("/flight")}?${order.flight.query}`}>{t("order.flight.search")}</Link>
            </p>
          </Card>
        ) : null}
      </aside>
    </div>
  );
}
