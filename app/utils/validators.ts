// HTTP validators for the pages the page cache keeps (RFC 9110 section 8.8, section 13.1.2): an entity tag per kept
// page, and a 304 to a browser that already holds it, so a repeat visit on a slow network downloads headers only.

type Bytes = Uint8Array<ArrayBuffer>;

/**
 * A weak entity tag of a kept page: a digest of its status and its bytes, with each response's own nonce left out
 * (two answers of the same page differ only there: semantically equivalent, hence weak).
 */
export async function entityTag(status: number, parts: readonly Bytes[], between: readonly string[]): Promise<string> {
  const encoder = new TextEncoder();
  const pieces = [
    encoder.encode(`${status}\n`),
    ...parts.flatMap((part, i) => [part, encoder.encode(between[i] ?? "")]),
  ];
  const length = pieces.reduce((sum, piece) => sum + piece.byteLength, 0);
  const all = new Uint8Array(length);
  let offset = 0;
  for (const piece of pieces) {
    all.set(piece, offset);
    offset += piece.byteLength;
  }
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", all)).slice(0, 12);
  return `W/"${btoa(String.fromCharCode(...digest))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")}"`;
}

/** Whether If-None-Match names this tag (weak comparison, as section 13.1.2 asks for GET), or is `*`. */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * The 304 for a page the browser holds: the headers a 200 would have sent that describe the stored answer (ETag,
 * Cache-Control, Vary, and the cache's status), and nothing else. Not the CSP: the browser keeps the one stored with
 * the page, whose nonce its body carries.
 */
export function notModified(headers: Headers): Response {
  const kept = new Headers();
  for (const name of ["ETag", "Cache-Control", "Vary", "Cache-Status", "Content-Language"]) {
    const value = headers.get(name);
    if (value !== null) kept.set(name, value);
  }
  return new Response(null, { status: 304, headers: kept });
}
