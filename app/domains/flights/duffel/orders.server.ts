import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { decimalOf, minorOf, type Money } from "~/domains/markets/markets";
import { localToUtc } from "~/lib/time";
import {
  type ChangeEligibility,
  type ChangeOption,
  type ChangeRequest,
  type IssueInput,
  type PnrResult,
  SupplierError,
  type TicketResult,
} from "../supplier";
import { type DuffelApi, DuffelRefusal } from "./api";
import { DUFFEL_SEATS, moneyOf, parseFamilyCode, passengerType, toFamily, toSlice } from "./offers";
import type { DuffelOffer, DuffelOrder } from "./schemas";
import { duffelChanges, duffelOrders } from "./tables";
import { servicesFor } from "./services.server";

// Duffel orders for Tern's bookings (decision 020): made once per booking reference (claimed first, found again by
// its metadata after a lost answer), held where the offer allows and paid from the Duffel balance when Tern asks
// for the tickets, changed through order change requests.

export interface DuffelContext {
  api: DuffelApi;
  deps: { db: Database };
}

/** An order or change claimed this recently may still be on its way: asked again later, never twice at once. */
export const IN_FLIGHT_MS = 60_000;

const TITLES: Record<string, string> = { MR: "mr", MRS: "mrs", MS: "ms", MISS: "miss", MSTR: "mr", DR: "dr" };
const failed = (why: string, detail: unknown): PnrResult => {
  console.warn(`duffel: no order (${why})`, detail);
  return { ok: false, reason: "pnr_creation_failed" };
};

async function keptOrder(db: Database, reference: string) {
  const [row] = await db.select().from(duffelOrders).where(eq(duffelOrders.reference, reference));
  return row ?? null;
}

/** Creates the booking's order: instant, or held where the offer may be paid later and nothing else is bought. */
export async function createOrder(ctx: DuffelContext, input: IssueInput, now: Date): Promise<PnrResult> {
  const { db } = ctx.deps;
  const kept = await keptOrder(db, input.reference);
  if (kept?.pnr) return { ok: true, pnr: kept.pnr };
  if (kept) {
    if (now.getTime() - Date.parse(kept.claimedAt) < IN_FLIGHT_MS) {
      throw new SupplierError("unavailable", "duffel: this booking's order is on its way");
    }
    const lead = input.passengers[0];
    const named = lead ? await ctx.api.ordersNamed(`${lead.firstName} ${lead.lastName}`) : [];
    const found = named.find((order) => order.metadata?.tern_reference === input.reference);
    if (found) return record(db, input.reference, found);
    await db
      .update(duffelOrders)
      .set({ claimedAt: now.toISOString() })
      .where(eq(duffelOrders.reference, input.reference));
  } else {
    const claimed = await db
      .insert(duffelOrders)
      .values({ reference: input.reference, claimedAt: now.toISOString() })
      .onConflictDoNothing()
      .returning({ reference: duffelOrders.reference });
    if (claimed.length === 0) throw new SupplierError("unavailable", "duffel: this booking's order is on its way");
  }
  let offer: DuffelOffer;
  try {
    offer = await ctx.api.offer(parseFamilyCode(input.familyCode).offerId);
  } catch (error) {
    if (error instanceof DuffelRefusal) return failed("offer gone", error.codes);
    throw error;
  }
  const ids = passengerIds(offer, input);
  if (!ids) return failed("the party does not match the offer", input.reference);
  const missing = input.passengers.some(
    (p) => !p.details || (offer.passenger_identity_documents_required && !p.details.passport),
  );
  if (missing) return failed("a passenger's details are missing", input.reference);
  const extras = await servicesFor(ctx.api, offer, input, ids);
  if (!extras) return failed("a seat or bag is no longer sold", input.reference);
  const hold = !offer.payment_requirements.requires_instant_payment && extras.services.length === 0;
  const infants = input.passengers.flatMap((p, i) => (p.type === "infant" ? [ids[i] as string] : []));
  let adultsSoFar = 0;
  const passengers = input.passengers.map((p, i) => {
    const d = p.details!;
    const infant = p.type === "adult" ? infants[adultsSoFar++] : undefined;
    return {
      id: ids[i],
      given_name: p.firstName,
      family_name: p.lastName,
      title: TITLES[d.title.toUpperCase()] ?? (d.gender === "female" ? "ms" : "mr"),
      gender: d.gender === "female" ? "f" : "m",
      born_on: d.bornOn,
      email: d.email,
      phone_number: d.phone,
      ...(infant ? { infant_passenger_id: infant } : {}),
      ...(d.passport
        ? {
            identity_documents: [
              {
                type: "passport",
                unique_identifier: d.passport.number,
                issuing_country_code: d.passport.issuingCountry,
                expires_on: d.passport.expiresOn,
              },
            ],
          }
        : {}),
    };
  });
  const amount = decimalOf(minorOf(offer.total_amount, offer.total_currency) + extras.cents, offer.total_currency);
  try {
    const order = await ctx.api.createOrder({
      type: hold ? "hold" : "instant",
      selected_offers: [offer.id],
      passengers,
      ...(extras.services.length ? { services: extras.services } : {}),
      ...(hold ? {} : { payments: [{ type: "balance", amount, currency: offer.total_currency }] }),
      metadata: { tern_reference: input.reference },
    });
    return record(db, input.reference, order);
  } catch (error) {
    if (error instanceof DuffelRefusal) return failed("refused", error.codes);
    throw error;
  }
}

async function record(db: Database, reference: string, order: DuffelOrder): Promise<PnrResult> {
  await db
    .update(duffelOrders)
    .set({ orderId: order.id, pnr: order.booking_reference })
    .where(and(eq(duffelOrders.reference, reference), isNull(duffelOrders.orderId)));
  return { ok: true, pnr: order.booking_reference };
}

/** The offer's passenger ids in the order of the booking's travellers, matched by type; null when they differ. */
function passengerIds(offer: DuffelOffer, input: IssueInput): string[] | null {
  const pools = { adult: [] as string[], child: [] as string[], infant: [] as string[] };
  for (const p of offer.passengers) pools[passengerType(p)].push(p.id);
  const ids = input.passengers.map((p) => pools[p.type].shift());
  return ids.every(Boolean) && offer.passengers.length === input.passengers.length ? (ids as string[]) : null;
}

export async function orderOf(ctx: DuffelContext, input: IssueInput): Promise<DuffelOrder> {
  const kept = await keptOrder(ctx.deps.db, input.reference);
  if (!kept?.orderId) throw new SupplierError("unavailable", "duffel: no order for this booking");
  return ctx.api.order(kept.orderId);
}

/** Each passenger's e-ticket, in the order they were named; null until the airline has issued all of them. */
function ticketsOf(order: DuffelOrder): string[] | null {
  const tickets = order.passengers.map(
    (p) =>
      order.documents?.find((d) => d.type === "electronic_ticket" && d.passenger_ids.includes(p.id))?.unique_identifier,
  );
  return tickets.every(Boolean) ? (tickets as string[]) : null;
}

/** Pays a held order from the balance (once: a second payment is refused and the order read again), then its tickets. */
export async function issueTickets(ctx: DuffelContext, input: IssueInput, _now: Date): Promise<TicketResult> {
  let order = await orderOf(ctx, input);
  if (order.payment_status.awaiting_payment) {
    try {
      await ctx.api.pay(order.id, order.total_amount, order.total_currency);
    } catch (error) {
      if (!(error instanceof DuffelRefusal)) throw error;
      console.warn("duffel: payment refused, the order is read again", error.codes);
    }
    order = await ctx.api.order(order.id);
  }
  const tickets = ticketsOf(order);
  return tickets ? { status: "issued", tickets } : { status: "pending", retryAfterSeconds: 60 };
}

export async function changeEligibility(ctx: DuffelContext, input: IssueInput, now: Date): Promise<ChangeEligibility> {
  const order = await orderOf(ctx, input);
  const first = order.slices[0]?.segments[0];
  const departs = first
    ? localToUtc(
        first.departing_at.slice(0, 10),
        Number(first.departing_at.slice(11, 13)) * 60 + Number(first.departing_at.slice(14, 16)),
        first.origin.time_zone,
      )
    : 0;
  if (departs <= now.getTime()) return { eligible: false, reason: "departed" };
  const allowed = order.available_actions.includes("change") && order.conditions.change_before_departure?.allowed;
  return allowed ? { eligible: true } : { eligible: false, reason: "fare_rules" };
}

/** Duffel's change offers for other dates or cabin, each as a new fare against what was paid. */
export async function changeOptions(
  ctx: DuffelContext,
  input: IssueInput & { paid: Money },
  request: ChangeRequest,
): Promise<ChangeOption[]> {
  const order = await orderOf(ctx, input);
  const asked = await ctx.api.changeRequest({
    order_id: order.id,
    slices: {
      remove: order.slices.map((s) => ({ slice_id: s.id })),
      add: order.slices.map((s, i) => ({
        origin: s.origin.iata_code,
        destination: s.destination.iata_code,
        departure_date: request.dates[i],
        cabin_class: request.cabin,
      })),
    },
  });
  const currency = input.paid.currency;
  const query = {
    slices: [],
    adults: input.passengers.filter((p) => p.type === "adult").length,
    childAges: input.passengers.filter((p) => p.type === "child").map(() => 2),
    infants: input.passengers.filter((p) => p.type === "infant").length,
    cabin: request.cabin,
    currency,
  };
  return asked.order_change_offers
    .map((co): ChangeOption => {
      const like: DuffelOffer = {
        id: co.id,
        total_amount: co.new_total_amount,
        total_currency: co.new_total_currency,
        expires_at: co.expires_at,
        slices: co.slices.add,
        passengers: [],
        conditions: order.conditions,
        payment_requirements: { requires_instant_payment: true },
        passenger_identity_documents_required: false,
      };
      const family = toFamily(like, query);
      const penaltyCurrency = co.penalty_total_currency ?? co.change_total_currency;
      const penalty = co.penalty_total_amount ? minorOf(co.penalty_total_amount, penaltyCurrency) : 0;
      return {
        offer: {
          id: co.id,
          slices: co.slices.add.map((s) => toSlice(s.segments, request.cabin)),
          cabin: request.cabin,
          families: [family],
          seatsLeft: DUFFEL_SEATS,
          expiresAt: co.expires_at,
          passengers: { adults: query.adults, childAges: query.childAges, infants: query.infants },
        },
        familyCode: co.id,
        fareDifference: moneyOf(
          decimalOf(minorOf(co.change_total_amount, co.change_total_currency) - penalty, co.change_total_currency),
          co.change_total_currency,
          currency,
        ),
        changeFee: moneyOf(decimalOf(penalty, penaltyCurrency), penaltyCurrency, currency),
      };
    })
    .sort((a, b) => a.fareDifference.amount + a.changeFee.amount - (b.fareDifference.amount + b.changeFee.amount));
}

/** Confirms the change offer chosen (`familyCode`) once per Tern change, then answers the order's new tickets. */
export async function reissueTickets(ctx: DuffelContext, input: IssueInput, changeId: string): Promise<string[]> {
  const { db } = ctx.deps;
  const now = new Date();
  const [kept] = await db.select().from(duffelChanges).where(eq(duffelChanges.changeId, changeId));
  if (!kept?.confirmedAt) {
    if (!kept) {
      await db.insert(duffelChanges).values({ changeId, claimedAt: now.toISOString() }).onConflictDoNothing();
    }
    const change = kept?.orderChangeId
      ? await ctx.api.change(kept.orderChangeId)
      : await ctx.api.createChange(parseFamilyCode(input.familyCode).offerId);
    await db.update(duffelChanges).set({ orderChangeId: change.id }).where(eq(duffelChanges.changeId, changeId));
    if (!change.confirmed_at) {
      const owed = minorOf(change.change_total_amount, change.change_total_currency);
      await ctx.api.confirmChange(
        change.id,
        owed > 0 ? { amount: change.change_total_amount, currency: change.change_total_currency } : null,
      );
    }
    await db.update(duffelChanges).set({ confirmedAt: now.toISOString() }).where(eq(duffelChanges.changeId, changeId));
  }
  const tickets = ticketsOf(await orderOf(ctx, input));
  if (!tickets) throw new SupplierError("unavailable", "duffel: the changed order's tickets are not issued yet");
  return tickets;
}
