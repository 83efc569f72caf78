import type { BatchItem } from "drizzle-orm/batch";
import { runBatch } from "~/db/batch";
import type { Money } from "~/domains/markets/markets";
import { type CheckoutDeps, commit } from "./checkout.server";
import { NOT_YET_PAID } from "./machines";
import type { PayableState } from "./payable";
import {
  cancelOtherPendingStatements,
  paymentsOf,
  type Payment,
  paymentStatusStatement,
  type RefundChannel,
  refundStatement,
} from "./payments.server";

// What happens to money once the gateway has moved it (docs/architecture.md, the checkout): a payment's arrival,
// decline or lapse is dispatched to what it pays for by the kind and id the payment names, never by probing tables;
// and every gateway refund goes through `refund` or `refundCasePayment`.

/** What a payment pays for, as it stands; null for an unknown kind or a missing payable. */
export async function payableOf(deps: Pick<CheckoutDeps, "payables">, payment: Payment): Promise<PayableState | null> {
  const payable = deps.payables[payment.payable.kind];
  if (!payable) {
    console.error(`payment ${payment.id} pays an unknown kind ${payment.payable.kind}`);
    return null;
  }
  return payable.find(payment.payable.id);
}

/**
 * The gateway holds this payment's money (told by a webhook, or found by asking it). What it pays for, still waiting
 * for it, is paid, with its fulfilment jobs in the same batch; what no longer waits (paid by another attempt, expired,
 * closed) gives it back. Read again first: a concurrent delivery may have just settled it. Guarded by the statuses it
 * expects, so a repeat does nothing; had the payable moved on meanwhile, the sweep gives the money back. `also` goes
 * in the same batch (the payments desk's record of the match and its audit row).
 */
export async function paymentArrived(
  deps: CheckoutDeps,
  found: Payment,
  reason: string,
  also: readonly BatchItem<"sqlite">[] = [],
) {
  const { db, now } = deps;
  const payment = (await paymentsOf(db, found.payable)).find((p) => p.id === found.id);
  if (!payment || !NOT_YET_PAID(payment.status)) return;
  const owner = await payableOf(deps, payment);
  if (!owner) return;
  const succeeded = paymentStatusStatement(db, payment.id, NOT_YET_PAID.statuses, "succeeded", now, reason);
  if (owner.waiting) {
    const effects = owner.paid(payment, reason);
    await commit(
      deps,
      [
        ...succeeded,
        ...cancelOtherPendingStatements(db, payment.payable, payment.id, now),
        ...effects.statements,
        ...also,
      ],
      effects.jobs,
    );
    await effects.after?.();
    return;
  }
  await runBatch(db, [...succeeded, ...also]);
  await refund(deps, payment, `${owner.label} when payment ${payment.id} arrived`);
}

/** A declined card: what it pays for may be paid again while it is held. */
export async function paymentDeclined(deps: CheckoutDeps, found: Payment) {
  const payment = (await paymentsOf(deps.db, found.payable)).find((p) => p.id === found.id);
  if (payment?.status !== "pending") return;
  const owner = await payableOf(deps, payment);
  const effects = owner?.declined(payment);
  await commit(
    deps,
    [
      ...paymentStatusStatement(deps.db, payment.id, ["pending"], "declined", deps.now, "card declined"),
      ...(effects?.statements ?? []),
    ],
    effects?.jobs,
  );
  await effects?.after?.();
}

/** An attempt whose time ran out unpaid (closed at the gateway first): what waited for it lapses with it. */
export async function paymentLapsed(deps: CheckoutDeps, found: Payment) {
  const payment = (await paymentsOf(deps.db, found.payable)).find((p) => p.id === found.id);
  if (payment?.status !== "pending") return;
  const owner = await payableOf(deps, payment);
  const effects = owner?.lapsed(payment);
  await commit(
    deps,
    [
      ...paymentStatusStatement(deps.db, payment.id, ["pending"], "expired", deps.now, "not received in time"),
      ...(effects?.statements ?? []),
    ],
    effects?.jobs,
  );
  await effects?.after?.();
}

/**
 * A gateway refund of a payment, recorded once (keyed by the payment): the saga's undo, or a cancellation's refund
 * value. `amount` keeps the rest (a cancellation's penalty); without it, all of the payment goes back and the payment
 * is refunded. A payment given back in part stays succeeded, as its gateway session does. A payment that is one part
 * of a shared charge (a flight and a stay paid together) gives back its own part only.
 */
export async function refund(
  deps: Pick<CheckoutDeps, "db" | "gateway" | "now">,
  payment: Payment,
  reason: string,
  amount?: Money,
) {
  if (!payment.gatewayRef) return;
  const whole = !amount || amount.amount >= payment.amount.amount;
  const refunded = await deps.gateway.refund(payment.gatewayRef, {
    key: payment.id,
    amount: whole ? payment.amount : amount,
  });
  await runBatch(deps.db, [
    ...(whole
      ? paymentStatusStatement(
          deps.db,
          payment.id,
          ["succeeded", "cancelled", "expired", "pending", "declined"],
          "refunded",
          deps.now,
          reason,
        )
      : []),
    refundStatement(deps.db, payment, {
      reason,
      gatewayRef: refunded.refundId,
      amount: refunded.amount.amount,
      now: deps.now,
    }),
  ]);
}

/**
 * A refund case's money, moved once (docs/architecture.md, refund vocabulary): its value back to the card through the
 * gateway's partial refund (keyed by the case, so a retried step gets the same refund), or paid to the bank account the
 * case gives. The payment stays succeeded: what the case does not give back is kept. `statements` (the case's and its
 * order's moves) go in the same batch as the refund's record, and their results are answered; a step that died after
 * the gateway refunded is run again by the next cron and records it then.
 */
export async function refundCasePayment(
  deps: Pick<CheckoutDeps, "db" | "gateway" | "now">,
  payment: Payment,
  refundCase: { id: string; reference: string; amount: Money; channel: RefundChannel },
  statements: readonly BatchItem<"sqlite">[],
) {
  const key = `case:${refundCase.id}`;
  const gatewayRef =
    refundCase.channel === "original_payment" && payment.gatewayRef
      ? (await deps.gateway.refund(payment.gatewayRef, { key, amount: refundCase.amount })).refundId
      : `bank:${refundCase.reference}`;
  const [, ...results] = await runBatch(deps.db, [
    refundStatement(deps.db, payment, {
      key,
      reason: `refund case ${refundCase.reference}`,
      gatewayRef,
      amount: refundCase.amount.amount,
      channel: refundCase.channel,
      refundCaseId: refundCase.id,
      now: deps.now,
    }),
    ...statements,
  ]);
  return results;
}
