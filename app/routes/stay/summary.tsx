import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import * as css from "~/components/booking/booking.css";
import { StayFrame } from "~/components/hotels/stay-frame";
import { useLocalePath } from "~/components/locale-link";
import { Alert } from "~/components/ui/alert";
import { Card, DefinitionList } from "~/components/ui/card";
import { searchUrlParams } from "~/domains/flights/search-query";
import { formatMoney } from "~/domains/markets/markets";
import { stayActions } from "~/domains/stays/order-kind.server";
import { flightSearchForStay, stayStanding } from "~/domains/stays/view.server";
import { privateMetaTags } from "~/i18n/meta";
import { localDate } from "~/lib/format-time";
import { requireStay, stayDeps, stayMeta, stayPath, stayRecap } from "~/utils/stay-step.server";
import { InstalmentPlan } from "~/components/booking/instalment-plan";
import { payInstalmentAction, planAtSummary } from "~/utils/instalment-step.server";
import type { Route } from "./+types/summary";

/**
 * GET /stay/{id}/summary: where the stay stands (held, waiting for payment, confirming, booked,
 * or why not), the hotel's confirmation, the voucher and the calendar event once booked, and a flight search to the
 * stay's city on its dates.
 */
export async function loader(args: Route.LoaderArgs) {
  const stay = await requireStay(args);
  const deps = stayDeps(args.context);
  const standing = await stayStanding(deps.db, stay, deps.now);
  const actions = await stayActions(deps.db, stay, deps.now, standing);
  const allowed = (name: string) => actions.some((action) => action.name === name && action.allowed);
  const flight = flightSearchForStay(stay);
  return {
    meta: stayMeta(args.context, "summary.metaTitle", stay),
    stay: stayRecap(args.context, stay),
    status: standing.status,
    // Back from the gateway's card page, or waiting for the hotel: the page asks again by itself.
    refresh: standing.deciding,
    confirmation: stay.confirmation,
    cancelRefund: stay.cancelledAt ? stay.cancelRefund : null,
    // What the stay may do now, as the manage-booking API says (stayActions): pay, its voucher, cancel.
    payable: allowed("pay"),
    voucher: allowed("voucher"),
    cancellable: allowed("cancel"),
    payHref: standing.payPath,
    guestsDone: standing.guestsDone,
    flightQuery: searchUrlParams(flight).toString(),
    travellers: flight.adults + flight.children + flight.infants,
    cityCode: stay.quote.cityCode,
    plan: await planAtSummary(args.context, stay.id, stay.country),
  };
}

/** Pays a Pay Small Small plan's next payment or its balance (the only form this page posts). */
export async function action(args: Route.ActionArgs) {
  const stay = await requireStay(args);
  const here = stayPath(args.context, stay.id, "summary");
  return payInstalmentAction(args.context, await args.request.formData(), {
    orderId: stay.id,
    country: stay.country,
    here,
  });
}

/** While the outcome is being decided elsewhere (the gateway, the hotel), the page asks again by itself. */
const REFRESH_SECONDS = 3;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...privateMetaTags(loaderData?.meta),
  ...(loaderData?.refresh ? [{ httpEquiv: "refresh", content: String(REFRESH_SECONDS) }] : []),
];

export default function StaySummary({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("hotel");
  const localePath = useLocalePath();
  const {
    stay,
    status,
    confirmation,
    payable,
    voucher,
    cancellable,
    payHref,
    guestsDone,
    flightQuery,
    travellers,
    cancelRefund,
  } = loaderData;
  const { locale } = stay;
  const tone =
    status === "confirmed"
      ? "success"
      : ["not_completed", "expired", "cancelled", "payment_failed"].includes(status)
        ? "danger"
        : "info";
  return (
    <StayFrame stay={stay} step="summary" guestsDone={guestsDone}>
      <h1>{t(`summary.headings.${status}`)}</h1>
      <Alert tone={tone} live="status">
        <p>
          {cancelRefund
            ? cancelRefund.amount > 0
              ? t("cancel.refunded", { refund: formatMoney(cancelRefund, locale) })
              : t("cancel.nothingBack")
            : t(`summary.bodies.${status}`)}
        </p>
      </Alert>
      {loaderData.plan ? <InstalmentPlan plan={loaderData.plan} locale={locale} actionData={actionData} /> : null}
      <Card heading={t("voucher.title")} headingId="stay-facts">
        <DefinitionList
          items={[
            [t("summary.reference"), stay.reference],
            ...(confirmation ? [[t("summary.confirmation"), confirmation] as [string, string]] : []),
            [t("summary.status"), t(`summary.headings.${status}`)],
          ]}
        />
        {voucher ? (
          <ul className={css.actions}>
            <li>
              <a href={localePath(`/stay/${stay.id}/voucher.pdf`)} download>
                {t("summary.voucher")}
              </a>
            </li>
            <li>
              <a href={localePath(`/stay/${stay.id}/stay.ics`)} download>
                {t("summary.calendar")}
              </a>
            </li>
          </ul>
        ) : null}
        {cancellable ? (
          <p>
            <Link to={localePath(`/stay/${stay.id}/cancel`)}>{t("cancel.link")}</Link>
          </p>
        ) : null}
        {payable ? (
          <p>
            <Link to={localePath(payHref)} className={buttonClass()}>
              {t("summary.pay")}
            </Link>
          </p>
        ) : null}
      </Card>
      {/* A flight to the stay's city, while the stay is still going ahead. */}
      {["cancelled", "expired", "not_completed"].includes(status) ? null : (
        <Card heading={t("summary.flightHeading")} headingId="add-flight">
          <p>
            {t("summary.flightIntro", {
              city: stay.city,
              checkIn: localDate(stay.checkIn, locale),
              checkOut: localDate(stay.checkOut, locale),
              count: travellers,
            })}
          </p>
          {payable ? <p>{t("summary.flightTogether", { city: stay.city })}</p> : null}
          <p>
            <Link to={`${localePath("/flight")}?${flightQuery}`}>{t("summary.flightSearch", { city: stay.city })}</Link>
          </p>
        </Card>
      )}
      <p>
        <Link to={`${localePath("/hotel/search")}?${stay.search}`}>{t("summary.backToSearch")}</Link>
      </p>
    </StayFrame>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
