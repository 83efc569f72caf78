import { z } from "zod";
import { GatewayError } from "../gateway";

// Paystack's HTTP API as Tern uses it (decision 019), each answer read through zod. The shapes follow Paystack's
// published OpenAPI document (github.com/PaystackOSS/openapi) and its pages (tests/fixtures/paystack/README.md).
// Anything but a readable success is a GatewayError: "Failed to submit payment request, please try again."

export const PAYSTACK_API = "https://api.paystack.co";
/** How long one call may take before the traveller is told to try again. */
export const PAYSTACK_TIMEOUT_MS = 10_000;
/** The currencies Paystack settles (its OpenAPI `Currency`); anything else is refused before a call. */
export const PAYSTACK_CURRENCIES = ["NGN", "GHS", "KES", "ZAR", "USD"] as const;
/** Paystack's one-off transfer accounts ("Pay with Transfer") take naira only. */
export const TRANSFER_CURRENCY = "NGN";

const Envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(true), message: z.string(), data });

const Initialized = Envelope(
  z.object({ authorization_url: z.url({ protocol: /^https$/ }), access_code: z.string(), reference: z.string() }),
);

/** PaymentChannelCreatePayWithTransferChargeResponse. */
const TransferAccount = Envelope(
  z.object({
    status: z.string(),
    reference: z.string(),
    account_name: z.string(),
    account_number: z.string(),
    bank: z.object({ name: z.string(), slug: z.string() }),
    account_expires_at: z.string(),
  }),
);

/** VerifyResponse: the fields Tern reads. */
const Transaction = z.object({
  id: z.number().int(),
  status: z.string(),
  reference: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  paid_at: z.string().nullable().optional(),
});
export type PaystackTransaction = z.infer<typeof Transaction>;
const Verified = Envelope(Transaction);

/** RefundCreateResponse and RefundListResponseArray: the fields Tern reads. */
const Refund = z.object({
  id: z.number().int(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.string(),
  merchant_note: z.string().nullable().optional(),
});
export type PaystackRefund = z.infer<typeof Refund>;
const RefundCreated = Envelope(Refund);
const RefundList = Envelope(z.array(Refund));

/** Paystack's error body (its OpenAPI `Error`). */
const ErrorBody = z.object({ status: z.literal(false), message: z.string(), code: z.string().optional() });

export type PaystackFailure = { kind: "not_found" } | { kind: "refused"; code: string; message: string };

export class PaystackApi {
  constructor(private readonly config: { secretKey: string; fetch?: typeof fetch; timeoutMs?: number }) {}

  /** POST /transaction/initialize: the hosted checkout page for one amount. */
  initialize(body: {
    email: string;
    amount: number;
    currency: string;
    reference: string;
    callback_url: string;
    channels: string[];
    metadata: Record<string, string>;
  }) {
    return this.call("POST", "/transaction/initialize", Initialized, body);
  }

  /** POST /charge with `bank_transfer`: a one-off account for one exact amount ("Pay with Transfer"). */
  transferAccount(body: {
    email: string;
    amount: number;
    reference: string;
    bank_transfer: { account_expires_at: string };
    metadata: Record<string, string>;
  }) {
    return this.call("POST", "/charge", TransferAccount, body);
  }

  /** GET /transaction/verify/:reference. */
  verify(reference: string) {
    return this.call("GET", `/transaction/verify/${encodeURIComponent(reference)}`, Verified);
  }

  /** POST /refund: all of what is left of a transaction, or `amount` of it. */
  refund(body: { transaction: string; amount?: number; merchant_note: string }) {
    return this.call("POST", "/refund", RefundCreated, body);
  }

  /** GET /refund from a date: refunds made since (Tern finds its own by their merchant note). */
  refundsSince(from: Date) {
    return this.call("GET", `/refund?perPage=100&from=${encodeURIComponent(from.toISOString())}`, RefundList);
  }

  /**
   * One call: its data, or what Paystack said when it refused (404, or a 400/422 with its code). A 401, a 429, a 5xx,
   * a timeout or an unreadable body is thrown as a GatewayError (never with the key in it).
   */
  private async call<T extends z.ZodType<{ data: unknown }>>(
    method: "GET" | "POST",
    path: string,
    schema: T,
    body?: object,
  ): Promise<{ ok: true; data: z.infer<T>["data"] } | ({ ok: false } & PaystackFailure)> {
    let response: Response;
    try {
      response = await (this.config.fetch ?? fetch)(`${PAYSTACK_API}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.config.secretKey}`,
          ...(body ? { "Content-Type": "application/json" } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? PAYSTACK_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(`paystack ${method} ${path.split("?")[0]}: ${(error as Error).name}`);
    }
    const json: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const parsed = schema.safeParse(json);
      if (parsed.success) return { ok: true, data: parsed.data.data };
      throw new GatewayError(`paystack ${method} ${path.split("?")[0]}: an unreadable answer`);
    }
    const error = ErrorBody.safeParse(json);
    if (response.status === 404) return { ok: false, kind: "not_found" };
    if ((response.status === 400 || response.status === 422) && error.success) {
      return { ok: false, kind: "refused", code: error.data.code ?? "refused", message: error.data.message };
    }
    const retryAt = response.headers.get("ratelimit-reset") ?? response.headers.get("retry-after");
    throw new GatewayError(
      `paystack ${method} ${path.split("?")[0]}: ${response.status}${retryAt ? ` (retry after ${retryAt})` : ""}`,
    );
  }
}
