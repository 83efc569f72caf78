import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import * as css from "~/components/booking/booking.css";
import { StepNav } from "~/components/booking/booking-frame";
import { container } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import { Card, DefinitionList } from "~/components/ui/card";
import { formatMoney, type Money } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";

export const ORDER_STEPS = ["details", "payment", "summary"] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/** What every step of a supplier order shows beside it, as its product describes it (orderRecap). */
export interface OrderRecapData {
  id: string;
  kind: string;
  reference: string;
  title: string[];
  facts: Array<[string, string]>;
  policy: string;
  /** Whether it has a time, so a calendar event. */
  calendar: boolean;
  total: Money;
  /** Until when a draft's places are held, and how many minutes that leaves; null once it is being paid or booked. */
  holdExpiresAt: string | null;
  minutesLeft: number;
  /** Where the traveller changes what they chose (the product's page, with their choice). */
  editPath: string;
  /** A flight the product suggests, as a flight search's query: in the same cart, both are paid in one payment. */
  flight: { query: string; to: string } | null;
  locale: Locale;
}

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
            <time dateTime={order.holdExpiresAt}>{t("order.recap.heldFor", { count: order.minutesLeft })}</time>
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
