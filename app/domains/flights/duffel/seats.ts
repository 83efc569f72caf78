import type { Currency } from "~/domains/markets/markets";
import type { Seat, SeatMap, SeatMapRow } from "../supplier";
import { moneyOf, toSegment } from "./offers";
import type { DuffelOffer, DuffelSeatMap } from "./schemas";

// Duffel's seat map of one flight as Tern's (decision 020): each section of a row is a block of seats, an aisle
// runs between sections; a seat is for sale when Duffel offers it as a service to the first passenger (its price,
// or null when it costs nothing); any other seat, or a restricted one, is not available. A row of exit markers makes
// the row after it an exit row.

export function toSeatMap(
  offer: DuffelOffer,
  slice: number,
  segment: number,
  maps: readonly DuffelSeatMap[],
  currency: Currency,
): SeatMap | null {
  const flight = offer.slices[slice]?.segments[segment];
  const map = maps.find((m) => m.segment_id === flight?.id);
  const passenger = offer.passengers[0]?.id;
  if (!flight || !map || !passenger) return null;
  const mapped = toSegment(flight, "economy");
  const cabin = map.cabins.find((c) => c.cabin_class === mapped.cabin) ?? map.cabins[0];
  if (!cabin) return null;
  const rows: SeatMapRow[] = [];
  let exitNext = false;
  for (const row of cabin.rows) {
    const seats = row.sections.flatMap((section) => section.elements.filter((e) => e.designator));
    if (seats.length === 0) {
      exitNext ||= row.sections.some((section) => section.elements.some((e) => e.type === "exit_row"));
      continue;
    }
    const number = Number.parseInt(seats[0]?.designator ?? "", 10);
    if (!Number.isInteger(number)) continue;
    const layout: Array<string | null> = [];
    row.sections.forEach((section, i) => {
      if (i > 0) layout.push(null);
      for (const e of section.elements) if (e.designator) layout.push(e.designator.replace(/^\d+/, ""));
    });
    const exitRow = exitNext;
    exitNext = false;
    rows.push({
      row: number,
      layout,
      exitRow,
      seats: row.sections.flatMap((section) =>
        section.elements.flatMap((element): Seat[] => {
          if (!element.designator) return [];
          const letter = element.designator.replace(/^\d+/, "");
          const at = layout.indexOf(letter);
          const service = element.available_services?.find((s) => s.passenger_id === passenger);
          const forSale = element.type === "seat" && service !== undefined;
          const price = service ? moneyOf(service.total_amount, service.total_currency, currency) : null;
          return [
            {
              id: element.designator,
              row: number,
              letter,
              status: forSale ? (exitRow ? "extra_leg_room" : "available") : "not_available",
              position:
                at === 0 || at === layout.length - 1
                  ? "window"
                  : layout[at - 1] === null || layout[at + 1] === null
                    ? "aisle"
                    : "middle",
              exitRow,
              price: price && price.amount > 0 ? price : null,
            },
          ];
        }),
      ),
    });
  }
  return rows.length
    ? { inventoryKey: mapped.inventoryKey, cabin: mapped.cabin, aircraft: mapped.aircraft, rows }
    : null;
}
