import type { ManageAction, OrderKind, OrderLine } from "~/domains/core/orders";
import { planOf } from "~/domains/instalments/plans.server";
import { cancellationTerms } from "./cancellation.server";
import { getMemberStays, getStay, getStaysOf, stayContacts, stayGuestCount, stayNextPath } from "./lifecycle.server";
import { type Stay, type StayDeps, stayKeepsMoney } from "./types";
import { stayStanding } from "./view.server";

/** The actions a stay's summary offers, in its order. */
export const STAY_ACTIONS = ["pay", "voucher", "cancel"] as const;
export type StayAction = (typeof STAY_ACTIONS)[number];

const when = (name: StayAction, reason: string | null): ManageAction<StayAction> =>
  reason === null ? { name, allowed: true } : { name, allowed: false, reason };

/** A stay as a list shows it: the property and its city, the hotel's confirmation where a flight shows its PNR. */
function stayLine(stay: Stay): OrderLine {
  return {
    kind: "stay",
    id: stay.id,
    reference: stay.reference,
    status: stay.status,
    supplierReference: stay.confirmation,
    bookedOn: stay.createdAt,
    startsOn: stay.checkIn,
    title: [`${stay.quote.propertyName}, ${stay.quote.city}`],
    travellers: stayGuestCount(stay),
    total: stay.quote.total,
    path: stayNextPath(stay),
  };
}

/** What a stay may do now on its summary, and when it may not, why (`standing` when the caller has it already). */
export async function stayActions(
  db: StayDeps["db"],
  stay: Stay,
  now: Date,
  known?: Awaited<ReturnType<typeof stayStanding>>,
) {
  const standing = known ?? (await stayStanding(db, stay, now));
  const terms = cancellationTerms(stay, now);
  // Paid by a Pay Small Small plan: the voucher is held until the final payment, and the plan's rules cancel it.
  const plan = await planOf(db, stay.id);
  const instalments = plan !== null && plan.status !== "awaiting_down";
  const lien = instalments && plan.status !== "paid";
  return [
    when("pay", standing.payable ? null : stayKeepsMoney(stay.status) ? "paid" : "closed"),
    when("voucher", lien ? "pay_small_small" : stay.status === "confirmed" ? null : "not_booked"),
    when("cancel", instalments ? "pay_small_small" : terms.kind === "not_cancellable" ? terms.reason : null),
  ];
}

/** The hotel stay as an order of manage booking, My Trips and the member API. */
export const stayOrders: OrderKind<Stay> = {
  kind: "stay",
  get: getStay,
  byReference: stayContacts,
  async memberLines(db, memberId) {
    return (await getMemberStays(db, memberId)).map(stayLine);
  },
  linesOf: async (db, ids) => (await getStaysOf(db, ids)).map(stayLine),
  actions: ({ db, now }, stay) => stayActions(db, stay, now),
  managePath: (id) => `/stay/${id}/summary`,
  offlinePaths: ["/stay/:id/summary", "/stay/:id/voucher.pdf", "/stay/:id/stay.ics"],
};
