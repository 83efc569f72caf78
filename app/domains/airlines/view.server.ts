import { airportCity, getAirport } from "~/domains/flights/airports";
import { convert, roundToWholeUnits } from "~/domains/markets/fx";
import { type Currency, formatMoney } from "~/domains/markets/markets";
import type { Locale, LocalePrefix } from "~/i18n/locales";
import { withLocalePrefix } from "~/i18n/locales";
import { localDate } from "~/lib/format-time";
import { cellSearch, type GridView, priceGrid, priced, type SectorPrice } from "./grid";
import type { AirlinePage } from "./schema";

const city = (code: string, locale: Locale) => {
  const airport = getAirport(code);
  return airport ? airportCity(airport, locale) : code;
};

/**
 * The grid as the page shows it: airports named in the page's language, each fare in the visitor's currency (whole
 * units, as fares are quoted), its dates, and the search it opens in the page's language.
 */
export function gridView(
  page: Pick<AirlinePage, "departures" | "destinations">,
  prices: readonly SectorPrice[],
  options: { locale: Locale; prefix: LocalePrefix; currency: Currency },
): GridView {
  const { locale, prefix, currency } = options;
  const day = (date: string) => localDate(date, locale, "short");
  return {
    currency,
    departures: page.departures.map((code) => ({ code, city: city(code, locale) })),
    rows: priceGrid(page.departures, page.destinations, prices).map((row) => ({
      code: row.destination,
      city: city(row.destination, locale),
      cells: row.cells.map((cell) => {
        if (!cell) return null;
        const price = cell.price ?? undefined;
        const query = cellSearch(price);
        return {
          departure: cell.departure,
          href: query ? `${withLocalePrefix(prefix, "/flight/search")}?${query}` : null,
          price: priced(price) ? formatMoney(roundToWholeUnits(convert(price.amount, currency)), locale) : null,
          trip: price?.isReturn ? "return" : "oneWay",
          dates:
            priced(price) && price.returnDate
              ? `${day(price.departureDate)} – ${day(price.returnDate)}`
              : priced(price)
                ? day(price.departureDate)
                : "",
        };
      }),
    })),
  };
}
