import { PaymentStep } from "~/components/booking/payment-options";
import { localDate } from "~/lib/format-time";
import { AlsoInCart, togetherTotal } from "~/components/booking/also-in-cart";
import { bookingPayments } from "~/domains/bookings/payment.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { BookingFrame, ExpiredNotice } from "~/components/booking/booking-frame";
import * as css from "~/components/booking/booking.css";
import { Itinerary } from "~/components/booking/itinerary";
import { useLocalePath } from "~/components/locale-link";
import { addonsFor } from "~/domains/bookings/extras.server";
import { submitPayment } from "~/domains/bookings/payment.server";
import { cartPaymentParts } from "~/domains/orders/cart.server";
import { formatMoney } from "~/domains/markets/markets";
import { CartPaymentFormSchema, type PaymentForm, paymentMethodsFor } from "~/domains/checkout/schema";
import { privateMetaTags } from "~/i18n/meta";
import { getI18n } from "~/i18n/i18next.server";
import { fxSalesGuard } from "~/utils/fx-guard.server";
import type { Route } from "./+types/payment";
import { bookingPath, checkoutDeps, itineraryOf, openBookingStep, requireStep } from "~/utils/booking-step.server";
import { answerPayment, cartOthersView } from "~/utils/payment-step.server";
import { bookingTotals } from "~/domains/bookings/view.server";
import { formIntent } from "~/utils/forms.server";
import { pointsAtPayment, redeemPoints } from "~/utils/points-step.server";
import { planOffered } from "~/utils/instalment-step.server";

/** Every POST here takes money: refused while the exchange rates are too old to sell at (decision 018). */
export const middleware: Route.MiddlewareFunction[] = [fxSalesGuard];

const RULES = { draftOnly: false, needsTravellers: true, payable: true };

/**
 * Overview and payment (product rules §2, booking steps): itinerary, travellers, extras and the fare summary,
 * then billing info and the market's payment options. A paid booking goes to its summary.
 */
export async function loader(args: Route.LoaderArgs) {
  const step = await openBookingStep(args, "paymentTitle", RULES);
  if (step.expired) return step.expired;
  const { booking, meta, frame, items, travellers } = step;
  const addonKinds = new Map(addonsFor(step.deps, booking).map((a) => [a.id, a]));
  const [last] = await bookingPayments(step.deps.db, booking.id);
  const lead = travellers[0];
  const tb = getI18n(args.context).getFixedT(null, "booking");
  const title = (code: string) => tb(`travellers.titles.${code}` as "travellers.titles.MR");
  const defaultValue: Partial<PaymentForm> = last?.billing ?? {
    nameOnCard: lead ? `${lead.firstName} ${lead.lastName}` : "",
    country: booking.country,
  };
  // The cart's other lines that can be paid now, in this booking's currency: offered in the same charge.
  const others = await cartPaymentParts(checkoutDeps(args.context), booking.visitorId, booking.currency, {
    kind: "flight",
    id: booking.id,
  });
  const payable = { kind: "booking", id: booking.id };
  const points = await pointsAtPayment(args.context, payable, frame.summary.total);

  return {
    expired: false as const,
    meta,
    frame,
    points,
    // Pay Small Small's plan for what is left to pay, when the flight is far enough and nothing else is paid with it.
    plan: planOffered(
      points.due,
      "flight",
      step.deps.now,
      booking.offer.slices[0]?.segments[0]?.departLocal.slice(0, 10) ?? "",
      others.length === 0,
    ),
    here: bookingPath(args.context, booking.id, "payment"),
    // Every other line of the cart, as the charge will pay it (less any points used on it): a stay, an activity.
    others: await cartOthersView(step.deps.db, others),
    methods: paymentMethodsFor(booking.country, booking.currency, checkoutDeps(args.context).gateway),
    declined: booking.status === "payment_failed",
    defaultValue,
    cabin: booking.offer.cabin,
    flights: itineraryOf(booking),
    slices: booking.offer.slices.map((s) => ({ from: s.from, to: s.to })),
    travellers: travellers.map((t) => ({
      name: [title(t.title), t.firstName, t.middleName, t.lastName].filter(Boolean).join(" "),
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

/** Submits the payment (post/redirect/get): to the gateway's page, or to the summary for a bank transfer. */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const { booking, expired } = await requireStep(args, RULES);
  if (expired) throw redirect(bookingPath(context, booking.id, "payment"));
  const formData = await request.formData();
  const summary = bookingPath(context, booking.id, "summary");
  if (formIntent(formData) === "points") {
    const price = (await bookingTotals(checkoutDeps(context).db, [booking])).get(booking.id);
    if (!price) throw redirect(summary);
    return redeemPoints(context, formData, {
      payable: { kind: "booking", id: booking.id },
      price,
      here: bookingPath(context, booking.id, "payment"),
      summary,
    });
  }
  const submission = parseWithZod(formData, { schema: CartPaymentFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), alert: "errors.form" }, { status: 400 });
  }
  const deps = checkoutDeps(context);
  const { together, schedule, ...form } = submission.value;
  // "Pay for the flight and the stay": every other line of the cart that can be paid now goes in the same charge.
  const parts =
    together === "all"
      ? (await cartPaymentParts(deps, booking.visitorId, booking.currency, { kind: "flight", id: booking.id })).map(
          ({ part }) => part,
        )
      : [];
  return answerPayment(
    () => submitPayment(deps, booking, form, { returnUrl: summary }, parts, schedule),
    (options) => submission.reply(options),
    {
      summary,
      expired: bookingPath(context, booking.id, "payment"),
      incomplete: bookingPath(context, booking.id, "travellers"),
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["booking", "flight"]);
  const localePath = useLocalePath();
  if (loaderData.expired) return <ExpiredNotice bookingId={loaderData.bookingId} />;
  const { frame, flights, slices, travellers, items, cabin } = loaderData;

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
      <Itinerary flights={flights} cabin={cabin} />
      <section className={css.panel} aria-labelledby="travellers-heading">
        <h2 id="travellers-heading">{t("payment.travellers")}</h2>
        <ul>
          {travellers.map((traveller, i) => (
            <li key={i}>
              {traveller.name} ({t(`types.${traveller.type}`)})
              {traveller.passportNumber && traveller.passportExpiresOn
                ? ` · ${t("payment.passport", {
                    number: traveller.passportNumber,
                    date: localDate(traveller.passportExpiresOn, frame.locale),
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
                    ? t("payment.bag", { count: item.quantity, kg: 23, from: slice?.from ?? "", to: slice?.to ?? "" })
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
      <AlsoInCart others={loaderData.others} locale={frame.locale} back={`/booking/${frame.bookingId}/payment`} />
      <PaymentStep
        step={loaderData}
        actionData={actionData}
        locale={frame.locale}
        together={togetherTotal(loaderData.points.due, loaderData.others)}
      />
    </BookingFrame>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
