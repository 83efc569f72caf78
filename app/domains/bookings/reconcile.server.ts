import { dispatchOutbox } from "~/domains/jobs/outbox.server";
import { GatewayError } from "~/domains/payments/gateway";
import {
  getPayments,
  lapsedPayments,
  type Payment,
  paymentStatusStatement,
  pendingPaymentsBefore,
  succeededBetween,
} from "~/domains/payments/payments.server";
import { bookingsStuckIn, closeDraft, getBooking, getBookingsOf, lapsedDrafts, transition } from "./lifecycle.server";
import { getItems } from "./extras.server";
import { releaseHolds } from "./holds.server";
import { type CheckoutDeps, closeAtGateway, commit, emailJob, refund } from "./checkout.server";
import { anyPaymentArrived, changeJob, changeKeepsPayment, expireLapsedChanges, stuckChanges } from "./changes.server";
import { keepsMoney } from "./types";
import {
  expireLapsedStays,
  expireStayPayment,
  getStay,
  stayPaymentKeepers,
  staysStuck,
} from "~/domains/hotels/reservations.server";

/** Money held by a closed or twice-paid booking is given back once it has been settled this long. */
export const STUCK_MINUTES = 10;
/**
 * A traveller charged without a ticket is repaired within two minutes (the cron runs every minute): an attempt still
 * pending this long is asked about at the gateway (a lost webhook), and a paid booking, stay or change whose
 * fulfilment has not finished is handed to it again (every fulfilment step is idempotent).
 */
export const REPAIR_SECONDS = 30;
/** How far back the sweep looks for money that a closed or twice-paid booking must give back. */
const REFUND_LOOKBACK_MS = 2 * 86_400_000;
/** Undispatched outbox jobs older than this were left by a Worker that died after its batch. */
const OUTBOX_GRACE_MS = 60_000;

async function gatewaySays<T>(ask: () => Promise<T>): Promise<T | "unreachable"> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof GatewayError) return "unreachable";
    throw error;
  }
}

/**
 * The cron job (docs/architecture.md): drafts whose hold lapsed are closed, and unpaid attempts past their time (a bank
 * transfer after two days, an abandoned card page) expire their booking and free its seats. Before an attempt
 * expires it is closed at the gateway: money that arrived without its webhook pays the booking instead, and a
 * gateway that does not answer is asked again at the next run.
 */
export async function expireLapsed(deps: CheckoutDeps): Promise<{ drafts: number; payments: number }> {
  const drafts = await lapsedDrafts(deps.db, deps.now);
  for (const draft of drafts) await closeDraft(deps, draft, "expired", "hold lapsed");
  const stayDrafts = await expireLapsedStays(deps);
  const lapsed = await lapsedPayments(deps.db, deps.now);
  let expired = 0;
  for (const payment of lapsed) {
    const status = await gatewaySays(() => closeAtGateway(deps, payment));
    if (status === "unreachable") continue;
    if (status === "succeeded") {
      await anyPaymentArrived(deps, payment, "found when it was due to expire");
      continue;
    }
    await expirePayment(deps, payment);
    expired += 1;
  }
  await expireLapsedChanges(deps);
  return { drafts: drafts.length + stayDrafts, payments: expired };
}

async function expirePayment(deps: CheckoutDeps, payment: Payment) {
  const { db, now } = deps;
  if (await getStay(db, payment.bookingId)) return expireStayPayment(deps, payment);
  const booking = await getBooking(db, payment.bookingId);
  const expires = booking?.status === "pending_payment";
  await commit(
    deps,
    [
      paymentStatusStatement(db, payment.id, ["pending"], "expired", now),
      ...(booking && expires
        ? transition(db, booking, "expired", `payment ${payment.id} not received in time`, now)
        : []),
    ],
    expires
      ? [
          emailJob({
            template: "payment_expired",
            bookingId: payment.bookingId,
            paymentId: payment.id,
            dedupeKey: `${payment.id}:expired`,
          }),
        ]
      : [],
  );
  if (booking && expires) await releaseHolds(deps, booking, await getItems(db, booking.id));
}

export interface SweepResult {
  dispatched: number;
  found: number;
  requeued: number;
  refunded: number;
}

/**
 * Repairs what a Worker killed between two writes leaves behind (the cron, every run): outbox jobs never
 * handed to their queue; money the gateway holds for an attempt Tern still thinks pending (a lost webhook);
 * paid or confirmed bookings whose ticketing never finished; and money kept by a booking that no longer needs
 * it (closed, or paid twice). Every repair is an idempotent step of the saga, so running it twice is harmless.
 */
export async function sweepStuck(
  deps: CheckoutDeps,
  stuckMinutes = STUCK_MINUTES,
  repairSeconds = REPAIR_SECONDS,
): Promise<SweepResult> {
  const { db, now } = deps;
  const before = new Date(now.getTime() - stuckMinutes * 60_000);
  const soon = new Date(now.getTime() - Math.min(repairSeconds * 1000, stuckMinutes * 60_000));
  const dispatched = await dispatchOutbox(db, deps.jobs.send, now, {
    olderThan: new Date(now.getTime() - OUTBOX_GRACE_MS),
  });

  let found = 0;
  for (const payment of await pendingPaymentsBefore(db, soon)) {
    if (!payment.gatewayRef) continue;
    const ref = payment.gatewayRef;
    const session = await gatewaySays(() => deps.gateway.getSession(ref));
    if (session !== "unreachable" && session?.status === "succeeded") {
      await anyPaymentArrived(deps, payment, "found by the sweep");
      found += 1;
    }
  }

  const stuck = await bookingsStuckIn(db, ["paid", "confirmed"], soon);
  for (const booking of stuck) await deps.jobs.send("ticketing", { bookingId: booking.id });
  // Changes paid but not applied, or applied with their old seats still sold: their job runs again.
  for (const change of await stuckChanges(db, soon)) await deps.jobs.send("ticketing", changeJob(change).body);
  // Paid stays the hotel was never asked about.
  const stuckStays = await staysStuck(db, soon);
  for (const stay of stuckStays) await deps.jobs.send("ticketing", { stayId: stay.id });

  let refunded = 0;
  const held = await succeededBetween(db, new Date(now.getTime() - REFUND_LOOKBACK_MS), before);
  const owners = new Map((await getBookingsOf(db, [...new Set(held.map((p) => p.bookingId))])).map((b) => [b.id, b]));
  // A booking that keeps its money keeps its first payment (by when it succeeded); any other goes back.
  const keeper = new Map<string, string>();
  for (const booking of owners.values()) {
    if (!keepsMoney(booking.status)) continue;
    const [first] = (await getPayments(db, booking.id))
      .filter((p) => p.status === "succeeded")
      .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.attempt - b.attempt);
    if (first) keeper.set(booking.id, first.id);
  }
  // Payments whose owner is not a booking are a stay's: a paid or confirmed stay keeps its first one.
  const stayIds = [...new Set(held.map((p) => p.bookingId))].filter((id) => !owners.has(id));
  for (const [stayId, paymentId] of await stayPaymentKeepers(db, stayIds)) keeper.set(stayId, paymentId);
  for (const payment of held) {
    if (payment.changeId ? await changeKeepsPayment(deps, payment) : keeper.get(payment.bookingId) === payment.id)
      continue;
    const booking = owners.get(payment.bookingId);
    const reason = payment.changeId
      ? `change ${payment.changeId} did not go ahead`
      : keeper.has(payment.bookingId)
        ? "booking paid twice"
        : `booking ${booking?.status ?? "missing"}`;
    if ((await gatewaySays(() => refund(deps, payment, reason))) !== "unreachable") refunded += 1;
  }
  return { dispatched, found, requeued: stuck.length + stuckStays.length, refunded };
}
