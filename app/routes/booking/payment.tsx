import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BookingFrame, ExpiredNotice } from "~/components/booking/booking-frame";
import * as css from "~/components/booking/booking.css";
import { useLocalePath } from "~/components/locale-link";

import { addonsFor, flightsOf } from "~/domains/bookings/bookings.server";
import { formatMoney } from "~/domains/markets/markets";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/payment";
import { openBookingStep } from "./booking-step.server";

/** The overview before payment: itinerary, travellers, extras and the fare summary (spec section 2, booking steps). */
export async function loader(args: Route.LoaderArgs) {
  const step = await openBookingStep(args, "paymentTitle", { draftOnly: false, needsTravellers: true });
  if (step.expired) return step.expired;
  const { booking, meta, frame, items, travellers } = step;
  const addonKinds = new Map(addonsFor(booking).map((a) => [a.id, a]));
  return {
    expired: false as const,
    meta,
    frame,
    cabin: booking.offer.cabin,
    flights: flightsOf(booking.offer).map(({ ref, segment }) => ({
      ref,
      flightNumber: segment.flightNumber,
      carrier: segment.carrier.name,
      from: segment.from,
      to: segment.to,
      departLocal: segment.departLocal,
      arriveLocal: segment.arriveLocal,
      departUtc: segment.departUtc,
    })),
    slices: booking.offer.slices.map((s) => ({ from: s.from, to: s.to })),
    travellers: travellers.map((t) => ({
      name: [t.title, t.firstName, t.middleName, t.lastName].filter(Boolean).join(" "),
      type: t.type,
      email: t.email,
      phone: t.phone,
      passportNumber: t.passportNumber,
      passportExpiresOn: t.passportExpiresOn,
    })),
    items: items.map((i) => ({
      ...i,
      addon: i.kind === "addon" ? (addonKinds.get(i.code) ?? null) : null,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function Payment({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["booking", "flight"]);
  const localePath = useLocalePath();
  if (loaderData.expired) return <ExpiredNotice bookingId={loaderData.bookingId} />;
  const { frame, flights, slices, travellers, items, cabin } = loaderData;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  const lead = travellers[0];
  // "Edit: Travellers" back to the step that holds that part of the booking.
  const edit = (step: "travellers" | "extras") => (
    <p>
      <Link to={localePath(`/booking/${frame.bookingId}/${step}`)}>
        {t("payment.edit")}: {t(`payment.${step}`)}
      </Link>
    </p>
  );
  return (
    <BookingFrame frame={frame} step="payment">
      <h1>{t("payment.heading")}</h1>
      <section className={css.panel} aria-labelledby="itinerary-heading">
        <h2 id="itinerary-heading">{t("payment.itinerary")}</h2>
        <ol>
          {flights.map((f) => (
            <li key={f.ref}>
              <time dateTime={f.departUtc}>
                {t("payment.flight", {
                  date: dateFormat.format(new Date(`${f.departLocal.slice(0, 10)}T00:00:00Z`)),
                  departTime: f.departLocal.slice(11),
                  from: f.from,
                  arriveTime: f.arriveLocal.slice(11),
                  to: f.to,
                  carrier: f.carrier,
                  flight: f.flightNumber,
                  cabin: t(`flight:cabins.${cabin}`),
                })}
              </time>
            </li>
          ))}
        </ol>
      </section>
      <section className={css.panel} aria-labelledby="travellers-heading">
        <h2 id="travellers-heading">{t("payment.travellers")}</h2>
        <ul>
          {travellers.map((traveller, i) => (
            <li key={i}>
              {traveller.name} ({t(`types.${traveller.type}`)})
              {traveller.passportNumber && traveller.passportExpiresOn
                ? ` · ${t("payment.passport", {
                    number: traveller.passportNumber,
                    date: dateFormat.format(new Date(`${traveller.passportExpiresOn}T00:00:00Z`)),
                  })}`
                : null}
            </li>
          ))}
        </ul>
        {lead?.email ? <p>{t("payment.contact", { email: lead.email, phone: lead.phone ?? "" })}</p> : null}
        {edit("travellers")}
      </section>
      <section className={css.panel} aria-labelledby="extras-heading">
        <h2 id="extras-heading">{t("payment.extras")}</h2>
        {items.length === 0 ? (
          <p>{t("payment.noExtras")}</p>
        ) : (
          <ul>
            {items.map((item) => {
              const who = item.traveller !== null ? `${travellers[item.traveller]?.name ?? ""}: ` : "";
              const price = formatMoney(item.price, frame.locale);
              const slice = item.kind === "bag" ? slices[Number(item.flight)] : undefined;
              const flight = item.kind === "seat" ? flights.find((f) => f.ref === item.flight) : undefined;
              const label =
                item.kind === "seat"
                  ? t("payment.seat", { seat: item.code, flight: flight?.flightNumber ?? "" })
                  : item.kind === "bag"
                    ? t("payment.bag", { pieces: item.quantity, kg: 23, from: slice?.from ?? "", to: slice?.to ?? "" })
                    : item.addon
                      ? t(`extras.addon.${item.addon.kind}` as "extras.addon.insurance", {
                          tier: t(`extras.tiers.${item.addon.tier}` as "extras.tiers.basic"),
                          cover: formatMoney({ amount: item.addon.quantity * 100, currency: "USD" }, frame.locale),
                          quantity: item.addon.quantity,
                          airport: item.addon.scope,
                        })
                      : item.code;
              return (
                <li key={item.key}>
                  {who}
                  {label} · {price}
                </li>
              );
            })}
          </ul>
        )}
        {edit("extras")}
      </section>
    </BookingFrame>
  );
}
