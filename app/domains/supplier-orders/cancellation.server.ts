import { refundStatements } from "~/domains/points/reversal.server";
import { and, eq, isNull, lte } from "drizzle-orm";
import { runBatch } from "~/db/batch";
import { commit } from "~/domains/checkout/checkout.server";
import { keptPayment } from "~/domains/checkout/payments.server";
import { refund } from "~/domains/checkout/settle.server";
import { moved } from "~/domains/core/state-machine";
import type { Money } from "~/domains/markets/markets";
import { supplierOrders } from "./tables";
import { getOrder, transitionOrder } from "./orders.server";
import { orderEmailJob } from "./payment.server";
import type { CancellationTerms, ProductFactsByKind, SupplierOrder, SupplierOrderDeps } from "./types";

export type CancelResult =
  | { kind: "cancelled"; refund: Money }
  | { kind: "already_cancelled" }
  | Extract<CancellationTerms, { kind: "not_cancellable" }>;

/** What cancelling an order now would cost, by its product's terms as sold: shown before the traveller confirms. */
export function orderCancellationTerms(
  products: ProductFactsByKind,
  order: SupplierOrder,
  now: Date,
): CancellationTerms {
  const product = products[order.kind];
  if (!product || order.status !== "confirmed") return { kind: "not_cancellable", reason: "not_booked" };
  return product.cancellationTerms(order, now);
}

/**
 * Cancels a booked order for its owner: it moves to cancelled with what is owed back in one guarded step (a repeated
 * or concurrent request cancels once); then the supplier, the hold and the refund are settled.
 */
export async function cancelOrder(deps: SupplierOrderDeps, order: SupplierOrder): Promise<CancelResult> {
  if (order.status === "cancelled") return { kind: "already_cancelled" };
  const terms = orderCancellationTerms(deps.supplierProducts, order, deps.now);
  if (terms.kind === "not_cancellable") return terms;
  const { db, now } = deps;
  const results = await runBatch(
    db,
    transitionOrder(db, order, "cancelled", `cancelled by its owner (${terms.kind})`, now, {
      cancelledAt: now.toISOString(),
      cancelRefund: terms.refund.amount,
    }),
  );
  if (!moved(results)) return { kind: "already_cancelled" };
  await settleCancellation(deps, order.id);
  return { kind: "cancelled", refund: terms.refund };
}

/**
 * The rest of a cancellation, each step safe to run again (the sweep runs it for a Worker that died): the supplier
 * cancels, the places go back on sale, its wakapoints are taken back, the payment is refunded by what is owed, and the
 * traveller is told.
 */
export async function settleCancellation(deps: SupplierOrderDeps, orderId: string) {
  const order = await getOrder(deps.db, deps.supplierProducts, orderId);
  if (!order || order.status !== "cancelled" || order.cancelledAt === null) return;
  const { db, now } = deps;
  const product = deps.supplierProducts[order.kind];
  if (order.confirmation && product) await product.cancel(order);
  if (order.inventoryUnit) await deps.inventory.getByName(order.inventoryUnit).returnSale(order.holdId);
  // No trip, no points: what it earned is taken back (its entry's id keeps a second run from taking it twice).
  await runBatch(db, await refundStatements(db, order.id, now));
  const owed = order.cancelRefund?.amount ?? 0;
  const paid = await keptPayment(db, { kind: "supplier_order", id: order.id });
  if (paid && owed > 0) {
    await refund(
      deps,
      paid,
      `${order.kind} cancelled`,
      owed < paid.amount.amount ? { amount: owed, currency: paid.amount.currency } : undefined,
    );
  }
  await commit(
    deps,
    [
      db
        .update(supplierOrders)
        .set({ cancelSettledAt: now.toISOString() })
        .where(and(eq(supplierOrders.id, order.id), isNull(supplierOrders.cancelSettledAt))),
    ],
    [orderEmailJob({ template: "order_cancelled", supplierOrderId: order.id, dedupeKey: `${order.id}:cancelled` })],
  );
}

/** Cancellations a Worker left unsettled: the sweep settles them. */
export async function unsettledCancellations(db: SupplierOrderDeps["db"], before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: supplierOrders.id })
    .from(supplierOrders)
    .where(
      and(
        eq(supplierOrders.status, "cancelled"),
        isNull(supplierOrders.cancelSettledAt),
        lte(supplierOrders.cancelledAt, before.toISOString()),
      ),
    )
    .limit(100);
  return rows.map((row) => row.id);
}
