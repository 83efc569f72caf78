// Ages and passports on the day of travel (product rules §5 and §9), for every product that carries people.

/** Product rules §5 and §9: adult 12 and over, child 2 to 11 (under 12), infant under 2, on the day of travel. */
export const PASSENGER_TYPES = ["adult", "child", "infant"] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

export const ADULT_FROM_AGE = 12;
export const CHILD_FROM_AGE = 2;
/** Product rules §9: a passport must stay valid 6 months beyond travel. */
export const PASSPORT_VALID_MONTHS = 6;

const parts = (date: string) => date.split("-").map(Number) as [number, number, number];

/** Whole years from a date of birth to a day: a birthday on the day counts (29 February turns on 1 March). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = parts(dateOfBirth);
  const [y, m, d] = parts(day);
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

export function passengerTypeAt(age: number): PassengerType {
  return age >= ADULT_FROM_AGE ? "adult" : age >= CHILD_FROM_AGE ? "child" : "infant";
}

/** The same day some months later; a day that month lacks becomes its last day (31 August + 6 months = 28 or 29 February). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** The earliest passport expiry date accepted for a trip that starts on `travelDate`. */
export function passportMinimumExpiry(travelDate: string): string {
  return addMonths(travelDate, PASSPORT_VALID_MONTHS);
}
