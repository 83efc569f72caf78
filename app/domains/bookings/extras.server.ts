import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { insertEachRow } from "~/db/insert-rows";
import { getAirport } from "~/domains/flights/airports";
import type { Currency } from "~/domains/markets/markets";
import { EXTRA_KINDS, type TravelExtra } from "~/domains/products/types";
import { z } from "zod";
import { flightsOf } from "./holds.server";
import type { BookingDeps } from "./lifecycle.server";
import { passengerTypes } from "./rules";
import { bookingItems, bookings } from "./tables";
import type { AddonFacts, Booking, BookingItem, ItemKind } from "./types";

// What a booking adds to its fare: seats, extra bags and catalog add-ons, each with the price it was chosen at.

const toItem = (row: typeof bookingItems.$inferSelect): BookingItem => ({
  key: row.key,
  kind: row.kind as ItemKind,
  traveller: row.traveller,
  flight: row.flight,
  code: row.code,
  quantity: row.quantity,
  price: { amount: row.amount, currency: row.currency as Currency },
  holdId: row.holdId,
  addon: row.detailJson ? AddonFactsSchema.parse(JSON.parse(row.detailJson)) : null,
});

/** An add-on's facts as stored, checked as they are read back. */
const AddonFactsSchema = z.object({
  kind: z.enum(EXTRA_KINDS),
  tier: z.enum(["basic", "standard", "premium"]),
  quantity: z.number(),
  scope: z.string(),
});

export async function getItems(db: Database, bookingId: string): Promise<BookingItem[]> {
  const rows = await db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
  return rows.map(toItem);
}

/** The items of several bookings in one query, by booking id. */
export async function getItemsOf(db: Database, bookingIds: readonly string[]): Promise<Map<string, BookingItem[]>> {
  const byBooking = new Map<string, BookingItem[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(bookingItems)
    .where(inArray(bookingItems.bookingId, [...bookingIds]));
  for (const row of rows) byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), toItem(row)]);
  return byBooking;
}

/** The extra-bag options of one slice: each piece count priced over every flight of the slice; null if any sells none. */
export async function baggageOptions(deps: BookingDeps, booking: Booking, slice: number) {
  const segments = booking.offer.slices[slice]?.segments ?? [];
  const perFlight = await Promise.all(segments.map((_, g) => deps.supplier.extraBaggage(booking.offer.id, slice, g)));
  if (perFlight.length === 0 || perFlight.some((o) => o === null)) return null;
  const [first, ...rest] = perFlight as NonNullable<(typeof perFlight)[number]>[];
  return (first ?? []).map((option) => ({
    pieces: option.pieces,
    kg: option.kg,
    passengerTypes: option.passengerTypes.filter((t) => rest.every((o) => o.some((x) => x.passengerTypes.includes(t)))),
    price: {
      amount:
        option.price.amount +
        rest.reduce((n, o) => n + (o.find((x) => x.pieces === option.pieces)?.price.amount ?? 0), 0),
      currency: option.price.currency,
    },
  }));
}

/** Essentials and add-ons from the catalog that fit the trip: cover and data for its region, services at its airports. */
export function addonsFor(
  deps: Pick<BookingDeps, "extras">,
  booking: Pick<Booking, "offer" | "currency">,
): TravelExtra[] {
  const airports = booking.offer.slices.flatMap((s) => [s.from, s.to]);
  const regions = new Set(airports.map((code) => getAirport(code)?.region ?? ""));
  const african = [...regions].every((r) => r === "nigeria" || r.endsWith("Africa"));
  const europeOrAfrica = [...regions].every((r) => r === "europe" || r === "nigeria" || r.endsWith("Africa"));
  const scope = african ? "africa" : europeOrAfrica ? "europe" : "worldwide";
  const origin = booking.offer.slices[0]?.from;
  return deps
    .extras(booking.currency)
    .filter((extra) =>
      extra.kind === "insurance" || extra.kind === "esim" ? extra.scope === scope : extra.scope === origin,
    );
}

/** Why a choice of extras was refused, and which choice: a bag for a traveller on a slice, or the add-ons. */
export interface ExtrasRefusal {
  on: { kind: "bag"; traveller: number; slice: number } | { kind: "addons" };
  key: "errors.invalid" | "errors.noExtraBaggage" | "errors.bagsNotForType" | "errors.oneTierPerProduct";
  values?: Record<string, string>;
}

/** Saves the extra bags and add-ons (seats are chosen one by one); any refused choice saves nothing. */
export async function saveExtras(
  deps: BookingDeps,
  booking: Booking,
  input: { bags: Record<string, Record<string, number>>; addons: string[] },
): Promise<{ ok: true } | { ok: false; errors: ExtrasRefusal[] }> {
  const types = passengerTypes(booking.passengers);
  const errors: ExtrasRefusal[] = [];
  const rows: Array<typeof bookingItems.$inferInsert> = [];
  const optionsBySlice = new Map<number, Awaited<ReturnType<typeof baggageOptions>>>();
  for (const [t, perSlice] of Object.entries(input.bags)) {
    for (const [s, pieces] of Object.entries(perSlice)) {
      if (pieces === 0) continue;
      const traveller = Number(t);
      const slice = Number(s);
      const type = types[traveller];
      const on = { kind: "bag" as const, traveller, slice };
      if (!type || !booking.offer.slices[slice]) {
        errors.push({ on, key: "errors.invalid" });
        continue;
      }
      if (!optionsBySlice.has(slice)) optionsBySlice.set(slice, await baggageOptions(deps, booking, slice));
      const options = optionsBySlice.get(slice);
      const option = options?.find((o) => o.pieces === pieces);
      if (!options) errors.push({ on, key: "errors.noExtraBaggage" });
      else if (!option) errors.push({ on, key: "errors.invalid" });
      else if (!option.passengerTypes.includes(type))
        errors.push({ on, key: "errors.bagsNotForType", values: { type } });
      else {
        rows.push({
          bookingId: booking.id,
          key: `bag:${traveller}:${slice}`,
          kind: "bag",
          traveller,
          flight: String(slice),
          code: `${option.pieces}x${option.kg}`,
          quantity: option.pieces,
          amount: option.price.amount,
          currency: option.price.currency,
        });
      }
    }
  }
  const catalog = new Map(addonsFor(deps, booking).map((a) => [a.id, a]));
  // One option of each product at most: two insurance policies (or two data plans) cover nothing more.
  const kinds = [...new Set(input.addons)].map((id) => catalog.get(id)?.kind).filter(Boolean);
  if (new Set(kinds).size < kinds.length) errors.push({ on: { kind: "addons" }, key: "errors.oneTierPerProduct" });
  for (const id of new Set(input.addons)) {
    const addon = catalog.get(id);
    if (!addon) {
      errors.push({ on: { kind: "addons" }, key: "errors.invalid" });
      continue;
    }
    // Insurance and data are per traveller; airport services per traveller too.
    const count = types.filter((t) => t !== "infant").length;
    rows.push({
      bookingId: booking.id,
      key: `addon:${id}`,
      kind: "addon",
      code: id,
      quantity: count,
      amount: addon.price.amount * count,
      currency: addon.price.currency,
      detailJson: JSON.stringify({
        kind: addon.kind,
        tier: addon.tier,
        quantity: addon.quantity,
        scope: addon.scope,
      } satisfies AddonFacts),
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  const { db } = deps;
  await db.batch([
    db
      .delete(bookingItems)
      .where(and(eq(bookingItems.bookingId, booking.id), inArray(bookingItems.kind, ["bag", "addon"]))),
    ...insertEachRow(db, bookingItems, rows),
    db.update(bookings).set({ updatedAt: deps.now.toISOString() }).where(eq(bookings.id, booking.id)),
  ]);
  return { ok: true };
}

/** The extras page's data: included bags, each slice's bag options and choices, each flight's seats, add-ons. */
export async function extrasView(deps: BookingDeps, booking: Booking, items: readonly BookingItem[]) {
  const bags = await Promise.all(
    booking.offer.slices.map(async (slice, s) => ({
      from: slice.from,
      to: slice.to,
      options: await baggageOptions(deps, booking, s),
      chosen: Object.fromEntries(
        items.filter((i) => i.kind === "bag" && i.flight === String(s)).map((i) => [i.traveller ?? -1, i.quantity]),
      ) as Record<number, number>,
    })),
  );
  const flights = await Promise.all(
    flightsOf(booking.offer).map(async ({ ref, slice, index, segment }) => ({
      ref,
      flightNumber: segment.flightNumber,
      from: segment.from,
      to: segment.to,
      hasMap: (await deps.supplier.seatMap(booking.offer.id, slice, index, deps.now)) !== null,
      seats: Object.fromEntries(
        items
          .filter((i) => i.kind === "seat" && i.flight === ref)
          .map((i) => [i.traveller ?? -1, { code: i.code, price: i.price }]),
      ),
    })),
  );
  return {
    types: passengerTypes(booking.passengers),
    bags,
    flights,
    included: { checked: booking.family.checked, cabin: booking.family.cabinBag },
    addons: addonsFor(deps, booking),
    chosenAddons: items.filter((i) => i.kind === "addon").map((i) => i.code),
  };
}
