import type { Money } from "~/domains/markets/markets";
import { placesLeft } from "~/domains/supplier-orders/places.server";
import type { Inventory } from "~/domains/suppliers/inventory";
import type { TicketsInput } from "./query";
import type { ActivityOffer } from "./supplier";
import { activityUnit, checkParty, slotBucket, slotStart, ticketsTotal } from "./tickets";

// What an activity's page offers for a day and a party, read from its domain: the page only renders it.

/** Each start time on the day with the places left, and whether it has started (it cannot be booked then). */
export async function slotsOn(
  inventory: DurableObjectNamespace<Inventory>,
  offer: ActivityOffer,
  date: string,
  now: Date,
) {
  const left = await placesLeft(
    inventory,
    activityUnit(offer.id),
    offer.slots.map((slot) => slotBucket(date, slot)),
    offer.capacityPerSlot,
  );
  return offer.slots.map((time, i) => ({
    time,
    left: left[i] ?? offer.capacityPerSlot,
    started: slotStart(date, time, offer.timeZone) <= now.getTime(),
  }));
}

/** What the party pays, when every child's age is known and everyone may come; null otherwise. */
export function partyTotal(offer: ActivityOffer, tickets: Pick<TicketsInput, "adults" | "ages">): Money | null {
  if (tickets.ages.some((age) => age === null)) return null;
  const party = checkParty(offer, tickets.adults, tickets.ages as number[]);
  return party.ok ? ticketsTotal({ ...offer, tickets: party.tickets }) : null;
}
