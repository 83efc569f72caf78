import { useTranslation } from "react-i18next";
import type { GridView } from "~/domains/airlines/grid";
import * as css from "./airline.css";

/**
 * The route price grid (product rules §4): a row per destination, a column per departure airport; a priced cell is
 * a link to its flight search, a cell with no fare says N/A and links nowhere, and an airport to itself is empty.
 * A table, so a screen reader says the route of each cell; it scrolls inside its frame on a narrow phone.
 */
export function PriceGrid({ grid, headingId }: { grid: GridView; headingId: string }) {
  const { t } = useTranslation("content");
  return (
    <div className={css.gridFrame} role="region" aria-labelledby={headingId} tabIndex={0}>
      <table className={css.grid}>
        <caption className={css.caption}>{t("airline.grid.caption", { currency: grid.currency })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("airline.grid.corner")}</th>
            {grid.departures.map((d) => (
              <th scope="col" key={d.code}>
                {t("airline.grid.fromAirport", { city: d.city, code: d.code })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.code}>
              <th scope="row" className={css.rowHead}>
                {row.city} ({row.code})
              </th>
              {row.cells.map((cell, i) => (
                <td key={grid.departures[i]?.code ?? i}>
                  {!cell ? null : cell.href && cell.price ? (
                    <a className={css.cell} href={cell.href}>
                      <span className={css.amount}>{cell.price}</span>
                      <span className={css.small}>
                        {t(`airline.grid.${cell.trip}`)} · {cell.dates}
                      </span>
                    </a>
                  ) : (
                    <span className={css.none} title={t("airline.grid.notAvailableLabel")}>
                      <abbr title={t("airline.grid.notAvailableLabel")}>{t("airline.grid.notAvailable")}</abbr>
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
