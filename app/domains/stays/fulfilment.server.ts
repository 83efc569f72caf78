import { and, eq } from "drizzle-orm";
import { underLien } from "~/domains/instalments/plans.server";
import { removeFromCartStatement } from "~/domains/cart/cart.server";
import { commit } from "~/domains/checkout/checkout.server";
import { refund } from "~/domains/checkout/settle.server";
import { keptPayment } from "~/domains/checkout/payments.server";
import { earnStatements } from "~/domains/points/ledger.server";
import { propertyInventoryKey as inventoryKey } from "~/domains/hotels/stay-query";
import { stays } from "./tables";
import { type Stay, type StayDeps } from "./types";
import { getStay, transitionStay } from "./lifecycle.server";
import { guestsComplete, getStayGuests } from "./guests.server";
import { stayEmailJob } from "./payment.server";

/**
 * Books a paid stay with the hotel (from the ticketing queue): the hotel's confirmation number, the held nights
 * sold, the stay confirmed and out of the cart, a member's wakapoints earned, and the voucher e-mailed. A hotel that refuses, or nights lost,
 * leave the stay not completed: the nights go back and the payment is refunded. Guarded by status: a message
 * delivered twice books once (the hotel answers the same reference with the same number).
 */
export async function confirmStay(deps: StayDeps, stayId: string): Promise<void> {
  const stay = await getStay(deps.db, stayId);
  if (!stay || stay.status !== "paid") return;
  const { db } = deps;
  const guests = await getStayGuests(db, stay.id);
  const inventory = deps.inventory.getByName(inventoryKey(stay.propertyId));
  if (!guestsComplete(stay, guests)) return notCompleted(deps, stay, "guests_missing");
  const booked = await deps.hotels.book({
    reference: stay.reference,
    propertyId: stay.propertyId,
    roomCode: stay.roomCode,
    planCode: stay.planCode,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: stay.rooms.map((party, i) => ({
      ...party,
      leadGuest: { firstName: guests[i]?.firstName ?? "", lastName: guests[i]?.lastName ?? "" },
    })),
    requests: guests[0]?.requests ?? null,
  });
  if (!booked.ok) return notCompleted(deps, stay, "supplier_failed");
  const sold = await inventory.confirm(stay.holdId);
  if (!sold.ok) {
    await deps.hotels.cancel(booked.confirmation);
    return notCompleted(deps, stay, "rooms_lost");
  }
  const at = deps.now.toISOString();
  // A member earns wakapoints on what the stay's payment kept, pending until check-in.
  const earned = await earnStatements(
    db,
    { memberId: stay.memberId, payable: { kind: "stay", id: stay.id }, product: "stays", travelOn: stay.checkIn },
    deps.now,
  );
  await commit(
    deps,
    [
      ...earned,
      db
        .update(stays)
        .set({ confirmation: booked.confirmation, confirmedAt: at })
        .where(and(eq(stays.id, stay.id), eq(stays.status, "paid"))),
      ...transitionStay(db, stay, "confirmed", `hotel confirmation ${booked.confirmation}`, deps.now),
      removeFromCartStatement(db, stay.visitorId, { kind: "stay", id: stay.id }),
    ],
    // Paid in instalments, the voucher is held under the plan's lien: it goes out with the final payment.
    (await underLien(db, stay.id))
      ? []
      : [stayEmailJob({ template: "stay_confirmed", stayId: stay.id, dedupeKey: `${stay.id}:confirmed` })],
  );
}

export async function notCompleted(deps: StayDeps, stay: Stay, outcome: NonNullable<Stay["outcome"]>) {
  const { db } = deps;
  await deps.inventory.getByName(inventoryKey(stay.propertyId)).release(stay.holdId);
  await commit(
    deps,
    [
      db
        .update(stays)
        .set({ outcome })
        .where(and(eq(stays.id, stay.id), eq(stays.status, "paid"))),
      ...transitionStay(db, stay, "not_completed", outcome, deps.now),
      removeFromCartStatement(db, stay.visitorId, { kind: "stay", id: stay.id }),
    ],
    [stayEmailJob({ template: "stay_not_completed", stayId: stay.id, dedupeKey: `${stay.id}:not_completed` })],
  );
  const paid = await keptPayment(db, { kind: "stay", id: stay.id });
  if (paid) await refund(deps, paid, outcome);
}
