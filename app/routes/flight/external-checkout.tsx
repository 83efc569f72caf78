import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import { container } from "~/components/layout.css";
import * as page from "~/components/orders/product-page.css";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { z } from "zod";
import { clockContext, envContext, localeContext, marketContext } from "~/context";
import { airportCity, getAirport } from "~/domains/flights/airports";
import { CABINS } from "~/domains/flights/aircraft";
import {
  type FlightFilters,
  type FlightSearchInput,
  searchUrlParams,
  validateSearch,
} from "~/domains/flights/search-query";
import { SupplierError } from "~/domains/flights/supplier";
import { convert } from "~/domains/markets/fx";
import { CURRENCIES, formatMoney } from "~/domains/markets/markets";
import { IsoDate } from "~/domains/people/schema";
import { getI18n } from "~/i18n/i18next.server";
import { withLocalePrefix } from "~/i18n/locales";
import { privateMetaTags } from "~/i18n/meta";
import { flightSupplier } from "~/services.server";
import { localDate, localTime } from "~/utils/format-time";
import type { Route } from "./+types/external-checkout";

/** A partner's price within this share of today's fare (rounding, exchange rates) is the same price. */
export const PRICE_TOLERANCE = 0.01;

const Code = z.string().regex(/^[A-Z]{3}$/);
const count = (max: number) => z.coerce.number().int().min(0).max(max);

/** A metasearch deep link (the product feed's, or a partner's own): route, dates, passengers, cabin, the price shown. */
const DeepLinkSchema = z.object({
  from: Code,
  to: Code,
  depart: IsoDate,
  return: IsoDate.optional(),
  adults: count(9).min(1).default(1),
  childAges: z
    .string()
    .regex(/^(\d{1,2})(,\d{1,2})*$/)
    .optional(),
  infants: count(9).default(0),
  cabin: z.enum(CABINS).default("economy"),
  carrier: z
    .string()
    .regex(/^[A-Z0-9]{2}$/)
    .optional(),
  /** The total shown, in minor units of `currency`. */
  price: z.coerce.number().int().positive().optional(),
  currency: z.enum(CURRENCIES).optional(),
});

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
  const childAges = link.childAges?.split(",").map(Number) ?? [];
  const input: FlightSearchInput = {
    trip: link.return ? "return" : "oneway",
    legs: [{ from: link.from, to: link.to, depart: link.depart }],
    returnDate: link.return ?? "",
    adults: link.adults,
    children: childAges.length,
    childAges,
    infants: link.infants,
    cabin: link.cabin,
    flex: false,
  };
  const results = (notice?: FlightFilters["notice"]) =>
    redirect(
      `${withLocalePrefix(prefix, "/flight/search")}?${searchUrlParams(input, { airlines: link.carrier ? [link.carrier] : [], notice })}`,
    );
  const now = context.get(clockContext)();
  // A trip the search form would refuse (a past date, too many infants) shows its messages on the results page.
  if (Object.keys(validateSearch(input, now.toISOString().slice(0, 10))).length > 0) throw results();

  const market = context.get(marketContext);
  const offers = await flightSupplier(context.get(envContext))
    .search(
      {
        slices: [
          { from: link.from, to: link.to, date: link.depart },
          ...(link.return ? [{ from: link.to, to: link.from, date: link.return }] : []),
        ],
        adults: link.adults,
        childAges,
        infants: link.infants,
        cabin: link.cabin,
        currency: market.currency,
        carriers: link.carrier ? [link.carrier] : undefined,
      },
      now,
    )
    .catch((error: unknown) => {
      if (error instanceof SupplierError) return null;
      throw error;
    });
  // The supplier failing is the results page's to say, in the spec's words.
  if (offers === null) throw results();
  const cheapest = offers
    .map((offer) => ({ offer, family: offer.families[0] }))
    .filter((o) => o.family)
    .sort((a, b) => (a.family?.total.amount ?? 0) - (b.family?.total.amount ?? 0))[0];
  if (!cheapest?.family) throw results("flight_gone");
  if (link.price && link.currency) {
    const shown = convert({ amount: link.price, currency: link.currency }, market.currency).amount;
    if (cheapest.family.total.amount > shown * (1 + PRICE_TOLERANCE)) throw results("price_changed");
  }

  const t = getI18n(context).getFixedT(null, "flight");
  const name = (code: string) => {
    const airport = getAirport(code);
    return airport ? `${airportCity(airport, locale)} (${code})` : code;
  };
  return {
    // The same results URL the results page's "Select" posts to: it prices the fare again and opens the booking.
    action: `${withLocalePrefix(prefix, "/flight/search")}?${searchUrlParams(input)}`,
    others: `${withLocalePrefix(prefix, "/flight/search")}?${searchUrlParams(input)}`,
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
        <Form method="post" action={d.action}>
          <input type="hidden" name="offerId" value={d.offerId} />
          <input type="hidden" name="family" value={d.family} />
          <input type="hidden" name="acceptedTotal" value={d.total} />
          <Button>{t("external.continue")}</Button>
        </Form>
      </Card>
      <p>
        <a href={d.others}>{t("external.others")}</a>
      </p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
