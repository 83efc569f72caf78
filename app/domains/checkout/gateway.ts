import { z } from "zod";
import { CURRENCIES, type Money } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";

/**
 * docs/architecture.md, Third parties: the sandbox (`sandbox/`) and Paystack (`paystack/`, decision 019) implement it;
 * PAYMENT_GATEWAY picks one (app/services.server.ts).
 */
export interface PaymentGateway {
  /** The currencies it opens bank transfer accounts in ("any": all); a market offers transfer only in those. */
  readonly transferCurrencies: readonly Money["currency"][] | "any";
  /** A hosted card page for one amount. The same merchant key answers the same session. */
  createCardSession(input: SessionInput): Promise<{ sessionId: string; url: string }>;
  /** A virtual account for one exact amount, open until `expiresAt`. The same merchant key answers the same account. */
  createBankTransfer(input: SessionInput & { expiresAt: Date }): Promise<{ sessionId: string; account: BankAccount }>;
  getSession(sessionId: string): Promise<GatewaySession | null>;
  /**
   * Closes a session that has not been paid, so it can no longer be; answers the session as it then stands
   * ("succeeded" when the money had already arrived). Closing a closed session changes nothing.
   */
  cancel(sessionId: string): Promise<GatewaySession | null>;
  /**
   * Refunds a session's charge: what is left of it, or `amount` (a cancellation's penalty is kept; one part of a charge
   * shared by a flight and a stay). One refund per `key` (Tern's payment id): asking again answers the same refund.
   */
  refund(sessionId: string, options?: { amount?: Money; key?: string }): Promise<{ refundId: string; amount: Money }>;
  /**
   * A traveller says a transfer into this session's account was made, with this reference and amount. "matched" when
   * the bank finds it (the session is then paid, and its webhook follows, once); "unmatched" leaves it for review.
   */
  confirmTransfer(sessionId: string, claim: { reference: string; amount: Money }): Promise<"matched" | "unmatched">;
  /** Where the traveller goes once back from the hosted page (the session's `returnUrl`); null for an unknown session. */
  returnTo(sessionId: string): Promise<string | null>;
  /** A webhook delivery checked by the gateway's own signature and read as Tern's event. */
  readWebhook(body: string, headers: Headers): Promise<WebhookReading>;
}

export interface SessionInput {
  /** Tern's payment id: the gateway's idempotency key and the reference its webhooks carry. */
  merchantKey: string;
  amount: Money;
  customerName: string;
  /** Where the gateway sends its receipt (the order's contact). */
  customerEmail: string;
  locale: Locale;
  /** Where the hosted page sends the traveller back, with `?session=`. */
  returnUrl: string;
}

export interface BankAccount {
  bankName: string;
  accountNumber: string;
  accountName: string;
  /** The exact amount to send and the reference to quote. */
  amount: Money;
  reference: string;
  expiresAt: string;
}

export const GATEWAY_SESSION_STATUSES = [
  "open",
  "otp_required",
  "succeeded",
  "declined",
  "expired",
  "cancelled",
  "refunded",
] as const;
export type GatewaySessionStatus = (typeof GATEWAY_SESSION_STATUSES)[number];

export interface GatewaySession {
  id: string;
  merchantKey: string;
  status: GatewaySessionStatus;
  amount: Money;
}

/** The gateway answered with an error or not at all: "Failed to submit payment request, please try again." */
export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GatewayError";
  }
}

/** A gateway's event as Tern reads it, whichever gateway sent it (each reads its own deliveries: readWebhook). */
export const WebhookEventSchema = z.object({
  /** The same for every delivery of one event. */
  id: z.string().min(1).max(120),
  type: z.enum(["payment.succeeded", "payment.declined", "payment.expired", "refund.succeeded"]),
  data: z.object({
    sessionId: z.string().min(1).max(80),
    merchantKey: z.string().min(1).max(80),
    status: z.enum(GATEWAY_SESSION_STATUSES),
    amount: z.number().int().nonnegative(),
    currency: z.enum(CURRENCIES),
  }),
  created: z.string(),
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;
/** A delivery as a gateway reads it: Tern's event; "ignored" (genuine, but nothing Tern acts on); null (refused). */
export type WebhookReading = WebhookEvent | "ignored" | null;

/**
 * Where every gateway's page sends the traveller back, with the session's reference (`?reference=`):
 * app/routes/payments-return.ts asks the gateway where the payment stands at once, then goes on to the session's
 * return URL. The page the traveller paid from therefore shows the gateway's answer, not a webhook's wait.
 */
export const GATEWAY_RETURN_PATH = "/payments/return";
export const gatewayReturn = (sessionId: string) =>
  `${GATEWAY_RETURN_PATH}?${new URLSearchParams({ reference: sessionId })}`;
