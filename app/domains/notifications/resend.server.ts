import { z } from "zod";
import { PermanentJobFailure } from "~/domains/jobs/outbox.server";
import type { Database } from "~/db/client.server";
import { isSuppressed, recordDelivery } from "./deliveries.server";
import { type EmailMessage, type EmailSender, headerLine } from "./email.server";

// The Resend adapter (decision 017): the outbox's e-mails sent through Resend's HTTP API
// (https://resend.com/docs/api-reference/emails/send-email). Each message's dedupe key is the request's
// Idempotency-Key, so a queue retry never sends twice within Resend's 24 hours. A refusal for good (a 4xx) is a
// PermanentJobFailure, recorded as a dead letter; a rate limit, a 5xx, a timeout or an unreadable answer is thrown
// as is, for the queue to retry with its backoff.

export const RESEND_API = "https://api.resend.com/emails";
/** How long one send may take before it counts as failed (and is retried). */
export const RESEND_TIMEOUT_MS = 10_000;

const SentSchema = z.object({ id: z.string().min(1) });
/** https://resend.com/docs/api-reference/errors */
const ErrorSchema = z.object({ statusCode: z.number().optional(), name: z.string(), message: z.string() });

/** Statuses worth retrying: a rate limit, the same key still in flight, the provider's own trouble. */
const retryable = (status: number, name: string) =>
  status === 429 || status >= 500 || (status === 409 && name === "concurrent_idempotent_requests");

export class ResendSender implements EmailSender {
  constructor(
    private readonly config: {
      apiKey: string;
      from: string;
      fetch?: typeof fetch;
      timeoutMs?: number;
      /** Where each send is recorded, and the addresses not to send to (deliveries.server.ts). */
      deliveries?: { db: Database; now: () => Date };
    },
  ) {}

  /** The message as Resend's send-email body. */
  body(message: EmailMessage) {
    return {
      from: this.config.from,
      to: [message.to],
      subject: headerLine(message.subject),
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.headers
        ? { headers: Object.fromEntries(Object.entries(message.headers).map(([k, v]) => [k, headerLine(v)])) }
        : {}),
      ...(message.attachments.length
        ? {
            attachments: message.attachments.map((a) => ({
              filename: a.filename,
              content: a.base64,
              content_type: a.contentType,
            })),
          }
        : {}),
    };
  }

  /**
   * Sends the message unless its address bounced or complained before, recording what happened to it: sent with
   * Resend's id, or refused for good with Resend's reason (then thrown for the dead letters), or suppressed.
   */
  async send(message: EmailMessage): Promise<void> {
    const record = this.config.deliveries;
    if (record && (await isSuppressed(record.db, message.to))) {
      console.warn("e-mail not sent: its address bounced or complained before", message.dedupeKey);
      await recordDelivery(record.db, { ...message, status: "suppressed" }, record.now());
      return;
    }
    try {
      const providerId = await this.deliver(message);
      if (record) await recordDelivery(record.db, { ...message, status: "sent", providerId }, record.now());
    } catch (error) {
      if (record && error instanceof PermanentJobFailure) {
        await recordDelivery(record.db, { ...message, status: "failed", reason: error.message }, record.now());
      }
      throw error;
    }
  }

  async deliver(message: EmailMessage): Promise<string> {
    const response = await (this.config.fetch ?? fetch)(RESEND_API, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${this.config.apiKey}`,
        "Content-Type": "application/json",
        "Idempotency-Key": message.dedupeKey.slice(0, 256),
      },
      body: JSON.stringify(this.body(message)),
      signal: AbortSignal.timeout(this.config.timeoutMs ?? RESEND_TIMEOUT_MS),
    });
    const json: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const sent = SentSchema.safeParse(json);
      // Sent or not, the answer cannot be read: the retry carries the same Idempotency-Key, so it never sends twice.
      if (!sent.success) throw new Error(`resend: an unreadable answer (${response.status})`);
      return sent.data.id;
    }
    const error = ErrorSchema.safeParse(json);
    const name = error.success ? error.data.name : "unknown_error";
    const reason = `resend ${response.status} ${name}: ${error.success ? error.data.message : "no readable body"}`;
    if (retryable(response.status, name)) throw new Error(reason);
    throw new PermanentJobFailure(reason);
  }
}
