import { Webhook } from "svix";
import { z } from "zod";
import { sameDigest } from "~/lib/digest";
import type { DeliveryEvent } from "./deliveries.server";

// Resend's webhooks (https://resend.com/docs/webhooks), signed by Svix: `svix-signature` holds "v1,<base64>" entries,
// each the HMAC SHA-256 of "<svix-id>.<svix-timestamp>.<body>" with the secret after "whsec_" (base64). A delivery
// older or newer than five minutes is refused (a replay); the same event again only repeats what it recorded.

export const SVIX_TOLERANCE_SECONDS = 300;

const Data = z.object({ email_id: z.string().min(1).max(100), to: z.array(z.string()).max(50) });
const ResendEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("email.delivered"), data: Data }),
  z.object({ type: z.literal("email.delivery_delayed"), data: Data }),
  z.object({ type: z.literal("email.complained"), data: Data }),
  z.object({
    type: z.literal("email.bounced"),
    data: Data.extend({ bounce: z.object({ type: z.string(), message: z.string().max(2000) }) }),
  }),
]);

/**
 * Svix's own signature of a delivery ("v1,<base64>" without its version), by its library. Its `verify` reads the
 * machine's clock; Tern's clock is injected (tests run on any day), so the time is checked here and the signature made
 * by `sign` and compared in constant time.
 */
function svixSignature(secret: string, id: string, timestamp: number, body: string): string {
  return new Webhook(secret).sign(id, new Date(timestamp * 1000), body).replace(/^v1,/, "");
}

/** The event Resend sent, when Svix's signature is right and recent; "ignored" for other events; null when refused. */
export async function readResendWebhook(
  secret: string,
  body: string,
  headers: Headers,
  now: Date,
): Promise<DeliveryEvent | "ignored" | null> {
  const id = headers.get("svix-id") ?? "";
  const timestamp = Number(headers.get("svix-timestamp"));
  const signatures = (headers.get("svix-signature") ?? "").split(" ").flatMap((entry) => {
    const [version, value] = entry.split(",");
    return version === "v1" && value ? [value] : [];
  });
  if (!id || !Number.isInteger(timestamp) || signatures.length === 0) return null;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SVIX_TOLERANCE_SECONDS) return null;
  let expected: string;
  try {
    expected = svixSignature(secret, id, timestamp, body);
  } catch {
    return null;
  }
  if (!signatures.some((signature) => sameDigest(signature, expected))) return null;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const type = z.object({ type: z.string() }).safeParse(json);
  if (!type.success) return null;
  const event = ResendEvent.safeParse(json);
  // An event Tern acts on that it cannot read is refused (and logged by the route); any other is acknowledged.
  if (!event.success) return isKnown(type.data.type) ? null : "ignored";
  const { data } = event.data;
  switch (event.data.type) {
    case "email.delivered":
      return { kind: "delivered", providerId: data.email_id };
    case "email.delivery_delayed":
      return { kind: "delayed", providerId: data.email_id };
    case "email.complained":
      return { kind: "complained", providerId: data.email_id, to: data.to };
    case "email.bounced":
      return {
        kind: "bounced",
        providerId: data.email_id,
        to: data.to,
        permanent: event.data.data.bounce.type === "Permanent",
        reason: event.data.data.bounce.message,
      };
  }
}

const isKnown = (type: string) =>
  ["email.delivered", "email.delivery_delayed", "email.complained", "email.bounced"].includes(type);
