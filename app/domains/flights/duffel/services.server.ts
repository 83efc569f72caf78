import { minorOf } from "~/domains/markets/markets";
import type { IssueInput } from "../supplier";
import type { DuffelApi } from "./api";
import type { DuffelOffer } from "./schemas";

// The seats and bags a booking bought, as the Duffel services sold with its order (decision 020): a seat by its
// designator on its flight for its passenger, a bag by its weight on every flight of its slice. One that Duffel no
// longer sells fails the order (the booking is refunded) rather than flying without what was paid for.

export interface OrderServices {
  services: Array<{ id: string; quantity: number }>;
  /** What they cost, in the offer's currency's cents. */
  cents: number;
}

export async function servicesFor(
  api: DuffelApi,
  offer: DuffelOffer,
  input: IssueInput,
  passengerIds: readonly string[],
): Promise<OrderServices | null> {
  const extras = input.extras ?? [];
  if (extras.length === 0) return { services: [], cents: 0 };
  const maps = extras.some((e) => e.kind === "seat") ? await api.seatMaps(offer.id) : [];
  const chosen = new Map<string, { quantity: number; cents: number }>();
  // Services are priced in the offer's currency, as Duffel sells them with it.
  const add = (id: string, quantity: number, amount: string) =>
    chosen.set(id, {
      quantity: (chosen.get(id)?.quantity ?? 0) + quantity,
      cents: minorOf(amount, offer.total_currency),
    });
  for (const extra of extras) {
    const passenger = passengerIds[extra.passenger];
    const slice = offer.slices[extra.slice];
    if (!passenger || !slice) return null;
    if (extra.kind === "seat") {
      const flight = slice.segments[extra.segment ?? 0];
      const seats = maps.find((m) => m.segment_id === flight?.id)?.cabins.flatMap((c) => c.rows) ?? [];
      const element = seats
        .flatMap((r) => r.sections.flatMap((s) => s.elements))
        .find((e) => e.designator === extra.code);
      const service = element?.available_services?.find((s) => s.passenger_id === passenger);
      if (!service) return null;
      add(service.id, 1, service.total_amount);
      continue;
    }
    const kg = Number(extra.code.split("x")[1] ?? 0);
    const covered = new Set<string>();
    for (const flight of slice.segments) {
      if (covered.has(flight.id)) continue;
      const bag = (offer.available_services ?? []).find(
        (s) =>
          s.type === "baggage" &&
          s.metadata?.type === "checked" &&
          (s.metadata.maximum_weight_kg ?? 0) === kg &&
          s.passenger_ids.includes(passenger) &&
          s.segment_ids.includes(flight.id),
      );
      if (!bag || bag.maximum_quantity < extra.quantity) return null;
      for (const id of bag.segment_ids) covered.add(id);
      add(bag.id, extra.quantity, bag.total_amount);
    }
  }
  const services = [...chosen].map(([id, { quantity }]) => ({ id, quantity }));
  return { services, cents: [...chosen.values()].reduce((sum, s) => sum + s.cents * s.quantity, 0) };
}
