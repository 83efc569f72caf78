import { createHmac, timingSafeEqual } from "node:crypto";

// One signer for what Tern hands out and takes back signed (agent tokens, e-mailed order links, subscription links,
// form tokens, the sandbox's offer ids): HMAC-SHA256 in base64url, each format signing its own message (its purpose
// named in it, so a signature of one kind never passes for another), compared in constant time.

/** The whole HMAC-SHA256 in base64url: 43 characters. */
export const FULL_SIGNATURE = 43;

/** `message`'s signature under `secret`, base64url, its first `length` characters. */
export function signature(secret: string | Buffer, message: string, length = FULL_SIGNATURE): string {
  return createHmac("sha256", secret).update(message).digest("base64url").slice(0, length);
}

/** Whether `given` is `message`'s signature of that length, compared in constant time; any other length is not. */
export function signatureMatches(
  secret: string | Buffer,
  message: string,
  given: string,
  length = FULL_SIGNATURE,
): boolean {
  const expected = Buffer.from(signature(secret, message, length));
  const candidate = Buffer.from(given);
  return candidate.length === expected.length && timingSafeEqual(expected, candidate);
}
