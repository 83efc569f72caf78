import { convert, roundToWholeUnits } from "~/domains/markets/fx";
import type { Currency, Money } from "~/domains/markets/markets";
import type { Cabin } from "../aircraft";
import type { BaggageOption, Seat, SeatMap, SeatMapRow } from "../supplier";
import { unit } from "~/domains/suppliers/sandbox/random";
import { departureKey, type ScheduledFlight } from "./schedule";
import { seatsLeft } from "./availability";

/** Carriers that publish no seat map, and carriers that sell no extra bags (product rules §8 messages). */
const NO_SEAT_MAP = new Set(["OF", "PW", "2J"]);
const NO_EXTRA_BAGGAGE = new Set(["Q9", "G9", "FA"]);

function usd(cents: number, currency: Currency): Money {
  return roundToWholeUnits(convert({ amount: Math.round(cents), currency: "USD" }, currency));
}

/**
 * A flight's seat map in one cabin. Taken seats match the seats left for sale; the first economy rows are
 * "preferred" and exit rows "extra leg room", both priced by distance; premium cabins include every seat.
 */
export function seatMapFor(flight: ScheduledFlight, cabin: Cabin, currency: Currency, today: string): SeatMap | null {
  if (NO_SEAT_MAP.has(flight.route.carrier.code)) return null;
  const layouts = flight.route.aircraft.layout.filter((l) => l.cabin === cabin);
  if (layouts.length === 0) return null;
  const capacity = layouts.reduce((n, l) => n + l.rows * l.letters.replace(/\s/g, "").length, 0);
  const takenShare = 1 - seatsLeft(flight, cabin, today) / capacity;
  const km = flight.route.distanceKm;
  const preferredPrice = usd(800 + km * 0.25, currency);
  const legRoomPrice = usd(2000 + km * 0.6, currency);
  const paid = cabin === "economy";
  const rows: SeatMapRow[] = [];
  for (const layout of layouts) {
    const blocks = layout.letters.split(" ");
    const letters = blocks.join("");
    const layoutRow = blocks.flatMap((block, i) => [...block.split(""), ...(i < blocks.length - 1 ? [null] : [])]);
    for (let r = 0; r < layout.rows; r++) {
      const row = layout.firstRow + r;
      const exitRow = layout.exitRows.includes(row);
      const seats: Seat[] = [...letters].map((letter) => {
        const block = blocks.find((b) => b.includes(letter)) ?? "";
        const edge = letter === letters[0] || letter === letters.at(-1);
        const aisle = !edge && (block.startsWith(letter) || block.endsWith(letter));
        const taken = unit(`${departureKey(flight)}:${cabin}:${row}${letter}`) < takenShare;
        const preferred = paid && r < 3;
        const status: Seat["status"] = taken
          ? "not_available"
          : exitRow && paid
            ? "extra_leg_room"
            : preferred
              ? "preferred"
              : "available";
        return {
          id: `${row}${letter}`,
          row,
          letter,
          status,
          position: edge ? "window" : aisle ? "aisle" : "middle",
          exitRow,
          price: !paid ? null : exitRow ? legRoomPrice : preferred ? preferredPrice : null,
        };
      });
      rows.push({ row, layout: layoutRow, seats, exitRow });
    }
  }
  return {
    inventoryKey: departureKey(flight),
    cabin,
    aircraft: { code: flight.route.aircraft.code, name: flight.route.aircraft.name },
    rows,
  };
}

/** Extra checked bags by the piece: 23 kg, priced by distance; none where the carrier sells none. */
export function extraBaggageFor(flight: ScheduledFlight, currency: Currency): BaggageOption[] | null {
  if (NO_EXTRA_BAGGAGE.has(flight.route.carrier.code)) return null;
  const perBag = 2500 + flight.route.distanceKm * 0.9;
  return [1, 2, 3].map((pieces) => ({
    pieces,
    kg: 23,
    price: usd(perBag * pieces * (pieces > 1 ? 0.95 : 1), currency),
    // An infant travels on a lap with the adult's allowance: no extra bags of its own.
    passengerTypes: ["adult", "child"],
  }));
}
