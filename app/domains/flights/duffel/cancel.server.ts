import type { Currency } from "~/domains/markets/markets";
import type { CancelResult, IssueInput } from "../supplier";
import { DuffelRefusal } from "./api";
import { moneyOf } from "./offers";
import { orderOf, type DuffelContext } from "./orders.server";

/**
 * A booking refunded in full cancels its Duffel order (decision 020): Duffel's cancellation quote, then its
 * confirmation; what Duffel returns goes to the balance the order was paid from. An order already cancelled (the
 * Worker stopped after confirming) answers "cancelled" again; one whose fare allows no cancellation says so.
 */
export async function cancelOrder(ctx: DuffelContext, input: IssueInput, currency: Currency): Promise<CancelResult> {
  const order = await orderOf(ctx, input);
  if (order.cancelled_at) return { status: "cancelled", refund: null };
  if (!order.available_actions.includes("cancel")) return { status: "not_cancellable" };
  let confirmed;
  try {
    const quote = await ctx.api.cancellationQuote(order.id);
    confirmed = quote.confirmed_at ? quote : await ctx.api.confirmCancellation(quote.id);
  } catch (error) {
    if (!(error instanceof DuffelRefusal)) throw error;
    console.warn("duffel: the cancellation was refused", error.codes);
    return { status: "not_cancellable" };
  }
  const refund =
    confirmed.refund_amount && confirmed.refund_currency
      ? moneyOf(confirmed.refund_amount, confirmed.refund_currency, currency)
      : null;
  return { status: "cancelled", refund };
}
