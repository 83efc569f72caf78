import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import * as css from "~/components/booking/booking.css";
import { FareSummary } from "~/components/booking/fare-summary";
import { Itinerary } from "~/components/booking/itinerary";
import { container } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import { envContext, localeContext } from "~/context";
import { statusLabel } from "~/domains/bookings/documents.server";
import { loadBookingView, WAITING_OUTCOMES } from "~/domains/bookings/view.server";
import { formatMoney } from "~/domains/markets/markets";
import { getAirport } from "~/domains/flights/airports";
import { Badge } from "~/components/ui/badge";
import { instantIn } from "~/lib/format-time";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/summary";
import { bookingDeps, bookingMeta, bookingPath, itineraryOf, requireBookingStep } from "~/utils/booking-step.server";
import { InstalmentPlan } from "~/components/booking/instalment-plan";
import { planPaymentStatus } from "~/utils/views";
import { payInstalmentAction, planAtSummary } from "~/utils/instalment-step.server";
import { RideOffer } from "~/components/orders/ride-offer";
import { rideForArrival } from "~/utils/ride-offer.server";
import { paidTogether } from "~/utils/paid-together.server";
import { PaidTogether } from "~/components/orders/paid-together";

/** While the outcome is being decided elsewhere (the gateway, the airline), the page asks again by itself. */
const REFRESH_SECONDS = 3;

/**
 * The confirmation (product rules §2): booking and payment status, PNR and reference, itinerary, travellers
 * and tickets, fare summary, the e-ticket and calendar files, or the outcome when it went wrong. The guard
 * is off: this is where it sends booked travellers.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const { booking } = await requireBookingStep(args, { guard: false });
  const { travellers, tickets, payments, refunds, summary, outcome } = await loadBookingView(
    bookingDeps(context).db,
    booking,
  );
  const payment = payments[0] ?? null;
  const locale = context.get(localeContext).locale;
  // What the same payment paid beside the flight: each listed with where it stands.
  const together = await paidTogether(context, { kind: "booking", id: booking.id });
  return {
    meta: bookingMeta(context, "summaryTitle"),
    refresh: WAITING_OUTCOMES.includes(outcome),
    outcome,
    sandbox: context.get(envContext).APP_ENV !== "production",
    locale,
    booking: {
      id: booking.id,
      reference: booking.reference,
      status: booking.status,
      label: statusLabel(booking),
      outcome: booking.outcome,
      pnr: booking.pnr,
      createdAt: booking.createdAt,
      search: booking.search,
      cabin: booking.offer.cabin,
    },
    payment: payment && {
      method: payment.method,
      status: payment.status,
      bank: payment.bank,
      gatewayRef: payment.gatewayRef,
    },
    refund: refunds[0]
      ? { amount: { amount: refunds[0].amount, currency: booking.currency }, at: refunds[0].createdAt }
      : null,
    summary,
    flights: itineraryOf(booking),
    travellers: travellers.map((t, i) => ({
      title: t.title,
      name: [t.firstName, t.middleName, t.lastName].filter(Boolean).join(" "),
      type: t.type,
      ticket: tickets.find((x) => x.position === i)?.number ?? null,
    })),
    together,
    // A ride from the airport is offered unless one was paid with the flight (a ride, a holiday with its transfers).
    ride:
      booking.status === "ticketed" && !together.some((item) => item.ridesFromAirport)
        ? rideForArrival(booking, locale)
        : null,
    plan: await planAtSummary(context, booking.id, booking.country),
  };
}

/** Pays a Pay Small Small plan's next payment or its balance (the only form this page posts). */
export async function action(args: Route.ActionArgs) {
  const { booking } = await requireBookingStep(args, { guard: false });
  const here = bookingPath(args.context, booking.id, "summary");
  return payInstalmentAction(args.context, await args.request.formData(), {
    orderId: booking.id,
    country: booking.country,
    here,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...privateMetaTags(loaderData?.meta),
  ...(loaderData?.refresh ? [{ httpEquiv: "refresh", content: String(REFRESH_SECONDS) }] : []),
];

export default function Summary({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["booking", "flight"]);
  const localePath = useLocalePath();
  const { booking, payment, refund, summary, flights, travellers, locale } = loaderData;
  // Instants (booked at, transfer deadline) in the departure airport's zone, named.
  const zone = getAirport(flights[0]?.from ?? "")?.tz ?? "UTC";
  const dateTime = { format: (date: Date) => instantIn(date, zone, locale) };
  const paymentStatus = payment?.status ?? "none";
  const travellerName = (traveller: (typeof travellers)[number]) =>
    `${t(`travellers.titles.${traveller.title as "MR"}`)} ${traveller.name}`;
  const retryOnline = <Link to={localePath(`/booking/${booking.id}/payment`)}>{t("confirmation.retryOnline")}</Link>;
  return (
    <div className={`${container} ${css.frame}`}>
      <div>
        <h1>{t("confirmation.heading", { reference: booking.reference })}</h1>
        <Outcome loaded={loaderData} />
        {loaderData.plan ? <InstalmentPlan plan={loaderData.plan} locale={locale} actionData={actionData} /> : null}
        {booking.status === "ticketed" && !loaderData.plan?.lien ? (
          <section className={css.panel} aria-labelledby="booked-heading">
            <h2 id="booked-heading">{t("confirmation.booked.title")}</h2>
            <p>{t("confirmation.booked.body")}</p>
            <p className={css.actions}>
              <a href={localePath(`/booking/${booking.id}/e-ticket.pdf`)} download className={buttonClass("primary")}>
                {t("confirmation.eTicket")}
              </a>
              <a href={localePath(`/booking/${booking.id}/trip.ics`)} download className={buttonClass("secondary")}>
                {t("confirmation.calendar")}
              </a>
              <Link to={localePath(`/manage-booking/${booking.id}`)} className={buttonClass("secondary")}>
                {t("confirmation.booked.manage")}
              </Link>
            </p>
          </section>
        ) : null}
        {loaderData.together.length > 0 ? <PaidTogether items={loaderData.together} locale={locale} /> : null}
        {loaderData.ride ? <RideOffer ride={loaderData.ride} /> : null}
        <section className={css.panel} aria-label={t("confirmation.statusLabel")}>
          <dl className={css.details}>
            <dt>{t("confirmation.statusLabel")}</dt>
            <dd>
              <Badge tone={booking.label === "pending" ? "warning" : "success"}>
                {t(`confirmation.statusLabels.${booking.label}`)}
              </Badge>
            </dd>
            <dt>{t("confirmation.paymentStatus")}</dt>
            <dd>
              {loaderData.plan
                ? planPaymentStatus(t, loaderData.plan, locale)
                : t(`confirmation.paymentStatuses.${paymentStatus}`)}
            </dd>
            <dt>{t("confirmation.pnr")}</dt>
            <dd>{booking.pnr ?? t("confirmation.pnrPending")}</dd>
            <dt>{t("confirmation.reference")}</dt>
            <dd>{booking.reference}</dd>
            <dt>{t("confirmation.bookedOn")}</dt>
            <dd>
              <time dateTime={booking.createdAt}>{dateTime.format(new Date(booking.createdAt))}</time>
            </dd>
          </dl>
        </section>
        {booking.status === "pending_payment" && payment?.method === "bank_transfer" && payment.bank ? (
          <section className={css.panel} aria-labelledby="bank-heading">
            <h2 id="bank-heading">{t("confirmation.bank.heading")}</h2>
            <p>
              {t("confirmation.bank.intro", {
                amount: formatMoney(payment.bank.amount, locale),
                expires: dateTime.format(new Date(payment.bank.expiresAt)),
              })}
            </p>
            <dl className={css.details}>
              <dt>{t("confirmation.bank.bankName")}</dt>
              <dd>{payment.bank.bankName}</dd>
              <dt>{t("confirmation.bank.accountNumber")}</dt>
              <dd>{payment.bank.accountNumber}</dd>
              <dt>{t("confirmation.bank.accountName")}</dt>
              <dd>{payment.bank.accountName}</dd>
              <dt>{t("confirmation.bank.amount")}</dt>
              <dd>{formatMoney(payment.bank.amount, locale)}</dd>
              <dt>{t("confirmation.bank.reference")}</dt>
              <dd>{payment.bank.reference}</dd>
            </dl>
            <p>{retryOnline}</p>
            {loaderData.sandbox && payment.gatewayRef ? (
              <p>
                <Link to={localePath(`/pay/${payment.gatewayRef}`)}>{t("confirmation.bank.sandbox")}</Link>
              </p>
            ) : null}
          </section>
        ) : null}
        {booking.status === "pending_payment" && payment?.method === "pay_later" ? (
          <p className={css.panel}>{t("confirmation.payLater")}</p>
        ) : null}
        <Itinerary flights={flights} cabin={booking.cabin} />
        <section className={css.panel} aria-labelledby="tickets-heading">
          <h2 id="tickets-heading">{t("confirmation.tickets")}</h2>
          <ul>
            {travellers.map((traveller, i) => (
              <li key={i}>
                {traveller.ticket
                  ? t("confirmation.ticketFor", { name: travellerName(traveller), ticket: traveller.ticket })
                  : t("confirmation.ticketPending", { name: travellerName(traveller) })}{" "}
                ({t(`types.${traveller.type}`)})
              </li>
            ))}
          </ul>
          {booking.pnr && booking.status !== "ticketed" ? (
            <>
              <h3>{t("confirmation.documents")}</h3>
              <ul>
                <li>
                  <a href={localePath(`/booking/${booking.id}/e-ticket.pdf`)} download>
                    {t("confirmation.eTicket")}
                  </a>
                </li>
                <li>
                  <a href={localePath(`/booking/${booking.id}/trip.ics`)} download>
                    {t("confirmation.calendar")}
                  </a>
                </li>
              </ul>
            </>
          ) : null}
        </section>
        {refund ? (
          <p className={css.muted}>
            {t("confirmation.refundRecorded", {
              amount: formatMoney(refund.amount, locale),
              date: dateTime.format(new Date(refund.at)),
            })}
          </p>
        ) : null}
      </div>
      <aside className={css.panel}>
        <FareSummary summary={summary} locale={locale} />
      </aside>
    </div>
  );
}

/** What happened, when it is not simply Pending, Confirmed or Ticketed (product rules §4 and §8). */
function Outcome({ loaded }: { loaded: Route.ComponentProps["loaderData"] }) {
  const { t } = useTranslation("booking");
  const localePath = useLocalePath();
  const { booking, refresh, refund, locale, summary } = loaded;
  const searchAgain = (
    <Link to={localePath(`/flight/search?${booking.search}`)}>{t("confirmation.notCompleted.retry")}</Link>
  );
  const alert = (
    key: "notCompleted" | "paymentFailed" | "notSuccessful" | "cantConfirm",
    body: string,
    action: React.ReactNode,
  ) => (
    <section role="alert" className={css.notice} aria-labelledby="outcome-heading">
      <h2 id="outcome-heading">{t(`confirmation.${key}.title`)}</h2>
      <p>{body}</p>
      <p className={css.actions}>{action}</p>
    </section>
  );
  switch (loaded.outcome) {
    case "not_completed":
      return alert(
        "notCompleted",
        t("confirmation.notCompleted.body", { amount: formatMoney(refund?.amount ?? summary.total, locale) }),
        <>
          {searchAgain} <Link to={localePath("/contact-us")}>{t("confirmation.notCompleted.support")}</Link>
        </>,
      );
    case "not_successful":
      return alert("notSuccessful", t("confirmation.notSuccessful.body"), searchAgain);
    case "cant_confirm":
      return alert("cantConfirm", t("confirmation.cantConfirm.body"), searchAgain);
    case "payment_failed":
      return alert(
        "paymentFailed",
        t("confirmation.paymentFailed.body"),
        <Link to={localePath(`/booking/${booking.id}/payment`)}>{t("confirmation.tryAgain")}</Link>,
      );
  }
  if (!refresh) return null;
  const key =
    loaded.outcome === "processing"
      ? "processing"
      : loaded.outcome === "tickets_to_follow"
        ? "ticketsToFollow"
        : "waitingForGateway";
  return (
    <p role="status" className={css.panel}>
      {t(`confirmation.${key}`)}
    </p>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
