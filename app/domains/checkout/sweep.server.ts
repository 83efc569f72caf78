import { dispatchOutbox } from "~/domains/jobs/outbox.server";
import { type CheckoutDeps, closeAtGateway } from "./checkout.server";
import { GatewayError } from "./gateway";
import { payableOf, paymentArrived, paymentLapsed, refund } from "./settle.server";
import { keptPayment, lapsedPayments, pendingPaymentsBefore, succeededBetween } from "./payments.server";

/** Money held by a closed or twice-paid payable is given back once it has been settled this long. */
export const STUCK_MINUTES = 10;
/**
 * A traveller charged without what they paid for is repaired within two minutes (the cron runs every minute): an
 * attempt still pending this long is asked about at the gateway (a lost webhook), and whatever was paid but whose
 * fulfilment has not finished is handed to it again (every fulfilment step is idempotent).
 */
export const REPAIR_SECONDS = 30;
/** How far back the sweep looks for money that a closed or twice-paid payable must give back. */
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
 * The cron (docs/architecture.md, the checkout): every payable closes what lapsed before it was paid (a draft whose
 * hold ran out), and unpaid attempts past their time (a bank transfer after two days, an abandoned card page) lapse
 * with what waited for them. Before an attempt lapses it is closed at the gateway: money that arrived without its
 * webhook pays instead, and a gateway that does not answer is asked again at the next run.
 */
export async function expireLapsed(deps: CheckoutDeps): Promise<{ drafts: number; payments: number }> {
  let drafts = 0;
  for (const payable of Object.values(deps.payables)) drafts += await payable.expireLapsed();
  let expired = 0;
  for (const payment of await lapsedPayments(deps.db, deps.now)) {
    const status = await gatewaySays(() => closeAtGateway(deps, payment));
    if (status === "unreachable") continue;
    if (status === "succeeded") {
      await paymentArrived(deps, payment, "found when it was due to expire");
      continue;
    }
    await paymentLapsed(deps, payment);
    expired += 1;
  }
  return { drafts, payments: expired };
}

export interface SweepResult {
  dispatched: number;
  found: number;
  requeued: number;
  refunded: number;
}

/**
 * Repairs what a Worker killed between two writes leaves behind (the cron, every run): outbox jobs never handed to
 * their queue; money the gateway holds for an attempt Tern still thinks pending (a lost webhook); whatever was paid
 * but not fulfilled (each payable's `repair`); and money kept by a payable that no longer needs it (closed, or paid
 * twice). Every repair is an idempotent step of the saga, so running it twice is harmless.
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
      await paymentArrived(deps, payment, "found by the sweep");
      found += 1;
    }
  }

  let requeued = 0;
  for (const payable of Object.values(deps.payables)) requeued += await payable.repair(soon);

  let refunded = 0;
  for (const payment of await succeededBetween(db, new Date(now.getTime() - REFUND_LOOKBACK_MS), before)) {
    const owner = await payableOf(deps, payment);
    const kept = owner?.keepsMoney ? await keptPayment(db, payment.payable) : null;
    if (kept?.id === payment.id) continue;
    const reason = kept ? `${payment.payable.kind} paid twice` : `${owner?.label ?? `${payment.payable.kind} missing`}`;
    if ((await gatewaySays(() => refund(deps, payment, reason))) !== "unreachable") refunded += 1;
  }
  return { dispatched, found, requeued, refunded };
}
