import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import * as css from "~/components/desk/desk.css";
import { DeskTable } from "~/components/desk/desk-table";
import { ExtranetPage } from "~/components/extranet/extranet-page";
import { fieldsInError, FormAlert, InputField, ResendToken, SelectField, useZodForm } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext, localeContext } from "~/context";
import { type Currency, formatMoney } from "~/domains/markets/markets";
import { calendarOf, setCalendar } from "~/domains/owners/rooms.server";
import { CalendarSchema } from "~/domains/owners/schema";
import { CALENDAR_DAYS } from "~/domains/owners/types";
import { privateMetaTags } from "~/i18n/meta";
import { addDays, isCalendarDate } from "~/lib/time";
import { extranetMeta, extranetPath, requireProperty, roomDeps } from "~/utils/extranet.server";
import { NUMBER } from "~/components/extranet/extranet-page";
import type { Route } from "./+types/calendar";

/** Nights the calendar shows at once: a month. */
const SHOWN = 31;

/**
 * GET /extranet/{propertyId}/calendar?room=R1&from=2026-12-01: a room type's nights as they sell (rate, rooms to sell,
 * minimum stay, closed), a month at a time, and one form that sets a rate, rooms, a minimum stay, or closes or opens
 * the nights, over a date range of up to a year. POST saves it, audited; searches see it at once.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { property } = await requireProperty(context, request, params.propertyId);
  const url = new URL(request.url);
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  const room = property.rooms.find((r) => r.code === url.searchParams.get("room")) ?? property.rooms[0] ?? null;
  const asked = url.searchParams.get("from") ?? "";
  const last = addDays(today, CALENDAR_DAYS - SHOWN);
  const from = isCalendarDate(asked) && asked >= today ? (asked > last ? last : asked) : today;
  const currency = property.currency as Currency;
  const { locale } = context.get(localeContext);
  const nights = room
    ? await calendarOf(context.get(dbContext), property.id, room.code, from, addDays(from, SHOWN - 1))
    : [];
  return {
    meta: extranetMeta(context, "calendar", { name: property.name }),
    notice: url.searchParams.get("done") === "saved",
    property: { id: property.id, name: property.name, currency },
    rooms: property.rooms.map((r) => ({ code: r.code, name: r.name })),
    room: room?.code ?? null,
    from,
    previous: from > today ? addDays(from, -SHOWN) : null,
    next: addDays(from, SHOWN) <= last ? addDays(from, SHOWN) : null,
    nights: nights.map((n) => ({ ...n, rate: formatMoney({ amount: n.rate, currency }, locale) })),
    defaultValue: { room: room?.code ?? "", from, to: addDays(from, 6), state: "keep" },
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { actor, property } = await requireProperty(context, request, params.propertyId);
  const submission = parseWithZod(await request.formData(), { schema: CalendarSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const saved = await setCalendar(roomDeps(context), actor, property, submission.value);
  if (saved === "missing") throw data(null, { status: 404 });
  if (saved === "range") {
    return data(
      { result: submission.reply({ fieldErrors: { to: ["extranet:calendar.errors.range"] } }) },
      { status: 400 },
    );
  }
  const { room, from } = submission.value;
  return redirect(`${extranetPath(context, `/${property.id}/calendar`)}?room=${room}&from=${from}&done=saved`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function ExtranetCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const { t: typed } = useTranslation("extranet");
  // Keys built from data (a role, a status, a field's name) are looked up untyped.
  const t = typed as unknown as (key: string, values?: Record<string, string>) => string;
  const { property, rooms, room, nights } = loaderData;
  const [form, fields] = useZodForm(CalendarSchema, {
    id: "calendar",
    lastResult: actionData?.result,
    defaultValue: loaderData.defaultValue,
  });
  const label = (key: string) => t(`calendar.${key}`, { currency: property.currency });
  const page = (from: string) => `/extranet/${property.id}/calendar?room=${room ?? ""}&from=${from}`;
  return (
    <ExtranetPage
      heading={t("calendar.heading", { name: property.name })}
      propertyId={property.id}
      notice={loaderData.notice ? t("calendar.saved") : null}
    >
      {rooms.length === 0 ? (
        <p>
          <LocaleLink to={`/extranet/${property.id}/rooms`}>{t("calendar.noRooms")}</LocaleLink>
        </p>
      ) : (
        <>
          <Form method="post" {...getFormProps(form)} className={css.section}>
            <h2>{t("calendar.edit")}</h2>
            <ResendToken />
            <FormAlert
              message={form.errors?.[0]}
              fields={fieldsInError(
                (["room", "from", "to", "rate", "rooms", "minNights", "state"] as const).map(
                  (name) => [fields[name], label(name)] as const,
                ),
              )}
            />
            <SelectField
              label={label("room")}
              field={fields.room}
              placeholder={t("choose")}
              choices={rooms.map((r) => ({ value: r.code, label: r.name }))}
            />
            <InputField label={label("from")} field={fields.from} type="date" />
            <InputField label={label("to")} field={fields.to} type="date" />
            {(["rate", "rooms", "minNights"] as const).map((name) => (
              <InputField
                key={name}
                label={label(name)}
                field={fields[name]}
                {...NUMBER}
                hint={t("calendar.keepHint")}
              />
            ))}
            <SelectField
              label={label("state")}
              field={fields.state}
              placeholder={t("choose")}
              choices={(["keep", "open", "close"] as const).map((s) => ({
                value: s,
                label: t(`calendar.states.${s}`),
              }))}
            />
            <Button>{t("calendar.save")}</Button>
          </Form>
          <section className={css.section}>
            <h2>{t("calendar.month", { room: rooms.find((r) => r.code === room)?.name ?? "" })}</h2>
            <ul className={css.nav}>
              {rooms.map((r) => (
                <li key={r.code}>
                  <LocaleLink
                    to={`/extranet/${property.id}/calendar?room=${r.code}&from=${loaderData.from}`}
                    className={css.navLink}
                  >
                    {r.name}
                  </LocaleLink>
                </li>
              ))}
            </ul>
            <DeskTable
              empty={t("calendar.noRooms")}
              columns={[t("calendar.night"), label("rate"), label("rooms"), label("minNights"), label("state")]}
              rows={nights.map((n) => ({
                id: n.night,
                cells: [
                  n.night,
                  n.rate,
                  String(n.rooms),
                  String(n.minNights),
                  n.closed ? t("calendar.closed") : t("calendar.open"),
                ],
              }))}
            />
            <p className={css.row}>
              {loaderData.previous ? (
                <LocaleLink to={page(loaderData.previous)} className={css.navLink}>
                  {t("calendar.previous")}
                </LocaleLink>
              ) : null}
              {loaderData.next ? (
                <LocaleLink to={page(loaderData.next)} className={css.navLink}>
                  {t("calendar.next")}
                </LocaleLink>
              ) : null}
            </p>
          </section>
        </>
      )}
    </ExtranetPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
