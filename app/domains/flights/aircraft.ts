/** Cabins, from the back of the aircraft to the front (product rules §9). */
export const CABINS = ["economy", "premium_economy", "business", "first"] as const;
export type Cabin = (typeof CABINS)[number];

/** One cabin of an aircraft: rows, and the seat letters of a row with spaces for aisles ("ABC DEF"). */
export interface CabinLayout {
  cabin: Cabin;
  firstRow: number;
  rows: number;
  letters: string;
  /** Rows at emergency exits: extra leg room, sold at a premium. */
  exitRows: number[];
}

export interface Aircraft {
  code: string;
  name: string;
  /** Typical cruise speed for flight times. */
  speedKmh: number;
  /** How far it flies without a technical stop. */
  rangeKm: number;
  layout: CabinLayout[];
}

const y = (firstRow: number, rows: number, letters: string, exitRows: number[] = []): CabinLayout => ({
  cabin: "economy",
  firstRow,
  rows,
  letters,
  exitRows,
});
const cabin = (c: Cabin, firstRow: number, rows: number, letters: string): CabinLayout => ({
  cabin: c,
  firstRow,
  rows,
  letters,
  exitRows: [],
});

export const AIRCRAFT = {
  AT7: { code: "AT7", name: "ATR 72-600", speedKmh: 480, rangeKm: 1400, layout: [y(1, 18, "AC DF", [12])] },
  DH4: {
    code: "DH4",
    name: "De Havilland Dash 8-400",
    speedKmh: 550,
    rangeKm: 2000,
    layout: [y(1, 19, "AC DF", [13])],
  },
  CR9: {
    code: "CR9",
    name: "Bombardier CRJ900",
    speedKmh: 780,
    rangeKm: 2900,
    layout: [cabin("business", 1, 4, "A CD"), y(5, 18, "AC DF", [14])],
  },
  E75: {
    code: "E75",
    name: "Embraer 175",
    speedKmh: 790,
    rangeKm: 3700,
    layout: [cabin("business", 1, 3, "A CD"), y(4, 16, "AC DF", [12])],
  },
  E95: {
    code: "E95",
    name: "Embraer 195-E2",
    speedKmh: 800,
    rangeKm: 4800,
    layout: [cabin("business", 1, 3, "A CD"), y(4, 27, "AC DF", [14, 15])],
  },
  "73H": {
    code: "73H",
    name: "Boeing 737-800",
    speedKmh: 820,
    rangeKm: 5400,
    layout: [cabin("business", 1, 4, "AC DF"), y(5, 27, "ABC DEF", [15, 16])],
  },
  "7M8": {
    code: "7M8",
    name: "Boeing 737 MAX 8",
    speedKmh: 830,
    rangeKm: 6500,
    layout: [cabin("business", 1, 4, "AC DF"), y(5, 26, "ABC DEF", [14, 15])],
  },
  "32N": {
    code: "32N",
    name: "Airbus A320neo",
    speedKmh: 830,
    rangeKm: 6300,
    layout: [cabin("business", 1, 3, "AC DF"), y(4, 26, "ABC DEF", [12, 13])],
  },
  "32Q": {
    code: "32Q",
    name: "Airbus A321neo",
    speedKmh: 830,
    rangeKm: 7400,
    layout: [cabin("business", 1, 4, "AC DF"), y(5, 30, "ABC DEF", [12, 25])],
  },
  "332": {
    code: "332",
    name: "Airbus A330-200",
    speedKmh: 870,
    rangeKm: 13400,
    layout: [cabin("business", 1, 6, "A DG K"), y(10, 34, "AC DEFG HK", [10, 25])],
  },
  "789": {
    code: "789",
    name: "Boeing 787-9",
    speedKmh: 900,
    rangeKm: 14000,
    layout: [
      cabin("business", 1, 8, "A DG K"),
      cabin("premium_economy", 20, 3, "AC DEF HK"),
      y(30, 30, "ABC DEF HJK", [30, 45]),
    ],
  },
  "359": {
    code: "359",
    name: "Airbus A350-900",
    speedKmh: 900,
    rangeKm: 15000,
    layout: [
      cabin("business", 1, 9, "A DG K"),
      cabin("premium_economy", 20, 3, "AC DEF HK"),
      y(30, 31, "ABC DEF HJK", [30, 45]),
    ],
  },
  "77W": {
    code: "77W",
    name: "Boeing 777-300ER",
    speedKmh: 900,
    rangeKm: 13600,
    layout: [
      cabin("first", 1, 2, "A DG K"),
      cabin("business", 5, 10, "A DG K"),
      cabin("premium_economy", 20, 4, "AC DEFG HK"),
      y(30, 36, "ABC DEFG HJK", [30, 46]),
    ],
  },
  "388": {
    code: "388",
    name: "Airbus A380-800",
    speedKmh: 900,
    rangeKm: 15000,
    layout: [
      cabin("first", 1, 4, "A DG K"),
      cabin("business", 6, 19, "A DG K"),
      cabin("premium_economy", 30, 7, "AC DEFG HK"),
      y(40, 40, "ABC DEFG HJK", [40, 56]),
    ],
  },
} as const satisfies Record<string, Aircraft>;

export type AircraftCode = keyof typeof AIRCRAFT;

export function seatsIn(aircraft: Aircraft, c: Cabin): number {
  return aircraft.layout
    .filter((l) => l.cabin === c)
    .reduce((sum, l) => sum + l.rows * l.letters.replace(/\s/g, "").length, 0);
}
