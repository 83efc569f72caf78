import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { FareSummary } from "~/components/booking/fare-summary";
import { Itinerary } from "~/components/booking/itinerary";
import { FormAlert, ResendToken } from "~/components/forms";
import { container } from "~/components/layout.css";
import { LocaleLink, useLocalePath } from "~/components/locale-link";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { DefinitionList } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { clockContext, dbContext, envContext, localeContext, sessionContext } from "~/context";
import { grantBooking, sessionStorageFor } from "~/domains/accounts/session.server";
import { statusLabel } from "~/domains/bookings/documents.server";
import { RESENDS_PER_HOUR, resendTicket } from "~/domains/bookings/emails.server";
import { findOrder, orderOpenedBy } from "~/domains/orders/orders.server";
import { withLocalePrefix } from "~/i18n/locales";
import { getChanges } from "~/domains/bookings/changes/records.server";
import { getServiceRequests } from "~/domains/bookings/service-requests.server";
import { allows, manageActions } from "~/domains/bookings/manage-actions.server";
import { formatMoney } from "~/domains/markets/markets";
import { loadBookingView } from "~/domains/bookings/view.server";
import { getI18n } from "~/i18n/i18next.server";
import { privateMetaTags } from "~/i18n/meta";
import { emailDepsFor } from "~/services.server";
import { itineraryOf, manageBookingPath, requireManagedBooking } from "~/utils/booking-step.server";
import { readNotice, withNoticeHeaders } from "~/utils/flash.server";
import type { Route } from "./+types/booking";
import { InstalmentPlan } from "~/components/booking/instalment-plan";
import { planPaymentStatus } from "~/utils/views";
import { formIntent } from "~/utils/forms.server";
import { payInstalmentAction, planAtSummary } from "~/utils/instalment-step.server";

/** The actions shown as not available when refused, with the words of their button. */
const UNAVAILABLE_LABELS = {
  ticket: "manage.download",
  change: "manage.change.action",
  seat: "manage.seat.action",
  refund: "manage.refund.action",
  itineraryRequest: "manage.itinerary.action",
} as const;

/** Why an action is refused, as the page words it. */
const WHY = {
  not_ticketed: "manage.unavailable.why.not_ticketed",
  refund_open: "manage.unavailable.why.refund_open",
  partly_refunded: "manage.unavailable.why.partly_refunded",
  fare_rules: "manage.unavailable.why.fare_rules",
  all_refunded: "manage.unavailable.why.all_refunded",
  pay_small_small: "manage.unavailable.why.pay_small_small",
} as const;

export async function loader(args: Route.LoaderArgs) {
  const { request, context, params } = args;
  const url = new URL(request.url);
  const access = url.searchParams.get("access");
  const db = context.get(dbContext);
  const now = context.get(clockContext)();
  // An e-mailed link, of any kind of order: a valid token opens it for this browser, then its clean manage page.
  if (access !== null) {
    const env = context.get(envContext);
    const opened = await orderOpenedBy({ db, now, secret: env.SESSION_SECRET }, params.bookingId ?? "", access);
    if (opened) {
      const session = context.get(sessionContext);
      grantBooking(session, opened.order.id);
      throw redirect(withLocalePrefix(context.get(localeContext).prefix, opened.path), {
        headers: { "Set-Cookie": await sessionStorageFor(env.SESSION_SECRET).commitSession(session) },
      });
    }
  }
  const booking = await requireManagedBooking(args).catch(async (notABooking: unknown) => {
    // One address for every order: another kind's id goes on to its own manage page.
    const other = await findOrder(db, params.bookingId ?? "");
    if (other && other.kind.kind !== "flight") {
      throw redirect(withLocalePrefix(context.get(localeContext).prefix, other.kind.managePath(other.order.id)));
    }
    throw notABooking;
  });
  const [view, { refunds, actions }, changes, requests] = await Promise.all([
    loadBookingView(db, booking),
    manageActions(db, booking, now),
    getChanges(db, booking.id),
    getServiceRequests(db, booking.id),
  ]);
  const t = getI18n(context).getFixedT(null, "booking");
  const lead = view.travellers[0];
  const flash = await readNotice(request);
  return data(
    {
      meta: {
        title: t("manage.bookingMetaTitle", { reference: booking.reference }),
        description: t("manage.metaDescription"),
      },
      notice: flash.notice,
      locale: context.get(localeContext).locale,
      booking: {
        id: booking.id,
        reference: booking.reference,
        label: statusLabel(booking),
        pnr: booking.pnr,
        cabin: booking.offer.cabin,
        payable: allows(actions, "pay"),
        ticketed: allows(actions, "ticket"),
        refundable: allows(actions, "refund"),
        awaitingPayment: allows(actions, "confirmPayment"),
        changeable: allows(actions, "change"),
        seatChangeable: allows(actions, "seat"),
        itineraryRequest: allows(actions, "itineraryRequest"),
        // What a traveller may look for and cannot do now, each with why (the API says the same).
        unavailable: actions.flatMap((action) =>
          !action.allowed && action.name in UNAVAILABLE_LABELS && action.reason in WHY
            ? [{ name: action.name as keyof typeof UNAVAILABLE_LABELS, reason: action.reason as keyof typeof WHY }]
            : [],
        ),
      },
      changes: changes.slice(0, 5).map((change) => ({
        id: change.id,
        kind: change.detail.kind,
        status: change.status,
        createdAt: change.createdAt,
      })),
      requests: requests.map((r) => ({ reference: r.reference, topic: r.topic, status: r.status })),
      refundCases: refunds.standing.cases.map((refundCase) => ({
        reference: refundCase.reference,
        status: refundCase.status,
        amount: refundCase.amount,
        channel: refundCase.channel,
        passengers: refundCase.positions.map((p) => view.travellers[p]?.firstName ?? ""),
      })),
      refunded:
        refunds.standing.refundedAmount.amount > 0
          ? { refunded: refunds.standing.refundedAmount, paid: refunds.paid }
          : null,
      payment: view.payments[0]?.status ?? ("none" as const),
      email: lead?.email ?? null,
      travellers: view.travellers.map((traveller, i) => ({
        name: [
          t(`travellers.titles.${traveller.title}` as "travellers.titles.MR"),
          traveller.firstName,
          traveller.middleName,
          traveller.lastName,
        ]
          .filter(Boolean)
          .join(" "),
        type: traveller.type,
        ticket: view.tickets.find((x) => x.position === i)?.number ?? null,
        standing: refunds.passengers[i]?.standing ?? ("ticketed" as const),
      })),
      flights: itineraryOf(booking),
      summary: view.summary,
      plan: await planAtSummary(context, booking.id, booking.country),
    },
    { headers: flash.headers },
  );
}

/**
 * The quick actions: resend the e-ticket to the booking's e-mail (a few times an hour), and pay a Pay Small Small
 * plan's next payment or balance.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const booking = await requireManagedBooking(args);
  const form = await request.formData();
  if (formIntent(form) === "instalment") {
    return payInstalmentAction(context, form, {
      orderId: booking.id,
      country: booking.country,
      here: manageBookingPath(context, booking.id),
    });
  }
  const submission = parseWithZod(form, { schema: z.object({ intent: z.literal("resend") }) });
  if (submission.status !== "success") throw data(null, { status: 400 });
  const deps = emailDepsFor(context.get(envContext), context.get(dbContext), context.get(clockContext)(), request);
  const sent = await resendTicket(deps, booking);
  if (sent === "no_ticket") throw data(null, { status: 400 });
  if (sent === "limit") {
    return data({ alert: { key: "manage.resendLimit", values: { times: String(RESENDS_PER_HOUR) } } }, { status: 429 });
  }
  return redirect(manageBookingPath(context, booking.id), { headers: await withNoticeHeaders("ticketResent") });
}

/** The loader clears the notice it showed. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function ManagedBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const localePath = useLocalePath();
  const {
    booking,
    payment,
    email,
    travellers,
    flights,
    summary,
    locale,
    notice,
    refundCases,
    refunded,
    changes,
    requests,
  } = loaderData;
  const ticketUrl = localePath(`/booking/${booking.id}/e-ticket.pdf`);
  return (
    <div className={`${container} ${css.frame}`}>
      <div>
        <h1>{t("manage.bookingTitle", { reference: booking.reference })}</h1>
        {notice === "ticketResent" ? (
          <Alert tone="success" live="status">
            {t("manage.ticketResent")}
          </Alert>
        ) : null}
        {notice === "paymentMatched" || notice === "paymentInReview" ? (
          <Alert tone="success" live="status">
            {t(notice === "paymentMatched" ? "manage.confirm.matched" : "manage.confirm.inReview")}
          </Alert>
        ) : null}
        {notice === "refundRequested" || notice === "itineraryRequested" ? (
          <Alert tone="success" live="status">
            {t(notice === "refundRequested" ? "manage.refund.requested" : "manage.itinerary.requested")}
          </Alert>
        ) : null}
        <FormAlert message={actionData && !("result" in actionData) ? actionData.alert : undefined} />
        {loaderData.plan ? (
          <InstalmentPlan
            plan={loaderData.plan}
            locale={locale}
            actionData={actionData && "result" in actionData ? actionData : undefined}
          />
        ) : null}
        <section className={css.panel} aria-label={t("confirmation.statusLabel")}>
          <DefinitionList
            items={[
              [
                t("confirmation.statusLabel"),
                <Badge
                  key="status"
                  tone={booking.label === "pending" || booking.label === "refund_requested" ? "warning" : "success"}
                >
                  {t(`confirmation.statusLabels.${booking.label}`)}
                </Badge>,
              ],
              [
                t("confirmation.paymentStatus"),
                refunded
                  ? t("manage.refund.refundedOf", {
                      refunded: formatMoney(refunded.refunded, locale),
                      paid: formatMoney(refunded.paid, locale),
                    })
                  : loaderData.plan
                    ? planPaymentStatus(t, loaderData.plan, locale)
                    : t(`confirmation.paymentStatuses.${payment}`),
              ],
              [t("confirmation.pnr"), booking.pnr ?? t("confirmation.pnrPending")],
              [t("confirmation.reference"), booking.reference],
            ]}
          />
        </section>
        <section className={css.panel} aria-labelledby="actions-heading">
          <h2 id="actions-heading">{t("manage.actions")}</h2>
          <div className={css.actions}>
            {booking.ticketed ? (
              <>
                <a href={ticketUrl} download className={buttonClass("secondary")}>
                  <Icon name="document" />
                  {t("manage.download")}
                </a>
                <a href={localePath(`/booking/${booking.id}/trip.ics`)} download className={buttonClass("secondary")}>
                  <Icon name="calendar" />
                  {t("manage.calendar")}
                </a>
                {email ? (
                  <Form method="post">
                    <ResendToken />
                    <Button variant="secondary" name="intent" value="resend">
                      <Icon name="ticket" />
                      {t("manage.resend", { email })}
                    </Button>
                  </Form>
                ) : null}
              </>
            ) : null}
            {booking.awaitingPayment ? (
              <LocaleLink to={`/manage-booking/${booking.id}/confirm-payment`} className={buttonClass("secondary")}>
                {t("manage.confirm.action")}
              </LocaleLink>
            ) : null}
            {booking.changeable ? (
              <LocaleLink to={`/manage-booking/${booking.id}/change`} className={buttonClass("secondary")}>
                <Icon name="calendar" />
                {t("manage.change.action")}
              </LocaleLink>
            ) : null}
            {booking.seatChangeable ? (
              <LocaleLink to={`/manage-booking/${booking.id}/seats`} className={buttonClass("secondary")}>
                {t("manage.seat.action")}
              </LocaleLink>
            ) : null}
            {booking.itineraryRequest ? (
              <LocaleLink to={`/manage-booking/${booking.id}/itinerary-change`} className={buttonClass("secondary")}>
                {t("manage.itinerary.action")}
              </LocaleLink>
            ) : null}
            {booking.refundable ? (
              <LocaleLink to={`/manage-booking/${booking.id}/refund`} className={buttonClass("secondary")}>
                {t("manage.refund.action")}
              </LocaleLink>
            ) : null}
            {booking.payable ? (
              <LocaleLink to={`/booking/${booking.id}/payment`} className={buttonClass("primary")}>
                {t("manage.pay")}
              </LocaleLink>
            ) : null}
            <LocaleLink to="/manage-booking" className={buttonClass("ghost")}>
              <Icon name="search" />
              {t("manage.findAnother")}
            </LocaleLink>
          </div>
          {booking.unavailable.length > 0 ? (
            <>
              <h3 id="unavailable-heading">{t("manage.unavailable.heading")}</h3>
              <ul aria-labelledby="unavailable-heading">
                {booking.unavailable.map(({ name, reason }) => (
                  <li key={name}>
                    {t("manage.unavailable.item", { action: t(UNAVAILABLE_LABELS[name]), why: t(WHY[reason]) })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        {refundCases.map((refundCase) => (
          <section key={refundCase.reference} className={css.panel} aria-labelledby={`refund-${refundCase.reference}`}>
            <h2 id={`refund-${refundCase.reference}`}>
              {t("manage.refund.case", { caseReference: refundCase.reference })}
            </h2>
            <DefinitionList
              items={[
                [t("manage.refund.caseStatus"), t(`manage.refund.statuses.${refundCase.status}`)],
                [t("manage.refund.caseValue"), formatMoney(refundCase.amount, locale)],
                [t("manage.refund.passengers"), refundCase.passengers.join(", ")],
              ]}
            />
            <p className={css.muted}>
              {t(`manage.refund.channel.${refundCase.channel}`)} {t("manage.refund.caseTiming")}
            </p>
          </section>
        ))}
        {changes.length > 0 ? (
          <section className={css.panel} aria-labelledby="changes-heading">
            <h2 id="changes-heading">{t("manage.change.listHeading")}</h2>
            <ul className={css.cardList}>
              {changes.map((change) => (
                <li key={change.id}>
                  <LocaleLink to={`/manage-booking/${booking.id}/changes/${change.id}`}>
                    {t(change.kind === "seat" ? "manage.seat.changeHeading" : "manage.change.changeHeading")}
                  </LocaleLink>{" "}
                  · {t(`manage.change.statuses.${change.status}`)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {requests.length > 0 ? (
          <section className={css.panel} aria-labelledby="requests-heading">
            <h2 id="requests-heading">{t("manage.itinerary.listHeading")}</h2>
            <ul className={css.cardList}>
              {requests.map((request) => (
                <li key={request.reference}>
                  {t("manage.itinerary.case", {
                    caseReference: request.reference,
                    topic: t(`manage.itinerary.topics.${request.topic}`),
                    status: t(`manage.itinerary.statuses.${request.status}`),
                  })}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Itinerary flights={flights} cabin={booking.cabin} />
        <section className={css.panel} aria-labelledby="travellers-heading">
          <h2 id="travellers-heading">{t("manage.travellers")}</h2>
          <ul>
            {travellers.map((traveller, i) => (
              <li key={i}>
                {traveller.ticket
                  ? t("confirmation.ticketFor", { name: traveller.name, ticket: traveller.ticket })
                  : t("confirmation.ticketPending", { name: traveller.name })}{" "}
                ({t(`types.${traveller.type}`)})
                {traveller.standing !== "ticketed" ? (
                  <>
                    {" "}
                    <Badge tone={traveller.standing === "refunded" ? "neutral" : "warning"}>
                      {t(`manage.refund.standing.${traveller.standing}`)}
                    </Badge>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <aside className={css.panel}>
        <FareSummary summary={summary} locale={locale} />
      </aside>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
