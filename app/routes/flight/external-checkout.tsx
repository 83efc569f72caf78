import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import { container } from "~/components/layout.css";
import * as page from "~/components/orders/product-page.css";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { clockContext, envContext, localeContext, marketContext } from "~/context";
import { airportCity, getAirport } from "~/domains/flights/airports";
import { DeepLinkSchema, deepLinkTrip, quoteDeepLink } from "~/domains/flights/deep-link.server";
import { searchUrlParams } from "~/domains/flights/search-query";
import { formatMoney } from "~/domains/markets/markets";
import { getI18n } from "~/i18n/i18next.server";
import { withLocalePrefix } from "~/i18n/locales";
import { privateMetaTags } from "~/i18n/meta";
import { flightSupplier } from "~/services.server";
import { localDate, localTime } from "~/lib/format-time";
import type { Route } from "./+types/external-checkout";
import { ResendToken } from "~/components/forms";

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

/**
 * GET /flight/external-checkout (the spec's googleflight target): a partner's deep link. The trip is searched again
 * (the airline's own flights when it names one) and its cheapest fare is shown, priced today, with one button that
 * opens the booking at its travellers step (a POST: no GET writes). A flight that is gone, or dearer than the price
 * shown, lands on today's results for the same trip with a note saying so; a link that is not a trip opens the
 * search form with what it had.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { prefix, locale } = context.get(localeContext);
  const url = new URL(request.url);
  const parsed = DeepLinkSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const form = new URLSearchParams();
    for (const key of ["from", "to"]) {
      const value = url.searchParams.get(key);
      if (value && /^[A-Z]{3}$/.test(value)) form.set(key, value);
    }
    throw redirect(`${withLocalePrefix(prefix, "/flight")}${form.size ? `?${form}` : ""}`);
  }
  const link = parsed.data;
  const trip = deepLinkTrip(link);
  const results = `${withLocalePrefix(prefix, "/flight/search")}?${searchUrlParams(trip)}`;
  const now = context.get(clockContext)();
  const flights = flightSupplier(context.get(envContext));
  const quote = await quoteDeepLink(flights, link, context.get(marketContext).currency, now);
  if (quote.kind !== "offer") {
    // Today's results for the same trip (the airline's), with a note when the flight is gone or dearer; a trip the
    // form refuses or a supplier that did not answer is the results page's to say, in the spec's words.
    const notice = quote.kind === "search" ? undefined : quote.kind;
    const filters = { airlines: link.carrier ? [link.carrier] : [], notice };
    throw redirect(`${withLocalePrefix(prefix, "/flight/search")}?${searchUrlParams(trip, filters)}`);
  }
  const cheapest = quote;

  const t = getI18n(context).getFixedT(null, "flight");
  const name = (code: string) => {
    const airport = getAirport(code);
    return airport ? `${airportCity(airport, locale)} (${code})` : code;
  };
  return {
    // The results page of the same trip: its "Select" (posted to it) prices the fare again and opens the booking.
    results,
    offerId: cheapest.offer.id,
    family: cheapest.family.code,
    total: cheapest.family.total.amount,
    price: formatMoney(cheapest.family.total, locale),
    slices: cheapest.offer.slices.map((slice) => ({
      route: `${name(slice.from)} → ${name(slice.to)}`,
      when: `${localDate(slice.segments[0]?.departLocal.slice(0, 10) ?? "", locale, "short")} · ${localTime(slice.segments[0]?.departLocal ?? "", locale)} → ${localTime(slice.segments.at(-1)?.arriveLocal ?? "", locale)}`,
      flights: slice.segments.map((s) => `${s.carrier.name} ${s.flightNumber}`).join(", "),
      stops: slice.stops,
    })),
    meta: { title: t("external.title"), description: t("external.intro") },
  };
}

export default function ExternalCheckout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("flight");
  const d = loaderData;
  return (
    <div className={`${container} ${page.page}`}>
      <h1>{t("external.heading")}</h1>
      <p>{t("external.intro")}</p>
      <Card heading={d.price} headingId="external-offer">
        <ul className={page.included}>
          {d.slices.map((slice) => (
            <li key={slice.route}>
              <strong>{slice.route}</strong>
              <br />
              {slice.when} · {t("external.stops", { count: slice.stops })}
              <br />
              {slice.flights}
            </li>
          ))}
        </ul>
        <Form method="post" action={d.results}>
          <ResendToken />
          <input type="hidden" name="offerId" value={d.offerId} />
          <input type="hidden" name="family" value={d.family} />
          <input type="hidden" name="acceptedTotal" value={d.total} />
          <Button>{t("external.continue")}</Button>
        </Form>
      </Card>
      <p>
        <a href={d.results}>{t("external.others")}</a>
      </p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
