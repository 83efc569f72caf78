import { signature, signatureMatches } from "~/lib/signer";

// E-mailed links (product rules §2 and §6, manage booking): a signed, expiring token that opens its one order, of any
// product, on any device without the e-mail step; the manage-booking API answers the same token.

/** How long a link from an e-mail opens its order. */
export const ACCESS_LINK_DAYS = 30;

/** `expires.signature`: opens the order `orderId` until `expires` (seconds since the epoch), for whoever holds it. */
export function orderAccessToken(secret: string, orderId: string, now: Date, days = ACCESS_LINK_DAYS): string {
  const expires = Math.floor(now.getTime() / 1000) + days * 86_400;
  return `${expires}.${signature(secret, `manage:${orderId}:${expires}`)}`;
}

/** Whether a token opens this order now: signed with the secret, for this order, not expired. */
export function verifyOrderAccess(secret: string, orderId: string, token: string, now: Date): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  return signatureMatches(secret, `manage:${orderId}:${expires}`, match[2] ?? "");
}
