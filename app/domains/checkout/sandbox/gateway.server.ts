import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Currency, Money } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";
import {
  type BankAccount,
  GatewayError,
  type GatewaySession,
  type GatewaySessionStatus,
  type PaymentGateway,
  type SessionInput,
} from "../gateway";
import { SIGNATURE_HEADER, signWebhook, verifyWebhook, type WebhookEvent } from "../webhooks";
import { gatewayRefunds, gatewaySessions } from "./tables";
import { TEST_CARDS, TEST_OTP } from "./test-cards";

export { TEST_CARDS, TEST_OTP };

/** A billing name that makes the gateway fail to answer (docs/sandbox.md). */
export const GATEWAY_DOWN_NAME = "SANDBOX-GATEWAY-DOWN";
/** A payment confirmation quoting a reference that starts so finds the sandbox bank down (docs/sandbox.md). */
export const BANK_DOWN_REFERENCE = "SANDBOX-BANK-DOWN";
/** A hosted card page stays open this long. */
export const CARD_SESSION_MINUTES = 30;
const SANDBOX_BANK = "Sandbox Bank (test mode)";
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

const digitsOf = (card: string) => card.replace(/\D/g, "");
const outcomeOf = (card: string) => TEST_CARDS.find((c) => digitsOf(c.number) === digitsOf(card))?.outcome;

export type CardOutcome = "succeeded" | "declined" | "otp_required" | "closed";

export interface SandboxGatewayDeps {
  db: Database;
  now: Date;
  /** Where the hosted pages live, e.g. "https://tern.example/pay". */
  pagesBase: string;
  webhookSecret: string;
  /** Hands a signed event to the merchant (a queue in the app, a direct call in tests). */
  deliver: (delivery: { body: string; signature: string }) => Promise<void>;
}

type SessionRow = typeof gatewaySessions.$inferSelect;

const toSession = (row: SessionRow): GatewaySession => ({
  id: row.id,
  merchantKey: row.merchantKey,
  status: row.status as GatewaySessionStatus,
  amount: { amount: row.amount, currency: row.currency as Currency },
});

/**
 * The sandbox payment gateway: hosted card pages, virtual accounts for bank transfers, refunds and signed
 * webhooks, kept in its own tables. Tern's own code reaches it only through PaymentGateway.
 */
export class SandboxGateway implements PaymentGateway {
  readonly transferCurrencies = "any" as const;
  constructor(private readonly deps: SandboxGatewayDeps) {}

  async createCardSession(input: SessionInput) {
    const row = await this.create(input, "card", new Date(this.deps.now.getTime() + CARD_SESSION_MINUTES * 60_000));
    return { sessionId: row.id, url: `${this.deps.pagesBase}/${row.id}` };
  }

  async createBankTransfer(input: SessionInput & { expiresAt: Date }) {
    const row = await this.create(input, "bank_transfer", input.expiresAt);
    const account: BankAccount = {
      bankName: row.bankName ?? SANDBOX_BANK,
      accountNumber: row.accountNumber ?? "",
      accountName: row.accountName ?? "",
      amount: { amount: row.amount, currency: row.currency as Currency },
      reference: row.merchantReference,
      expiresAt: row.expiresAt,
    };
    return { sessionId: row.id, account };
  }

  async getSession(sessionId: string): Promise<GatewaySession | null> {
    const row = await this.row(sessionId);
    return row ? toSession(row) : null;
  }

  async cancel(sessionId: string): Promise<GatewaySession | null> {
    const row = await this.row(sessionId);
    if (!row) return null;
    await this.setStatus(row, ["open", "otp_required"], "cancelled", {});
    return this.getSession(sessionId);
  }

  async returnTo(sessionId: string): Promise<string | null> {
    return (await this.row(sessionId))?.returnUrl ?? null;
  }
  /** A delivery to the webhook endpoint, in the sandbox's signature (`t=…,v1=…` over "t.body"). */
  readWebhook(body: string, headers: Headers) {
    return verifyWebhook(this.deps.webhookSecret, body, headers.get(SIGNATURE_HEADER), this.deps.now);
  }
  /** The whole session as the hosted page shows it. */
  async hostedSession(sessionId: string) {
    const row = await this.row(sessionId);
    if (!row) return null;
    const lapsed =
      (row.status === "open" || row.status === "otp_required") && Date.parse(row.expiresAt) <= this.deps.now.getTime();
    return { ...row, status: (lapsed ? "expired" : row.status) as GatewaySessionStatus, locale: row.locale as Locale };
  }

  /** The hosted page's card form. Only the last four digits are kept. */
  async payByCard(sessionId: string, card: string): Promise<CardOutcome> {
    const row = await this.openRow(sessionId, ["open"]);
    if (!row || row.kind !== "card") return "closed";
    const outcome = outcomeOf(card);
    const last4 = digitsOf(card).slice(-4);
    if (outcome === "asks_for_code") {
      await this.setStatus(row, ["open"], "otp_required", { cardLast4: last4 });
      return "otp_required";
    }
    return this.settle(row, ["open"], outcome === "succeeds" ? "succeeded" : "declined", last4);
  }

  /** The bank's one-time code page for the card that asks for one. */
  async verifyOtp(sessionId: string, code: string): Promise<CardOutcome> {
    const row = await this.openRow(sessionId, ["otp_required"]);
    if (!row) return "closed";
    return this.settle(row, ["otp_required"], code.trim() === TEST_OTP ? "succeeded" : "declined", row.cardLast4);
  }

  /** The sandbox's stand-in for a customer's transfer arriving in the virtual account. */
  async receiveTransfer(sessionId: string): Promise<CardOutcome> {
    const row = await this.openRow(sessionId, ["open"]);
    if (!row || row.kind !== "bank_transfer") return "closed";
    return this.settle(row, ["open"], "succeeded", null);
  }

  /**
   * The sandbox bank (docs/sandbox.md): a confirmation quoting the session's own transfer reference and its exact
   * amount matches at once, and the session is paid as if the transfer had arrived; anything else waits for review.
   */
  async confirmTransfer(
    sessionId: string,
    claim: { reference: string; amount: Money },
  ): Promise<"matched" | "unmatched"> {
    if (claim.reference.trim().toUpperCase().startsWith(BANK_DOWN_REFERENCE)) {
      throw new GatewayError("The sandbox bank is down (scenario)");
    }
    const row = await this.row(sessionId);
    if (!row || row.kind !== "bank_transfer") return "unmatched";
    const matches =
      claim.reference.trim().toUpperCase() === row.merchantReference.toUpperCase() &&
      claim.amount.amount === row.amount &&
      claim.amount.currency === row.currency;
    if (!matches) return "unmatched";
    if (row.status === "succeeded") return "matched";
    return (await this.receiveTransfer(sessionId)) === "succeeded" ? "matched" : "unmatched";
  }

  async refund(
    sessionId: string,
    options: { amount?: Money; key?: string } = {},
  ): Promise<{ refundId: string; amount: Money }> {
    const row = await this.row(sessionId);
    if (!row || (row.status !== "succeeded" && row.status !== "refunded")) {
      throw new GatewayError(`Session ${sessionId} has no charge to refund`);
    }
    const { db } = this.deps;
    const key = options.key ?? row.merchantKey;
    const currency = row.currency as Currency;
    const find = async () =>
      (
        await db
          .select()
          .from(gatewayRefunds)
          .where(and(eq(gatewayRefunds.sessionId, row.id), eq(gatewayRefunds.merchantKey, key)))
      )[0];
    const done = await find();
    if (done) return { refundId: done.id, amount: { amount: done.amount, currency } };
    const left = row.amount - (row.refundedAmount ?? 0);
    const amount = options.amount?.amount ?? left;
    if ((options.amount && options.amount.currency !== currency) || amount <= 0 || amount > left) {
      throw new GatewayError(`Session ${sessionId} cannot refund ${amount} ${currency} of ${left} left`);
    }
    const id = `re_${row.id.slice(3)}_${[...crypto.getRandomValues(new Uint8Array(4))].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
    const at = this.deps.now.toISOString();
    await db.batch([
      db
        .insert(gatewayRefunds)
        .values({ id, sessionId: row.id, merchantKey: key, amount, createdAt: at })
        .onConflictDoNothing(),
      db
        .update(gatewaySessions)
        .set({
          refundedAmount: sql`COALESCE(${gatewaySessions.refundedAmount}, 0) + ${amount}`,
          status: sql`CASE WHEN COALESCE(${gatewaySessions.refundedAmount}, 0) + ${amount} >= ${gatewaySessions.amount} THEN 'refunded' ELSE ${gatewaySessions.status} END`,
          updatedAt: at,
        })
        .where(and(eq(gatewaySessions.id, row.id), sql`changes() > 0`)),
    ]);
    const stored = await find();
    if (!stored) throw new GatewayError(`Refund of session ${sessionId} was not recorded`);
    if (stored.id === id && amount === left) await this.emit("refund.succeeded", { ...row, status: "refunded" });
    return { refundId: stored.id, amount: { amount: stored.amount, currency } };
  }

  private async create(input: SessionInput, kind: "card" | "bank_transfer", expiresAt: Date): Promise<SessionRow> {
    if (input.customerName.trim().toUpperCase() === GATEWAY_DOWN_NAME) {
      throw new GatewayError("The sandbox gateway is down (scenario)");
    }
    const { db } = this.deps;
    const [existing] = await db
      .select()
      .from(gatewaySessions)
      .where(eq(gatewaySessions.merchantKey, input.merchantKey));
    if (existing) return existing;
    // Random, as a real gateway's are: nothing in a session id, an account or a reference tells the booking.
    const random = crypto.getRandomValues(new Uint8Array(24));
    const id = `cs_${[...random.slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
    const at = this.deps.now.toISOString();
    const accountNumber = kind === "bank_transfer" ? [...random.slice(12, 22)].map((b) => b % 10).join("") : null;
    const reference = `TRN${[...random.slice(12, 20)].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("")}`;
    await db
      .insert(gatewaySessions)
      .values({
        id,
        merchantKey: input.merchantKey,
        kind,
        status: "open",
        amount: input.amount.amount,
        currency: input.amount.currency,
        merchantReference: kind === "bank_transfer" ? reference : input.merchantKey,
        customerName: input.customerName,
        locale: input.locale,
        returnUrl: input.returnUrl,
        bankName: kind === "bank_transfer" ? SANDBOX_BANK : null,
        accountNumber,
        accountName: kind === "bank_transfer" ? "Tern Travel Ltd (sandbox)" : null,
        expiresAt: expiresAt.toISOString(),
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing();
    const [row] = await db.select().from(gatewaySessions).where(eq(gatewaySessions.merchantKey, input.merchantKey));
    if (!row) throw new GatewayError("The sandbox gateway lost a session");
    return row;
  }

  private async row(sessionId: string) {
    if (!/^cs_[0-9a-f]{24}$/.test(sessionId)) return undefined;
    const [row] = await this.deps.db.select().from(gatewaySessions).where(eq(gatewaySessions.id, sessionId));
    return row;
  }

  private async openRow(sessionId: string, statuses: GatewaySessionStatus[]) {
    const row = await this.row(sessionId);
    if (!row || !statuses.includes(row.status as GatewaySessionStatus)) return undefined;
    if (Date.parse(row.expiresAt) <= this.deps.now.getTime()) return undefined;
    return row;
  }

  /** One guarded update: of two concurrent submissions, one changes the row and the other changes nothing. */
  private async setStatus(
    row: SessionRow,
    from: GatewaySessionStatus[],
    to: GatewaySessionStatus,
    set: Partial<Pick<SessionRow, "cardLast4" | "charges">>,
  ): Promise<boolean> {
    const result = await this.deps.db
      .update(gatewaySessions)
      .set({ ...set, status: to, updatedAt: this.deps.now.toISOString() })
      .where(and(eq(gatewaySessions.id, row.id), inArray(gatewaySessions.status, from)));
    return result.meta.changes > 0;
  }

  private async settle(
    row: SessionRow,
    from: GatewaySessionStatus[],
    to: "succeeded" | "declined",
    card: string | null,
  ) {
    const charges = to === "succeeded" ? row.charges + 1 : row.charges;
    const changed = await this.setStatus(row, from, to, { cardLast4: card, charges });
    if (!changed) return "closed" as const;
    await this.emit(to === "succeeded" ? "payment.succeeded" : "payment.declined", { ...row, status: to });
    return to;
  }

  private async emit(type: WebhookEvent["type"], row: SessionRow) {
    const event: WebhookEvent = {
      id: `evt_${row.id}_${type}`,
      type,
      data: {
        sessionId: row.id,
        merchantKey: row.merchantKey,
        status: row.status as GatewaySessionStatus,
        amount: row.amount,
        currency: row.currency as Currency,
      },
      created: this.deps.now.toISOString(),
    };
    const body = JSON.stringify(event);
    await this.deps.deliver({ body, signature: await signWebhook(this.deps.webhookSecret, body, this.deps.now) });
  }
}
