import { runBatch } from "~/db/batch";
import { supplierOrders } from "./tables";
import { getContact, getParty, whileIn } from "./orders.server";
import type { SupplierOrder, SupplierOrderDeps } from "./types";

export type AmendResult = "amended" | "unchanged" | "unavailable" | "closed";

/**
 * Moves an order to a new request of the same product (a ride following its flight's new arrival) at the price it was
 * sold for: the new request priced and held, sold at once for a confirmed order and booked with the supplier by the
 * same reference, then the row rewritten in one guarded statement (an order that moved meanwhile changes nothing),
 * and the old places given back. Nothing is charged or refunded: the traveller keeps what they paid for.
 */
export async function amendOrder(
  deps: SupplierOrderDeps,
  order: SupplierOrder,
  request: unknown,
): Promise<AmendResult> {
  const product = deps.supplierProducts[order.kind];
  const parsed = product?.requestSchema.safeParse(request);
  if (!product || !parsed?.success) return "unavailable";
  if (product.sameAs(parsed.data) === product.sameAs(order.request)) return "unchanged";
  if (!["draft", "pending_payment", "payment_failed", "confirmed"].includes(order.status)) return "closed";
  const priced = await product.price(parsed.data, { locale: order.locale, currency: order.currency }, deps.now);
  if (!priced || priced.total.currency !== order.currency) return "unavailable";
  // A hold of its own: the old one stays until the new one is written.
  const holdId = `${order.id}-h${deps.now.getTime().toString(36)}`;
  const ttlMs = Math.max(60_000, Date.parse(order.holdExpiresAt) - deps.now.getTime());
  if (priced.hold) {
    const unit = deps.inventory.getByName(priced.hold.unit);
    const held = await unit.hold({ holdId, items: priced.hold.items, ttlMs });
    if (!held.ok) return "unavailable";
    if (order.status === "confirmed" && !(await unit.confirm(holdId)).ok) return "unavailable";
  }
  const amended: SupplierOrder = { ...order, request: parsed.data, quote: priced.quote, startsOn: priced.startsOn };
  let { confirmation, codes } = order;
  if (order.status === "confirmed") {
    const [lead, party] = await Promise.all([getContact(deps.db, order.id), getParty(deps.db, order.id)]);
    const booked = lead ? await product.book(amended, lead, party) : ({ ok: false, reason: "rejected" } as const);
    if (!booked.ok) {
      if (priced.hold) await deps.inventory.getByName(priced.hold.unit).returnSale(holdId);
      return "unavailable";
    }
    confirmation = booked.confirmation;
    codes = booked.codes ?? [];
  }
  const { db } = deps;
  await runBatch(db, [
    db
      .update(supplierOrders)
      .set({
        requestJson: JSON.stringify(parsed.data),
        quoteJson: JSON.stringify(priced.quote),
        startsOn: priced.startsOn,
        inventoryUnit: priced.hold?.unit ?? null,
        holdId,
        confirmation,
        codesJson: codes.length ? JSON.stringify(codes) : null,
        updatedAt: deps.now.toISOString(),
      })
      .where(whileIn(order)),
  ]);
  if (order.inventoryUnit) {
    const old = deps.inventory.getByName(order.inventoryUnit);
    await (order.status === "confirmed" ? old.returnSale(order.holdId) : old.release(order.holdId));
  }
  return "amended";
}
