import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import * as css from "~/components/desk/desk.css";
import { DeskTable } from "~/components/desk/desk-table";
import { IntentButton } from "~/components/desk/intent-button";
import { ExtranetPage } from "~/components/extranet/extranet-page";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext, localeContext } from "~/context";
import { formatMoney } from "~/domains/markets/markets";
import {
  listReservations,
  markNoShow,
  monthlyStatement,
  noShowAllowed,
  propertyToday,
  reservationWords,
} from "~/domains/owners/reservations.server";
import { ReservationActionSchema } from "~/domains/owners/schema";
import { privateMetaTags } from "~/i18n/meta";
import { translatorFor } from "~/i18n/translator.server";
import { localDate } from "~/lib/format-time";
import { extranetMeta, extranetPath, requireProperty } from "~/utils/extranet.server";
import type { Route } from "./+types/reservations";

/**
 * GET /extranet/{propertyId}/reservations?month=2026-12: every reservation (guests, dates, room, what the traveller
 * paid, Tern's commission, what the owner is owed, its status), a button to mark a guest who never came once the day
 * has come, and a month's statement of what is owed (stays checking out in it). POST marks a no-show, audited.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { property } = await requireProperty(context, request, params.propertyId);
  const db = context.get(dbContext);
  const now = context.get(clockContext)();
  const today = propertyToday(property.cityCode, now);
  const asked = new URL(request.url).searchParams.get("month") ?? "";
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : today.slice(0, 7);
  const { locale } = context.get(localeContext);
  const t = translatorFor(locale, "extranet");
  const [reservations, statement] = await Promise.all([
    listReservations(db, property.id),
    monthlyStatement(db, property.id, month),
  ]);
  const roomName = (code: string) => property.rooms.find((r) => r.code === code)?.name ?? code;
  const money = (amount: number, currency: Parameters<typeof formatMoney>[0]["currency"]) =>
    formatMoney({ amount, currency }, locale);
  return {
    meta: extranetMeta(context, "reservations", { name: property.name }),
    notice: new URL(request.url).searchParams.get("done") === "no_show",
    property: { id: property.id, name: property.name },
    month,
    reservations: reservations.map((r) => ({
      id: r.id,
      reference: r.reference,
      guest: r.leadGuest,
      guests: r.guests,
      ...reservationWords(r, roomName(r.roomCode), locale, t),
      amount: money(r.amount, r.currency),
      commission: money(r.commission, r.currency),
      owed: money(r.amount - r.commission, r.currency),
      status: r.status,
      noShow: noShowAllowed(r, today),
    })),
    statement: {
      lines: statement.lines.map((l) => ({
        id: l.id,
        reference: l.reference,
        checkOut: localDate(l.checkOut, locale),
        amount: money(l.amount, l.currency),
        owed: money(l.amount - l.commission, l.currency),
      })),
      totals: statement.totals.map((s) => ({
        currency: s.currency,
        amount: money(s.amount, s.currency),
        commission: money(s.commission, s.currency),
        owed: money(s.owed, s.currency),
      })),
    },
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { actor, property } = await requireProperty(context, request, params.propertyId);
  const submission = parseWithZod(await request.formData(), { schema: ReservationActionSchema });
  if (submission.status !== "success") throw data(null, { status: 400 });
  const now = context.get(clockContext)();
  if (!(await markNoShow(context.get(dbContext), actor, property.id, submission.value.reservation, now))) {
    throw data(null, { status: 409 });
  }
  return redirect(`${extranetPath(context, `/${property.id}/reservations`)}?done=no_show`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function ExtranetReservations({ loaderData }: Route.ComponentProps) {
  const { t: typed } = useTranslation("extranet");
  // Keys built from data (a role, a status, a field's name) are looked up untyped.
  const t = typed as unknown as (key: string, values?: Record<string, string>) => string;
  const { property, reservations, statement, month } = loaderData;
  return (
    <ExtranetPage
      heading={t("reservations.heading", { name: property.name })}
      propertyId={property.id}
      notice={loaderData.notice ? t("reservations.markedNoShow") : null}
    >
      <DeskTable
        empty={t("reservations.none")}
        columns={[
          t("reservations.reference"),
          t("reservations.guest"),
          t("reservations.dates"),
          t("reservations.room"),
          t("reservations.guests"),
          t("reservations.amount"),
          t("reservations.commission"),
          t("reservations.owed"),
          t("reservations.status"),
        ]}
        rows={reservations.map((r) => ({
          id: r.id,
          cells: [
            r.reference,
            r.guest,
            r.dates,
            r.room,
            String(r.guests),
            r.amount,
            r.commission,
            r.owed,
            r.noShow ? (
              <IntentButton intent="no_show" fields={{ reservation: r.id }} secondary>
                {t("reservations.noShow", { reference: r.reference })}
              </IntentButton>
            ) : (
              t(`reservations.statuses.${r.status}`)
            ),
          ],
        }))}
      />
      <section className={css.section}>
        <h2>{t("statement.heading", { month })}</h2>
        <Form method="get" className={css.row}>
          <label>
            {t("statement.month")} <input type="month" name="month" defaultValue={month} />
          </label>
          <Button variant="secondary">{t("statement.show")}</Button>
        </Form>
        <DeskTable
          empty={t("statement.none")}
          columns={[
            t("reservations.reference"),
            t("statement.checkOut"),
            t("reservations.amount"),
            t("reservations.owed"),
          ]}
          rows={statement.lines.map((l) => ({ id: l.id, cells: [l.reference, l.checkOut, l.amount, l.owed] }))}
        />
        {statement.totals.map((s) => (
          <p key={s.currency}>{t("statement.total", { amount: s.amount, commission: s.commission, owed: s.owed })}</p>
        ))}
      </section>
    </ExtranetPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
