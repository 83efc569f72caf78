import { bookingPayments } from "./payment.server";
import { underLien } from "~/domains/instalments/plans.server";
import { and, asc, eq } from "drizzle-orm";
import { clearCartStatement } from "~/domains/cart/cart.server";
import type { IssueInput } from "~/domains/flights/supplier";

import { type BookingDeps, getBooking, transition } from "./lifecycle.server";
import { getItems } from "./extras.server";
import { getTravellers, travellersComplete } from "./travellers.server";
import { holdsOf, releaseHolds } from "./holds.server";
import { emailJob, type BookingCheckoutDeps } from "./payment.server";
import { commit } from "~/domains/checkout/checkout.server";
import { refund } from "~/domains/checkout/settle.server";
import { earnStatements } from "~/domains/points/ledger.server";
import { airlineName } from "./rules";
import { bookings, bookingTickets } from "./tables";
import type { Booking, BookingItem, Ticket, Traveller } from "./types";

export async function getTickets(deps: Pick<BookingDeps, "db">, bookingId: string): Promise<Ticket[]> {
  return deps.db
    .select({
      position: bookingTickets.position,
      number: bookingTickets.number,
      issuedAt: bookingTickets.issuedAt,
      voidedAt: bookingTickets.voidedAt,
    })
    .from(bookingTickets)
    .where(eq(bookingTickets.bookingId, bookingId))
    .orderBy(asc(bookingTickets.position));
}

/** What the airline is told about a booking: its offer and fare, and its travellers' names in the airline's form. */
export function issueInput(
  booking: Pick<Booking, "reference" | "offer" | "family">,
  travellers: ReadonlyArray<
    Pick<Traveller, "type" | "firstName" | "lastName"> & Partial<Omit<Traveller, "type" | "firstName" | "lastName">>
  >,
  items: readonly BookingItem[] = [],
): IssueInput {
  const lead = travellers[0];
  const extras = items.flatMap((item) => {
    if ((item.kind !== "seat" && item.kind !== "bag") || item.traveller === null || item.flight === null) return [];
    const [slice = 0, segment] = item.flight.split("-").map(Number);
    return [
      {
        kind: item.kind,
        passenger: item.traveller,
        slice,
        segment: item.kind === "seat" ? (segment ?? 0) : null,
        code: item.code,
        quantity: item.quantity,
      },
    ];
  });
  return {
    ...(extras.length ? { extras } : {}),
    reference: booking.reference,
    offerId: booking.offer.id,
    familyCode: booking.family.code,
    passengers: travellers.map((t) => ({
      type: t.type,
      firstName: airlineName(t.firstName),
      lastName: airlineName(t.lastName),
      ...(t.dateOfBirth
        ? {
            details: {
              title: t.title ?? "",
              bornOn: t.dateOfBirth,
              gender: t.gender ?? "",
              email: t.email ?? lead?.email ?? "",
              phone: t.phone ?? lead?.phone ?? "",
              passport:
                t.passportNumber && t.passportExpiresOn
                  ? {
                      number: t.passportNumber,
                      issuingCountry: t.passportAuthority || t.nationality || "",
                      expiresOn: t.passportExpiresOn,
                    }
                  : null,
            },
          }
        : {}),
    })),
  };
}

export type TicketingResult = { done: true } | { done: false; retryAfterSeconds: number };

/**
 * The ticketing saga, run from a queue consumer (docs/architecture.md, convention 4): a paid booking gets its PNR, its seats are
 * sold, then its e-tickets are issued. No PNR (or no traveller to name in one): the booking is not completed,
 * its seats go back and the payment is refunded. Each step is guarded by the status it expects, so a message
 * delivered twice, or two at once, has one effect.
 */
export async function processTicketing(deps: BookingCheckoutDeps, bookingId: string): Promise<TicketingResult> {
  let booking = await getBooking(deps.db, bookingId);
  if (!booking || (booking.status !== "paid" && booking.status !== "confirmed")) return { done: true };
  const { db } = deps;
  const travellers = await getTravellers(db, booking.id);
  const items = await getItems(db, booking.id);
  const input = issueInput(booking, travellers, items);

  if (booking.status === "paid") {
    if (!travellersComplete(booking, travellers)) {
      // Paid without a traveller for every seat: no PNR can name them, so the money goes back.
      await releaseHolds(deps, booking, items);
      await notComplete(deps, booking, "travellers_missing");
      return { done: true };
    }
    const pnr = await deps.supplier.createPnr(input, deps.now);
    if (!pnr.ok) {
      await releaseHolds(deps, booking, items);
      await notComplete(deps, booking, "pnr_failed");
      return { done: true };
    }
    const sold = await Promise.all(
      holdsOf(booking, items).map((h) => deps.inventory.getByName(h.inventoryKey).confirm(h.holdId)),
    );
    if (sold.some((r) => !r.ok)) {
      await releaseHolds(deps, booking, items);
      await notComplete(deps, booking, "seats_lost");
      return { done: true };
    }
    const at = deps.now.toISOString();
    await db.batch([
      db
        .update(bookings)
        .set({ pnr: pnr.pnr, pnrCreatedAt: at })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, "paid"))),
      ...transition(db, booking, "confirmed", `PNR ${pnr.pnr} created`, deps.now),
      clearCartStatement(db, booking.visitorId),
    ]);
    booking = await getBooking(db, booking.id);
    if (!booking || booking.status !== "confirmed") return { done: true };
  }

  const issued = await deps.supplier.issueTickets(
    input,
    booking.pnr ?? "",
    new Date(booking.pnrCreatedAt ?? deps.now.toISOString()),
    deps.now,
  );
  if (issued.status === "pending") {
    // Lost with the Worker, this retry is found by the sweep: a confirmed booking without tickets.
    await deps.jobs.send("ticketing", { bookingId: booking.id }, { delaySeconds: issued.retryAfterSeconds });
    return { done: false, retryAfterSeconds: issued.retryAfterSeconds };
  }
  const at = deps.now.toISOString();
  const confirmed = booking;
  // A member earns wakapoints on what was paid, pending until the first flight's day (in its airport's zone).
  const earned = await earnStatements(
    db,
    {
      memberId: confirmed.memberId,
      payable: { kind: "booking", id: confirmed.id },
      product: "flight",
      travelOn: confirmed.offer.slices[0]?.segments[0]?.departLocal.slice(0, 10) ?? at.slice(0, 10),
    },
    deps.now,
  );
  // Paid in instalments, the tickets are issued under the plan's lien: they go out with the final payment.
  const held = await underLien(db, confirmed.id);
  await commit(
    deps,
    [
      ...earned,
      ...issued.tickets.map((number, position) =>
        db
          .insert(bookingTickets)
          .values({ bookingId: confirmed.id, position, number, issuedAt: at })
          .onConflictDoNothing(),
      ),
      ...transition(db, confirmed, "ticketed", "e-tickets issued", deps.now),
    ],
    held
      ? []
      : [emailJob({ template: "ticket_issued", bookingId: confirmed.id, dedupeKey: `${confirmed.id}:ticketed` })],
  );
  return { done: true };
}

async function notComplete(deps: BookingCheckoutDeps, booking: Booking, outcome: NonNullable<Booking["outcome"]>) {
  const { db } = deps;
  await commit(
    deps,
    [
      db
        .update(bookings)
        .set({ outcome })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, "paid"))),
      ...transition(db, booking, "not_completed", outcome, deps.now),
    ],
    [emailJob({ template: "not_completed", bookingId: booking.id, dedupeKey: `${booking.id}:not_completed` })],
  );
  // A Worker that dies here leaves a succeeded payment on a closed booking: the sweep refunds it.
  const paid = (await bookingPayments(db, booking.id)).find((p) => p.status === "succeeded");
  if (paid) await refund(deps, paid, outcome);
}
