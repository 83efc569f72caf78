import { and, eq, isNull } from "drizzle-orm";
import { customAlphabet } from "nanoid";
import type { Database } from "~/db/client.server";
import { type Currency, type Money, isCurrency } from "~/domains/markets/markets";
import {
  type BankAccount,
  GatewayError,
  GATEWAY_RETURN_PATH,
  type GatewaySession,
  type GatewaySessionStatus,
  type PaymentGateway,
  type SessionInput,
  type WebhookReading,
} from "../gateway";
import { PAYSTACK_CURRENCIES, PaystackApi, TRANSFER_CURRENCY } from "./api";
import { paystackRefunds, paystackSessions } from "./tables";
import { readPaystackWebhook } from "./webhook";

// The Paystack gateway (decision 019): Tern's PaymentGateway over Paystack's hosted checkout, its one-off
// transfer accounts, verify and refunds. The card, the bank transfer and USSD stay on Paystack's pages: Tern never
// sees a card number.

/** What Paystack's checkout offers for a card payment: the card, and the local ways to pay on the same page. */
const CHECKOUT_CHANNELS = ["card", "bank", "ussd", "mobile_money", "bank_transfer"];
/** A refund claimed but not recorded this long ago was lost with its Worker: looked for at Paystack, then asked again. */
export const REFUND_IN_FLIGHT_MS = 60_000;
const suffix = customAlphabet("abcdefghjkmnpqrstuvwxyz23456789", 8);

/** Paystack's transaction statuses (VerifyResponse `status`) as Tern's; anything unknown is taken as not paid. */
const STATUSES: Record<string, GatewaySessionStatus> = {
  success: "succeeded",
  failed: "declined",
  reversed: "refunded",
  abandoned: "open",
  ongoing: "open",
  pending: "open",
  processing: "open",
  queued: "open",
};

export interface PaystackGatewayDeps {
  db: Database;
  now: Date;
  secretKey: string;
  /** The site's public origin: Paystack needs absolute URLs. */
  siteUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

type SessionRow = typeof paystackSessions.$inferSelect;

export class PaystackGateway implements PaymentGateway {
  readonly transferCurrencies = [TRANSFER_CURRENCY] as const;
  private readonly api: PaystackApi;

  constructor(private readonly deps: PaystackGatewayDeps) {
    this.api = new PaystackApi({ secretKey: deps.secretKey, fetch: deps.fetch, timeoutMs: deps.timeoutMs });
  }

  async createCardSession(input: SessionInput) {
    const row =
      (await this.open(input.merchantKey)) ??
      (await this.keep(input, "card", async (reference) => {
        const answer = await this.api.initialize({
          email: input.customerEmail,
          amount: input.amount.amount,
          currency: input.amount.currency,
          reference,
          callback_url: `${this.deps.siteUrl}${GATEWAY_RETURN_PATH}`, // Paystack adds `?trxref=&reference=`
          channels: CHECKOUT_CHANNELS,
          // Paystack's "cancel" button goes back to the page the traveller came from.
          metadata: { merchant_key: input.merchantKey, cancel_action: `${this.deps.siteUrl}${input.returnUrl}` },
        });
        if (!answer.ok) throw refusal("initialize", answer);
        return { authorizationUrl: answer.data.authorization_url, account: null };
      }));
    if (!row.authorizationUrl) throw new GatewayError("paystack: this key is a transfer, not a card session");
    return { sessionId: row.reference, url: row.authorizationUrl };
  }

  async createBankTransfer(input: SessionInput & { expiresAt: Date }) {
    if (input.amount.currency !== TRANSFER_CURRENCY) {
      throw new GatewayError(`paystack: transfer accounts take ${TRANSFER_CURRENCY} only`);
    }
    const row =
      (await this.open(input.merchantKey)) ??
      (await this.keep(input, "bank_transfer", async (reference) => {
        const answer = await this.api.transferAccount({
          email: input.customerEmail,
          amount: input.amount.amount,
          reference,
          bank_transfer: { account_expires_at: input.expiresAt.toISOString() },
          metadata: { merchant_key: input.merchantKey },
        });
        if (!answer.ok) throw refusal("charge", answer);
        const account: BankAccount = {
          bankName: answer.data.bank.name,
          accountNumber: answer.data.account_number,
          accountName: answer.data.account_name,
          amount: input.amount,
          reference,
          expiresAt: new Date(answer.data.account_expires_at).toISOString(),
        };
        return { authorizationUrl: null, account: JSON.stringify(account) };
      }));
    if (!row.account) throw new GatewayError("paystack: this key is a card session, not a transfer");
    return { sessionId: row.reference, account: JSON.parse(row.account) as BankAccount };
  }

  async getSession(sessionId: string): Promise<GatewaySession | null> {
    const row = await this.byReference(sessionId);
    if (!row) return null;
    const answer = await this.api.verify(sessionId);
    if (!answer.ok) return answer.kind === "not_found" ? { ...this.asSession(row), status: closedOr(row) } : null;
    const known = STATUSES[answer.data.status];
    if (!known) console.warn("paystack: an unknown transaction status, taken as not paid", answer.data.status);
    const status = known ?? "open";
    const currency = isCurrency(answer.data.currency) ? answer.data.currency : null;
    if (!currency) throw new GatewayError("paystack: a transaction in a currency Tern does not sell in");
    return {
      id: row.reference,
      merchantKey: row.merchantKey,
      status: status === "open" ? closedOr(row) : status,
      amount: { amount: answer.data.amount, currency },
    };
  }

  /**
   * Paystack cannot close a checkout page or an account: Tern stops giving them out, and money that still comes is a
   * late payment the checkout keeps or gives back (machines.ts). Answers the session as Paystack has it.
   */
  async cancel(sessionId: string): Promise<GatewaySession | null> {
    const row = await this.byReference(sessionId);
    if (!row) return null;
    if (!row.closedAt) {
      await this.deps.db
        .update(paystackSessions)
        .set({ closedAt: this.deps.now.toISOString() })
        .where(and(eq(paystackSessions.reference, sessionId), isNull(paystackSessions.closedAt)));
    }
    return this.getSession(sessionId);
  }

  async refund(sessionId: string, options: { amount?: Money; key?: string } = {}) {
    const key = options.key ?? sessionId;
    const { db, now } = this.deps;
    const row = await this.byReference(sessionId);
    if (!row) throw new GatewayError("paystack: refund of an unknown transaction");
    const note = `tern:${key}`;
    const claimed = await db
      .insert(paystackRefunds)
      .values({ key, reference: sessionId, currency: row.currency, claimedAt: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: paystackRefunds.key });
    if (claimed.length === 0) {
      const [claim] = await db.select().from(paystackRefunds).where(eq(paystackRefunds.key, key));
      if (claim?.refundId) return { refundId: claim.refundId, amount: this.money(claim.amount ?? 0, row) };
      const since = Date.parse(claim?.claimedAt ?? now.toISOString());
      // Another call is asking Paystack right now: asking too would refund twice.
      if (now.getTime() - since < REFUND_IN_FLIGHT_MS) throw new GatewayError("paystack: this refund is in flight");
      const listed = await this.api.refundsSince(new Date(since - REFUND_IN_FLIGHT_MS));
      const found = listed.ok ? listed.data.find((refund) => refund.merchant_note === note) : undefined;
      if (found) return this.recordRefund(key, found.id, found.amount, row);
      await db.update(paystackRefunds).set({ claimedAt: now.toISOString() }).where(eq(paystackRefunds.key, key));
    }
    const answer = await this.api.refund({
      transaction: sessionId,
      amount: options.amount?.amount,
      merchant_note: note,
    });
    if (!answer.ok) throw refusal("refund", answer);
    return this.recordRefund(key, answer.data.id, answer.data.amount, row);
  }

  /** Paystack pays a transfer account when the money lands: the claim matches when Paystack already has it. */
  async confirmTransfer(sessionId: string, claim: { reference: string; amount: Money }) {
    const session = await this.getSession(sessionId);
    const paid = session?.status === "succeeded" || session?.status === "refunded";
    return paid && session?.amount.amount === claim.amount.amount ? "matched" : "unmatched";
  }

  async returnTo(sessionId: string): Promise<string | null> {
    return (await this.byReference(sessionId))?.returnUrl ?? null;
  }

  async readWebhook(body: string, headers: Headers): Promise<WebhookReading> {
    return readPaystackWebhook(this.deps.secretKey, body, headers.get("x-paystack-signature"), async (reference) => {
      const row = await this.byReference(reference);
      return row ? row.merchantKey : null;
    });
  }

  /** The session kept for a merchant key, unless closed (a closed page is never given out again). */
  private async open(merchantKey: string): Promise<SessionRow | null> {
    const [row] = await this.deps.db
      .select()
      .from(paystackSessions)
      .where(eq(paystackSessions.merchantKey, merchantKey));
    if (row?.closedAt) throw new GatewayError("paystack: this attempt is closed");
    return row ?? null;
  }

  /** Opens a session at Paystack and keeps it; when two opened at once, the first kept is the one answered. */
  private async keep(
    input: SessionInput,
    kind: "card" | "bank_transfer",
    call: (reference: string) => Promise<{ authorizationUrl: string | null; account: string | null }>,
  ): Promise<SessionRow> {
    if (!(PAYSTACK_CURRENCIES as readonly string[]).includes(input.amount.currency)) {
      throw new GatewayError(`paystack: ${input.amount.currency} is not a currency Paystack settles`);
    }
    const reference = `${input.merchantKey}.${suffix()}`;
    const opened = await call(reference);
    const { db, now } = this.deps;
    await db
      .insert(paystackSessions)
      .values({
        merchantKey: input.merchantKey,
        reference,
        kind,
        amount: input.amount.amount,
        currency: input.amount.currency,
        ...opened,
        returnUrl: input.returnUrl,
        createdAt: now.toISOString(),
      })
      .onConflictDoNothing();
    const kept = await this.open(input.merchantKey);
    if (!kept) throw new GatewayError("paystack: the session was not kept");
    return kept;
  }

  private async byReference(reference: string): Promise<SessionRow | null> {
    const [row] = await this.deps.db.select().from(paystackSessions).where(eq(paystackSessions.reference, reference));
    return row ?? null;
  }

  private asSession(row: SessionRow): GatewaySession {
    return { id: row.reference, merchantKey: row.merchantKey, status: "open", amount: this.money(row.amount, row) };
  }

  private money(amount: number, row: SessionRow): Money {
    return { amount, currency: row.currency as Currency };
  }

  private async recordRefund(key: string, id: number, amount: number, row: SessionRow) {
    await this.deps.db
      .update(paystackRefunds)
      .set({ refundId: String(id), amount })
      .where(and(eq(paystackRefunds.key, key), isNull(paystackRefunds.refundId)));
    return { refundId: String(id), amount: this.money(amount, row) };
  }
}

const closedOr = (row: SessionRow): GatewaySessionStatus => (row.closedAt ? "cancelled" : "open");

function refusal(call: string, answer: { kind: "not_found" } | { kind: "refused"; code: string; message: string }) {
  return new GatewayError(
    answer.kind === "refused" ? `paystack ${call} refused: ${answer.code} ${answer.message}` : `paystack ${call}: 404`,
  );
}
