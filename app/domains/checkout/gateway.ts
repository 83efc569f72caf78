import type { Money } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";

/** docs/architecture.md, Third parties: the sandbox implements it today; Paystack, Flutterwave or Stripe later. */
export interface PaymentGateway {
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
}

export interface SessionInput {
  /** Tern's payment id: the gateway's idempotency key and the reference its webhooks carry. */
  merchantKey: string;
  amount: Money;
  customerName: string;
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
