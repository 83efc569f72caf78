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

export function contentSecurityPolicy(nonce: string, { dev }: { dev: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every response carries (DESIGN.md, Security). */
export function securityHeaders(nonce: string, { dev }: { dev: boolean }): Array<[string, string]> {
  return [
    ["Content-Security-Policy", contentSecurityPolicy(nonce, { dev })],
    ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)"],
  ];
}

/** `response` with the headers every response carries. Returns a new Response: some are immutable. */
export function withSecurityHeaders(response: Response, nonce: string, { dev }: { dev: boolean }): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of securityHeaders(nonce, { dev })) secured.headers.set(name, value);
  return secured;
}
