import { z } from "zod";
import { hmacSha512Hex, sameDigest } from "~/lib/digest";
import { isCurrency } from "~/domains/markets/markets";
import type { WebhookReading } from "../gateway";

// Paystack's events (https://paystack.com/docs/payments/webhooks/): the body signed with the secret key by HMAC
// SHA-512 in `x-paystack-signature`. Paystack gives an event no id of its own, so Tern names it by the event and the
// transaction (or refund) it is about: a delivery again is that id again, deduplicated by the checkout. Events Tern
// does not act on are acknowledged, so Paystack stops sending them.

const ChargeSuccess = z.object({
  event: z.literal("charge.success"),
  data: z.object({
    id: z.number().int(),
    status: z.string(),
    reference: z.string().min(1).max(120),
    amount: z.number().int().nonnegative(),
    currency: z.string(),
    paid_at: z.string().nullable().optional(),
  }),
});

const RefundProcessed = z.object({
  event: z.literal("refund.processed"),
  data: z.object({
    transaction_reference: z.string().min(1).max(120),
    refund_reference: z.string().nullable().optional(),
    amount: z.number().int().nonnegative(),
    currency: z.string(),
  }),
});

const AnyEvent = z.object({ event: z.string() });

/**
 * The event as Tern's, when the signature is Paystack's; "ignored" for an event Tern does not act on or a transaction
 * that is not Tern's (`merchantKeyOf` answers null); null for a bad signature or body.
 */
export async function readPaystackWebhook(
  secretKey: string,
  body: string,
  signature: string | null,
  merchantKeyOf: (reference: string) => Promise<string | null>,
): Promise<WebhookReading> {
  if (!signature || !/^[0-9a-f]{128}$/.test(signature)) return null;
  if (!sameDigest(await hmacSha512Hex(secretKey, body), signature)) return null;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const named = AnyEvent.safeParse(json);
  if (!named.success) return null;
  const charge = ChargeSuccess.safeParse(json);
  const refund = RefundProcessed.safeParse(json);
  // An event Tern acts on in a shape it cannot read is refused (and logged by the caller), never taken half-read.
  if (named.data.event === "charge.success" && !charge.success) return null;
  if (named.data.event === "refund.processed" && !refund.success) return null;
  if (charge.success) {
    const { data } = charge.data;
    const merchantKey = await merchantKeyOf(data.reference);
    if (!merchantKey || !isCurrency(data.currency)) return "ignored";
    return {
      id: `charge.success:${data.id}`,
      type: "payment.succeeded",
      data: {
        sessionId: data.reference,
        merchantKey,
        status: "succeeded",
        amount: data.amount,
        currency: data.currency,
      },
      created: data.paid_at ?? "",
    };
  }
  if (refund.success) {
    const { data } = refund.data;
    const merchantKey = await merchantKeyOf(data.transaction_reference);
    if (!merchantKey || !isCurrency(data.currency)) return "ignored";
    return {
      id: `refund.processed:${data.transaction_reference}:${data.refund_reference ?? data.amount}`,
      type: "refund.succeeded",
      data: {
        sessionId: data.transaction_reference,
        merchantKey,
        status: "refunded",
        amount: data.amount,
        currency: data.currency,
      },
      created: "",
    };
  }
  return "ignored";
}
