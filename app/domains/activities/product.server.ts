import { translatorFor } from "~/i18n/translator.server";
import type { Money } from "~/domains/markets/markets";
import { placesLeft } from "~/domains/supplier-orders/places.server";
import type { Offering, ProductFacts, SupplierProduct } from "~/domains/supplier-orders/types";
import type { Inventory } from "~/domains/suppliers/inventory";
import { utcToLocal } from "~/lib/time";
import { describeActivity } from "./describe.server";
import type { TicketsInput } from "./query";
import type { ActivityOffer, ActivitySupplier } from "./supplier";
import {
  type ActivityQuote,
  ActivityQuoteSchema,
  type ActivityRequest,
  ActivityRequestSchema,
  activityUnit,
  checkParty,
  slotBucket,
  slotStart,
  ticketsTotal,
} from "./tickets";

// Things to do as a product of the supplier order (decision 012; docs/architecture.md, "How to add a product"): an
// activity's slot on a day for a party, priced by who pays what, its places held in the activity's Inventory object.

/** What the order core reads of an activity without its supplier. */
export const activityFacts: ProductFacts<ActivityRequest, ActivityQuote> = {
  kind: "activity",
  product: "thingsToDo",
  requestSchema: ActivityRequestSchema,
  quoteSchema: ActivityQuoteSchema,
  sameAs: (r) => [r.activityId, r.date, r.slot, r.adults, r.childAges.join(".")].join("/"),
  cancellationTerms(order, now) {
    const total = order.total;
    const start = Date.parse(order.quote.startsAt.utc);
    if (order.status !== "confirmed") return { kind: "not_cancellable", reason: "not_booked" };
    if (now.getTime() >= start) return { kind: "not_cancellable", reason: "started" };
    const zero = { amount: 0, currency: total.currency };
    if (now.getTime() < start - order.quote.freeCancellationHours * 3_600_000) {
      return { kind: "free", penalty: zero, refund: total };
    }
    return { kind: "non_refundable", penalty: total, refund: zero };
  },
  travellers: (order) => order.request.adults + order.request.childAges.length,
  title: (order) => [order.quote.name],
  describe: (order, lead) => describeActivity(translatorFor(order.locale, "products"), order, lead),
};

/** What an activity's page offers for a day and a party. */
export interface ActivityOffering {
  activity: ActivityOffer;
  /** Each start time on the day with the places left, and whether it has started (it cannot be booked then). */
  slots: Array<{ time: string; left: number; started: boolean }>;
  /** Whether everyone may come and what each pays; null while a child's age is not chosen. */
  party: ReturnType<typeof checkParty> | null;
  /** What the party pays; null while it cannot come as asked. */
  total: Money | null;
}

/**
 * An activity sold by its supplier: priced from its offer for the day, slot and party asked, its slot's places held;
 * the supplier books and cancels it by Tern's reference. Its offer is the activity on a day for a party (null when
 * the supplier has no such activity).
 */
export function activityProduct(
  supplier: ActivitySupplier,
  inventory: DurableObjectNamespace<Inventory>,
): SupplierProduct<ActivityRequest, ActivityQuote> &
  Offering<{ activityId: string } & Pick<TicketsInput, "date" | "adults" | "ages">, ActivityOffering | null> {
  return {
    ...activityFacts,
    async offer(query, market, now) {
      const activity = await supplier.details(query.activityId, market);
      if (!activity) return null;
      const left = await placesLeft(
        inventory,
        activityUnit(activity.id),
        activity.slots.map((slot) => slotBucket(query.date, slot)),
        activity.capacityPerSlot,
      );
      const slots = activity.slots.map((time, i) => ({
        time,
        left: left[i] ?? activity.capacityPerSlot,
        started: slotStart(query.date, time, activity.timeZone) <= now.getTime(),
      }));
      const ages = query.ages.filter((age): age is number => age !== null);
      const party = ages.length === query.ages.length ? checkParty(activity, query.adults, ages) : null;
      return {
        activity,
        slots,
        party,
        total: party?.ok ? ticketsTotal({ ...activity, tickets: party.tickets }) : null,
      };
    },
    async price(request, market, now) {
      const offer = await supplier.details(request.activityId, market);
      if (!offer || !offer.slots.includes(request.slot)) return null;
      const party = checkParty(offer, request.adults, request.childAges);
      const start = slotStart(request.date, request.slot, offer.timeZone);
      if (!party.ok || start <= now.getTime()) return null;
      const quote: ActivityQuote = {
        name: offer.name,
        cityCode: offer.cityCode,
        kind: offer.kind,
        summary: offer.summary,
        included: offer.included,
        durationMinutes: offer.durationMinutes,
        meetingPoint: offer.meetingPoint,
        timeZone: offer.timeZone,
        startsAt: { utc: new Date(start).toISOString(), local: utcToLocal(start, offer.timeZone) },
        tickets: party.tickets,
        adultPrice: offer.adultPrice,
        childPrice: offer.childPrice,
        freeCancellationHours: offer.freeCancellationHours,
      };
      const places = request.adults + request.childAges.length;
      return {
        quote,
        total: ticketsTotal(quote),
        startsOn: request.date,
        hold: {
          unit: activityUnit(offer.id),
          items: [{ key: slotBucket(request.date, request.slot), capacity: offer.capacityPerSlot, quantity: places }],
        },
      };
    },
    async book(order, lead) {
      const { activityId, date, slot, adults, childAges } = order.request;
      return supplier.book({
        reference: order.reference,
        activityId,
        date,
        slot,
        adults,
        childAges,
        lead: { firstName: lead.firstName, lastName: lead.lastName },
      });
    },
    async cancel(order) {
      if (order.confirmation) await supplier.cancel(order.confirmation);
    },
  };
}
