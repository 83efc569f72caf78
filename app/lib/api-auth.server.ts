import { sameDigest, sha256Hex, sha512Hex } from "./digest";

/** How far a request's TimeStamp may be from the server's clock (product rules §7's X-Auth-Hash). */
export const AUTH_HASH_WINDOW_MS = 5 * 60_000;

export interface SignedRequest {
  method: string;
  /** The path with its query string, as sent: "/api/booking/BookingConfirmation/Get?bookingId=...". */
  pathAndQuery: string;
  timestamp: string;
  /** The partner's key (the spec's salt): API_AUTH_SALT for the default partner. */
  key: string;
  body: string;
}

/**
 * X-Auth-Hash: the hex SHA-512 of the last path segment, the TimeStamp and the partner's key, as product rules §7
 * has it, followed by what makes one signature good for one request only: a newline, the method, a newline, the
 * path and query, a newline and the hex SHA-256 of the body ("" for a GET).
 */
export async function authHash(request: SignedRequest): Promise<string> {
  const path = request.pathAndQuery.split("?")[0] ?? "";
  const lastSegment = path.split("/").filter(Boolean).pop() ?? "";
  const bodyDigest = await sha256Hex(request.body);
  return sha512Hex(
    `${lastSegment}${request.timestamp}${request.key}\n${request.method.toUpperCase()}\n${request.pathAndQuery}\n${bodyDigest}`,
  );
}

export type AuthCheck = { ok: true; hash: string; expiresAt: Date } | { ok: false };

/**
 * Checks X-Auth-Hash and TimeStamp on a booking API request: the right hash for this method, path, query, body and
 * key, and a timestamp within a few minutes of now. The caller also refuses a hash it has already accepted.
 */
export async function checkAuthHash(request: Request, body: string, key: string, now: Date): Promise<AuthCheck> {
  const timestamp = request.headers.get("TimeStamp") ?? "";
  const given = (request.headers.get("X-Auth-Hash") ?? "").toLowerCase();
  const at = Date.parse(timestamp);
  if (!timestamp || Number.isNaN(at) || Math.abs(now.getTime() - at) > AUTH_HASH_WINDOW_MS) return { ok: false };
  if (!/^[0-9a-f]{128}$/.test(given)) return { ok: false };
  const url = new URL(request.url);
  const expected = await authHash({
    method: request.method,
    pathAndQuery: url.pathname + url.search,
    timestamp,
    key,
    body,
  });
  if (!sameDigest(expected, given)) return { ok: false };
  return { ok: true, hash: given, expiresAt: new Date(at + AUTH_HASH_WINDOW_MS) };
}
