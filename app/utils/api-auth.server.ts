import { sameDigest, sha512Hex } from "./digest";

/** How far a request's TimeStamp may be from the server's clock (spec section 7's X-Auth-Hash). */
export const AUTH_HASH_WINDOW_MS = 5 * 60_000;

/** SHA-512, in hex, of the last path segment, the TimeStamp header and the salt, concatenated in that order. */
export function authHash(lastSegment: string, timestamp: string, salt: string): Promise<string> {
  return sha512Hex(`${lastSegment}${timestamp}${salt}`);
}

/**
 * Checks X-Auth-Hash and TimeStamp on a booking API request: the right hash for this path and a timestamp
 * within a few minutes of now, so a captured request cannot be replayed later.
 */
export async function hasValidAuthHash(request: Request, salt: string, now: Date): Promise<boolean> {
  const timestamp = request.headers.get("TimeStamp") ?? "";
  const given = (request.headers.get("X-Auth-Hash") ?? "").toLowerCase();
  const at = Date.parse(timestamp);
  if (!timestamp || Number.isNaN(at) || Math.abs(now.getTime() - at) > AUTH_HASH_WINDOW_MS) return false;
  if (!/^[0-9a-f]{128}$/.test(given)) return false;
  const lastSegment = new URL(request.url).pathname.split("/").filter(Boolean).pop() ?? "";
  const expected = await authHash(lastSegment, timestamp, salt);
  return sameDigest(expected, given);
}
