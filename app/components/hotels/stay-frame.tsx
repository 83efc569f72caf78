import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import * as css from "~/components/booking/booking.css";
import { container } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import { Badge } from "~/components/ui/badge";
import { StepNav } from "~/components/booking/booking-frame";
import { Card, DefinitionList } from "~/components/ui/card";
import { roomName } from "~/domains/hotels/room-names";
import type { RoomKind } from "~/domains/hotels/supplier";
import { formatMoney, type Money } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";
import { instantIn, localDate } from "~/lib/format-time";

export const STAY_STEPS = ["guests", "payment", "summary"] as const;
export type StayStep = (typeof STAY_STEPS)[number];

export interface StayRecapData {
  id: string;
  reference: string;
  propertyId: string;
  propertyName: string;
  city: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  roomName: string;
  roomKind: RoomKind | null;
  breakfast: boolean;
  refundable: boolean;
  deadlineUtc: string | null;
  timeZone: string;
  rooms: Array<{ guests: number; price: Money }>;
  total: Money;
  /** Until when a draft's rooms are held, and how many minutes that leaves; null once it is being paid or booked. */
  holdExpiresAt: string | null;
  minutesLeft: number;
  /** The listing's query string, to change the room or the dates. */
  search: string;
  locale: Locale;
}

/** The stay's recap: the property, the dates, each room with its price, the total and the cancellation policy. */
export function StayRecap({ stay }: { stay: StayRecapData }) {
  const { t } = useTranslation("hotel");
  const localePath = useLocalePath();
  const { locale } = stay;
  return (
    <Card heading={t("recap.heading")} headingId="stay-recap">
      <p>
        <strong>{stay.propertyName}</strong>, {stay.city}
      </p>
      <p>
        {t("recap.dates", { checkIn: localDate(stay.checkIn, locale), checkOut: localDate(stay.checkOut, locale) })} ·{" "}
        {t("recap.nights", { count: stay.nights })}
      </p>
      <div className={css.actions}>
        <Badge tone={stay.refundable ? "success" : "neutral"}>
          {t(stay.refundable ? "details.refundable" : "details.nonRefundable")}
        </Badge>
        <Badge tone="brand">{t(stay.breakfast ? "details.breakfast" : "details.roomOnly")}</Badge>
      </div>
      <DefinitionList
        items={[
          ...stay.rooms.map(
            (room, i) =>
              [
                t("recap.roomParty", {
                  number: i + 1,
                  room: roomName(t, { kind: stay.roomKind, name: stay.roomName }),
                  guests: t("summary.party", { count: room.guests }),
                }),
                formatMoney(room.price, locale),
              ] as [string, string],
          ),
          [
            <strong key="total">{t("recap.total")}</strong>,
            <strong key="amount">{formatMoney(stay.total, locale)}</strong>,
          ],
        ]}
      />
      <p className={css.muted}>
        {stay.deadlineUtc
          ? t("details.policyFree", { deadline: instantIn(stay.deadlineUtc, stay.timeZone, locale) })
          : t("details.policyNone")}
      </p>
      {stay.holdExpiresAt ? (
        <p role="status">
          <time dateTime={stay.holdExpiresAt}>{t("recap.heldFor", { count: stay.minutesLeft })}</time>
        </p>
      ) : null}
      {stay.holdExpiresAt ? (
        <p>
          <Link to={`${localePath(`/hotel/${stay.propertyId}`)}?${stay.search}`}>{t("recap.edit")}</Link>
        </p>
      ) : null}
    </Card>
  );
}

/** Every stay step: the numbered steps (only the current one named on a phone), the page, and the recap beside it. */
export function StayFrame({
  stay,
  step,
  guestsDone,
  children,
}: {
  stay: StayRecapData;
  step: StayStep;
  guestsDone: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("hotel");
  return (
    <div className={`${container} ${css.frame}`}>
      <div>
        <StepNav
          label={t("steps.label")}
          current={step}
          steps={STAY_STEPS.map((s) => ({
            key: s,
            label: t(`steps.${s}`),
            href:
              step !== "summary" && (s === "guests" || (s === "payment" && guestsDone))
                ? `/stay/${stay.id}/${s}`
                : null,
          }))}
        />
        <p className={css.muted}>
          <strong>{stay.propertyName}</strong>, {stay.city} ·{" "}
          {t("recap.dates", {
            checkIn: localDate(stay.checkIn, stay.locale),
            checkOut: localDate(stay.checkOut, stay.locale),
          })}
        </p>
        {children}
      </div>
      <aside>
        <StayRecap stay={stay} />
      </aside>
    </div>
  );
}
