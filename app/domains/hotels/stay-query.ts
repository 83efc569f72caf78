import { addDays, daysBetween, isCalendarDate, localToUtc, utcToLocal } from "~/lib/time";
import { AMENITIES, type Amenity, PROPERTY_TYPES, type PropertyType } from "./supplier";

// A hotel search as a URL (product rules §2 "Hotel search and listing"): the query string is the whole state,
// so an agent can bookmark it. `room` is repeated, one per room: its adults, then each child's age
// (`room=2&room=1-6` is two rooms, two adults in one, an adult and a six-year-old in the other).

export const MAX_NIGHTS = 30;
export const MAX_ROOMS = 8;
export const MAX_ADULTS_PER_ROOM = 6;
export const MAX_CHILDREN_PER_ROOM = 4;
/** Children are 0 to 17 on the day of check-in; older guests are adults. */
export const MAX_CHILD_AGE = 17;
/** The most guests a room takes, adults and children. */
export const MAX_GUESTS_PER_ROOM = 6;

/**
 * The listing's map, drawn by the server at its tiles' scale (one pixel a pixel) around its centre: the window every
 * pin fits in, the map's width on a 320 px phone. A wider map shows more of the city around it.
 */
export const MAP_WINDOW = 288;
/** A pin's radius in pixels: 30 px across, over WCAG 2.2's 24 px target size (the island's pins are 44 px). */
export const MAP_PIN_RADIUS = 15;
/** The closest the map opens: streets around the properties when they are all in one district. */
export const MAP_MAX_ZOOM = 15;

/** How many guests a party is, every room's adults and children. */
export const guestCount = (rooms: ReadonlyArray<{ adults: number; childAges: readonly unknown[] }>) =>
  rooms.reduce((sum, room) => sum + room.adults + room.childAges.length, 0);

/** The distances from the centre the listing's filter offers, in kilometres; the sandbox map rings them. */
export const DISTANCES_KM = [1, 3, 5, 10, 20] as const;

/** Reviews a property's page shows at a time, and how they may be ordered. */
export const REVIEWS_PER_PAGE = 5;

/**
 * What a property's page without dates prices its rooms for, saying so: one night for two adults in one room, a
 * fortnight from today (a crawler's and a first visitor's view; the date form then prices the traveller's own stay).
 */
export const EXAMPLE_STAY = { daysAhead: 14, adults: 2 } as const;

/** The example stay a property's page without dates prices (EXAMPLE_STAY), as of `today`. */
export function exampleStay(today: string) {
  const checkIn = addDays(today, EXAMPLE_STAY.daysAhead);
  return {
    checkIn,
    checkOut: addDays(checkIn, 1),
    rooms: [{ adults: EXAMPLE_STAY.adults, childAges: [] as Array<number | null> }],
  };
}
export const REVIEW_SORTS = ["newest", "score"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const STAY_SORTS = ["popular", "price", "rating"] as const;
export type StaySort = (typeof STAY_SORTS)[number];

export interface StayRoom {
  adults: number;
  /** Each child's age; null where a child was counted without an age. */
  childAges: Array<number | null>;
}

export interface StayInput {
  /** What the traveller typed: a city, a property's name or an airport code. */
  where: string;
  checkIn: string;
  checkOut: string;
  rooms: StayRoom[];
}

export interface StayFilters {
  /** Budget per night in whole units of the market's currency. */
  budgetMin: number | null;
  budgetMax: number | null;
  stars: number[];
  amenities: Amenity[];
  types: PropertyType[];
  maxKm: number | null;
  freeCancellation: boolean;
  breakfast: boolean;
  sort: StaySort;
  /** The listing shows its map above the list (`view=map`). */
  map: boolean;
}

export type StayErrors = Partial<Record<"where" | "checkIn" | "checkOut" | "rooms", string[]>>;

const ROOM_PATTERN = /^(\d{1,2})((?:-\d{0,2})*)$/;

/** One `room` value: "2", "1-6", "2-4-11"; an empty age ("1-") is a child without an age. */
export function parseRoom(value: string): StayRoom | null {
  const match = ROOM_PATTERN.exec(value.trim());
  if (!match) return null;
  const ages = (match[2] ?? "").split("-").slice(1);
  return {
    adults: Number(match[1]),
    childAges: ages.map((age) => (age === "" ? null : Number(age))),
  };
}

export const roomParam = (room: StayRoom) =>
  [String(room.adults), ...room.childAges.map((age) => (age === null ? "" : String(age)))].join("-");

const intOrNull = (value: string | null) => (value !== null && /^\d{1,7}$/.test(value) ? Number(value) : null);

/**
 * The rooms as the search form posts them, one set of fields per room: `adults0`, `children0` and one `age0` per
 * child (a child counted without an age stays null: "children without ages").
 */
function roomsFromForm(params: URLSearchParams): StayRoom[] {
  const rooms: StayRoom[] = [];
  for (let i = 0; i <= MAX_ROOMS && params.has(`adults${i}`); i++) {
    const adults = Number(params.get(`adults${i}`));
    const children = Math.min(MAX_CHILDREN_PER_ROOM + 1, Math.max(0, Number(params.get(`children${i}`) ?? 0) || 0));
    const ages = params.getAll(`age${i}`);
    rooms.push({
      adults: Number.isInteger(adults) ? adults : 0,
      childAges: Array.from({ length: children }, (_, c) => {
        const age = ages[c] ?? "";
        return /^\d{1,2}$/.test(age) ? Number(age) : null;
      }),
    });
  }
  return rooms;
}

export function parseStayParams(params: URLSearchParams): { input: StayInput; filters: StayFilters } {
  const fromUrl = params
    .getAll("room")
    .slice(0, MAX_ROOMS + 1)
    .map(parseRoom)
    .filter((room): room is StayRoom => room !== null);
  const rooms = fromUrl.length > 0 ? fromUrl : roomsFromForm(params);
  const sort = params.get("sort");
  return {
    input: {
      where: (params.get("where") ?? "").trim().slice(0, 80),
      checkIn: params.get("checkIn") ?? "",
      checkOut: params.get("checkOut") ?? "",
      rooms: rooms.length > 0 ? rooms : [{ adults: 2, childAges: [] }],
    },
    filters: {
      budgetMin: intOrNull(params.get("budgetMin")),
      budgetMax: intOrNull(params.get("budgetMax")),
      stars: [...new Set(params.getAll("stars").map(Number))].filter((s) => Number.isInteger(s) && s >= 1 && s <= 5),
      amenities: params.getAll("amenity").filter((a): a is Amenity => (AMENITIES as readonly string[]).includes(a)),
      types: params.getAll("type").filter((t): t is PropertyType => (PROPERTY_TYPES as readonly string[]).includes(t)),
      maxKm: intOrNull(params.get("maxKm")),
      freeCancellation: params.get("freeCancellation") === "1",
      breakfast: params.get("breakfast") === "1",
      sort: (STAY_SORTS as readonly string[]).includes(sort ?? "") ? (sort as StaySort) : "popular",
      map: params.get("view") === "map",
    },
  };
}

/** The nights of a stay: calendar nights between the two dates, whatever the clocks do in between. */
export function stayNights(checkIn: string, checkOut: string): number {
  return daysBetween(checkIn, checkOut);
}

/** Whether a stay's dates and rooms can be priced, wherever it is (a property's page names its own place). */
export function stayPriceable(input: Pick<StayInput, "checkIn" | "checkOut" | "rooms">, today: string): boolean {
  const errors = validateStay({ ...input, where: "" }, today);
  return Object.keys(errors).every((field) => field === "where");
}

/**
 * The messages of a search that cannot run (keys of hotel.json): a destination, real dates, check-in from today,
 * check-out after check-in and at most 30 nights later, 1 to 8 rooms each within its guests, every child's age.
 */
export function validateStay(input: StayInput, today: string): StayErrors {
  const errors: StayErrors = {};
  const add = (field: keyof StayErrors, key: string) => (errors[field] ??= []).push(key);
  if (input.where.length < 2) add("where", "errors.where");
  const checkInOk = isCalendarDate(input.checkIn);
  const checkOutOk = isCalendarDate(input.checkOut);
  if (!checkInOk) add("checkIn", "errors.date");
  else if (input.checkIn < today) add("checkIn", "errors.pastDate");
  if (!checkOutOk) add("checkOut", "errors.date");
  if (checkInOk && checkOutOk) {
    const nights = stayNights(input.checkIn, input.checkOut);
    if (nights < 1) add("checkOut", "errors.checkOutAfterCheckIn");
    else if (nights > MAX_NIGHTS) add("checkOut", "errors.tooManyNights");
  }
  if (input.rooms.length > MAX_ROOMS) add("rooms", "errors.tooManyRooms");
  for (const room of input.rooms) {
    if (room.adults < 1) add("rooms", "errors.adultPerRoom");
    if (
      room.adults > MAX_ADULTS_PER_ROOM ||
      room.childAges.length > MAX_CHILDREN_PER_ROOM ||
      room.adults + room.childAges.length > MAX_GUESTS_PER_ROOM
    ) {
      add("rooms", "errors.tooManyGuests");
    }
    if (room.childAges.some((age) => age === null)) add("rooms", "errors.childAges");
    else if (room.childAges.some((age) => age !== null && age > MAX_CHILD_AGE)) add("rooms", "errors.childAge");
  }
  for (const field of Object.keys(errors) as Array<keyof StayErrors>) errors[field] = [...new Set(errors[field])];
  return errors;
}

/** The listing's URL: the search, then only the filters that narrow it, in a stable order. */
export function stayUrlParams(input: StayInput, filters?: Partial<StayFilters>): URLSearchParams {
  const params = new URLSearchParams([
    ["where", input.where],
    ["checkIn", input.checkIn],
    ["checkOut", input.checkOut],
    ...input.rooms.map((room) => ["room", roomParam(room)] as [string, string]),
  ]);
  if (!filters) return params;
  if (filters.budgetMin !== null && filters.budgetMin !== undefined) params.set("budgetMin", String(filters.budgetMin));
  if (filters.budgetMax !== null && filters.budgetMax !== undefined) params.set("budgetMax", String(filters.budgetMax));
  for (const s of [...(filters.stars ?? [])].sort()) params.append("stars", String(s));
  for (const a of filters.amenities ?? []) params.append("amenity", a);
  for (const t of filters.types ?? []) params.append("type", t);
  if (filters.maxKm !== null && filters.maxKm !== undefined) params.set("maxKm", String(filters.maxKm));
  if (filters.freeCancellation) params.set("freeCancellation", "1");
  if (filters.breakfast) params.set("breakfast", "1");
  if (filters.sort && filters.sort !== "popular") params.set("sort", filters.sort);
  if (filters.map) params.set("view", "map");
  return params;
}

/** The nights of a stay: check-in night up to the night before check-out. */
/** The property's Inventory object, and a bucket per room type and night. */
export const propertyInventoryKey = (propertyId: string) => `hotel:${propertyId}`;
export const nightBucket = (roomCode: string, night: string) => `room:${roomCode}:${night}`;

export function nightsOf(checkIn: string, checkOut: string): string[] {
  return Array.from({ length: daysBetween(checkIn, checkOut) }, (_, i) => addDays(checkIn, i));
}

/** Whether a room type takes one room's party: its adults, and everyone together. */
export function roomFits(
  room: { maxAdults: number; maxOccupancy: number },
  party: { adults: number; childAges: readonly unknown[] },
): boolean {
  return party.adults <= room.maxAdults && party.adults + party.childAges.length <= room.maxOccupancy;
}

/**
 * The last moment a refundable rate cancels free: `daysBefore` days before check-in, at the property's check-in
 * time, in the property's own time zone (a daylight-saving change in between moves the instant, not the wall
 * clock). Answers the instant and the local wall-clock time the traveller reads.
 */
export function freeCancellationDeadline(
  stay: { checkIn: string },
  property: { checkInFrom: string; timeZone: string },
  daysBefore: number,
): { utc: string; local: string } {
  const [hours = 0, minutes = 0] = property.checkInFrom.split(":").map(Number);
  const date = addDays(stay.checkIn, -daysBefore);
  const utc = localToUtc(date, hours * 60 + minutes, property.timeZone);
  return { utc: new Date(utc).toISOString(), local: utcToLocal(utc, property.timeZone) };
}

/**
 * The search form's own controls, applied on the server (no JavaScript): `adjust=rooms:up|down` adds or removes
 * the last room, `adjust=adults1:up` or `children0:down` steps one room's count within the room's limits.
 */
export function editStayForm(input: StayInput, params: URLSearchParams): StayInput {
  const rooms = input.rooms.map((room) => ({ ...room, childAges: [...room.childAges] }));
  const adjust = /^(rooms|adults|children)(\d?):(up|down)$/.exec(params.get("adjust") ?? "");
  if (adjust) {
    const step = adjust[3] === "up" ? 1 : -1;
    if (adjust[1] === "rooms") {
      if (step > 0 && rooms.length < MAX_ROOMS) rooms.push({ adults: 1, childAges: [] });
      if (step < 0 && rooms.length > 1) rooms.pop();
    } else {
      const room = rooms[Number(adjust[2] ?? 0)];
      if (room && adjust[1] === "adults") {
        const next = room.adults + step;
        if (next >= 1 && next <= MAX_ADULTS_PER_ROOM && next + room.childAges.length <= MAX_GUESTS_PER_ROOM)
          room.adults = next;
      }
      if (room && adjust[1] === "children") {
        if (
          step > 0 &&
          room.childAges.length < MAX_CHILDREN_PER_ROOM &&
          room.adults + room.childAges.length < MAX_GUESTS_PER_ROOM
        )
          room.childAges.push(null);
        if (step < 0) room.childAges.pop();
      }
    }
  }
  return { ...input, rooms };
}

/** A listing URL that is not the clean one (the form's field names, empty filters): the clean one, else null. */
export function untidyStayQuery(params: URLSearchParams): string | null {
  const { input, filters } = parseStayParams(params);
  const clean = stayUrlParams(input, filters).toString();
  const same = [...params.entries()].every(([key, value]) => new URLSearchParams(clean).getAll(key).includes(value));
  return same && [...new URLSearchParams(clean).keys()].every((k) => params.has(k)) ? null : clean;
}
