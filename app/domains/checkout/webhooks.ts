import { hmacSha256Hex, sameDigest } from "~/lib/digest";
import { type WebhookEvent, WebhookEventSchema } from "./gateway";

export { type WebhookEvent, type WebhookReading, WebhookEventSchema } from "./gateway";

/** The gateway signs each delivery over "timestamp.body"; one older or newer than this is refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const SIGNATURE_HEADER = "Tern-Gateway-Signature";

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe-style gateways sign. */
export async function signWebhook(secret: string, body: string, at: Date): Promise<string> {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${await hmacSha256Hex(secret, `${t}.${body}`)}`;
}

/** The event, when the signature is the gateway's and recent; null for anything else. */
export async function verifyWebhook(
  secret: string,
  body: string,
  header: string | null,
  now: Date,
): Promise<WebhookEvent | null> {
  const parts = Object.fromEntries(
    (header ?? "").split(",").map((part) => {
      const [k = "", ...v] = part.trim().split("=");
      return [k, v.join("=")];
    }),
  );
  const t = Number(parts.t);
  const v1 = parts.v1 ?? "";
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return null;
  if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) return null;
  if (!sameDigest(await hmacSha256Hex(secret, `${t}.${body}`), v1)) return null;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = WebhookEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
