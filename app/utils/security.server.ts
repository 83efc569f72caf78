import { SERVICE_WORKER_REGISTRATION_HASH } from "./service-worker";
/** A fresh value per response for the CSP `nonce-` source. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Refuses state-changing requests a browser sends from another site. Requests without either header
 * (API clients, curl) are not browser forms and pass; the API authenticates them by token or hash.
 */
export function isCrossSiteRequest(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return false;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("Origin");
  if (origin) return origin !== new URL(request.url).origin;
  return false;
}

/** What the policy depends on: the dev server's needs, and another site's map tiles (MAP_TILE_URL) if any. */
export interface PolicyOptions {
  dev: boolean;
  tileOrigin?: string | null;
}

export function contentSecurityPolicy(nonce: string, { dev, tileOrigin = null }: PolicyOptions): string {
  return [
    "default-src 'self'",
    // The nonce of a page's own scripts, and the hash of the inline line that registers the service worker (decision 021).
    `script-src 'nonce-${nonce}' '${SERVICE_WORKER_REGISTRATION_HASH}' 'strict-dynamic'`,
    "worker-src 'self'",
    dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    tileOrigin ? `img-src 'self' data: ${tileOrigin}` : "img-src 'self' data:",
    "font-src 'self'",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every response carries (docs/architecture.md, Security). */
export function securityHeaders(nonce: string, policy: PolicyOptions): Array<[string, string]> {
  return [
    ["Content-Security-Policy", contentSecurityPolicy(nonce, policy)],
    ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)"],
  ];
}

/**
 * The one policy a route may set instead of the site's: an e-mail's HTML shown in /dev/mailbox needs its inline
 * styles, and gets nothing else (no script, no request, a sandbox of its own).
 */
export const MAIL_PREVIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'none'";

/** `response` with the headers every response carries. Returns a new Response: some are immutable. */
export function withSecurityHeaders(response: Response, nonce: string, policy: PolicyOptions): Response {
  const secured = new Response(response.body, response);
  const keepPolicy = response.headers.get("Content-Security-Policy") === MAIL_PREVIEW_CSP;
  for (const [name, value] of securityHeaders(nonce, policy)) {
    if (name === "Content-Security-Policy" && keepPolicy) continue;
    secured.headers.set(name, value);
  }
  return secured;
}

/** Methods a page or the API may answer; anything else (OPTIONS, TRACE, PUT, ...) is 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

/**
 * 405 for a method the address does not answer, naming those it does (`allowed`: its route's, see
 * allowed-methods.server.ts; any method of ALLOWED_METHODS where no route matches, the 404 being the router's).
 */
export function methodNotAllowed(request: Request, allowed: readonly string[] | null = null): Response | null {
  const methods = allowed ?? ALLOWED_METHODS;
  if (methods.includes(request.method)) return null;
  return new Response(null, { status: 405, headers: { Allow: methods.join(", ") } });
}

/**
 * The largest body any form or API call needs (9 travellers with passports is under 8 KiB; the gateway's webhook
 * under 20 KiB). A larger one is refused with 413 before anything reads it.
 */
export const MAX_BODY_BYTES = 64 * 1024;
const MAX_DRAINED_BYTES = 1024 * 1024;

/**
 * Reads and drops the body of a request refused before it was read, so the connection stays usable for the next
 * request; past MAX_DRAINED_BYTES the stream is cancelled instead (a client sending more loses its connection).
 */
export async function drainBody(request: Request): Promise<void> {
  const reader = request.body?.getReader();
  if (!reader) return;
  try {
    for (let drained = 0; drained <= MAX_DRAINED_BYTES;) {
      const { done, value } = await reader.read();
      if (done) return;
      drained += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // A body already gone: nothing to drain.
  }
}

/** An upload's form: one file of at most 5 MB (uploads/sniff.ts) and its few fields. */
export const MAX_UPLOAD_BODY_BYTES = 5 * 1024 * 1024 + 16 * 1024;
const UPLOAD_PATH = /^(?:\/(?:en-US|fr-FR))?\/(?:applications\/[a-z0-9]{16}|extranet\/own-[a-z2-9]{10}\/rooms)$/;

/**
 * The slot an application's upload was sent for, read from its URL (the form posts to `?slot=`): what a refused
 * upload's page needs, since its body is never read. Null for any other request.
 */
export function uploadSlotOf(request: Request): string | null {
  const url = new URL(request.url);
  if (request.method !== "POST" || !UPLOAD_PATH.test(url.pathname)) return null;
  const slot = url.searchParams.get("slot") ?? "";
  return /^[a-z0-9_-]{1,40}$/.test(slot) ? slot : null;
}

/** The largest body a path takes: an application's upload form, or any other form. */
export function bodyLimitFor(pathname: string): number {
  return UPLOAD_PATH.test(pathname) ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES;
}

/**
 * The request with its body read up to its path's limit (bodyLimitFor), or 413. A declared Content-Length over the
 * limit is refused at once; a body without one (chunked) is read only as far as the limit.
 */
export async function limitBody(
  request: Request,
  limit = bodyLimitFor(new URL(request.url).pathname),
): Promise<Request | Response> {
  if (!request.body) return request;
  const reader = request.body.getReader();
  // The rest of a refused body is read and dropped, up to a point, so the client's connection stays usable for its
  // next request; past that point the connection is given up.
  const tooLarge = async (read: number) => {
    for (let drained = read; drained <= MAX_DRAINED_BYTES;) {
      const { done, value } = await reader.read();
      if (done) return new Response("Payload Too Large", { status: 413 });
      drained += value.byteLength;
    }
    await reader.cancel().catch(() => undefined);
    return new Response("Payload Too Large", { status: 413 });
  };
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) return tooLarge(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) return tooLarge(size);
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Request(request, { body });
}

const PRIVATE_PATH =
  /^(?:\/(?:en-US|fr-FR))?\/(?:account|applications|booking|cart|desk|dev|order|pay)(?:\/|$)|^\/api\/(?:customers|Traverllers|booking|crm-agent)\//;

/**
 * Pages that show one person's data (their account, bookings, cart, payment, the outbox) and anything answered to a
 * member or with a cookie: never kept by a browser's back-forward cache of a shared computer, nor by a proxy.
 */
export function isPrivateResponse(request: Request, response: Response, signedIn: boolean): boolean {
  return signedIn || response.headers.has("Set-Cookie") || PRIVATE_PATH.test(new URL(request.url).pathname);
}

/**
 * Whose address a request comes from, for per-address limits. Cloudflare sets CF-Connecting-IP on every request it
 * forwards and overwrites a client's own, so it is trusted where the deployment says the Worker sits behind
 * Cloudflare (TRUST_CF_CONNECTING_IP=1). Anywhere else (a local server) the header is whatever the client sent, and
 * every request counts as one unknown address: per-address limits there only slow down, never lock out
 * (retrieve.server.ts), and per-reference and per-account limits stay exact.
 */
export function clientAddress(request: Request, env: { TRUST_CF_CONNECTING_IP?: string }): string {
  const header = env.TRUST_CF_CONNECTING_IP === "1" ? request.headers.get("CF-Connecting-IP")?.trim() : undefined;
  return header && /^[0-9A-Fa-f:.]{2,45}$/.test(header) ? header : "unknown";
}

/** Whether a POST says it carries a form that cannot be read (malformed multipart, a bad boundary, a NUL header). */
export async function unreadableForm(request: Request): Promise<boolean> {
  if (request.method !== "POST") return false;
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(request.headers.get("Content-Type") ?? "")) {
    return false;
  }
  return request
    .clone()
    .formData()
    .then(
      () => false,
      () => true,
    );
}

/** The GET of a form's page, for answering a form that could not be read: the request's headers but its body's. */
export function formPageRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  for (const name of ["Content-Type", "Content-Length", "Transfer-Encoding"]) headers.delete(name);
  return new Request(request.url, { method: "GET", headers });
}
