import { splitLocale } from "~/i18n/locales";
import { entityTag, etagMatches, notModified } from "./validators";
/**
 * Rendered pages kept in the isolate's memory for a few seconds (docs/decisions/007-page-cache.md).
 *
 * A route opts in by answering with `PAGE_CACHE_HEADER` set to the seconds its page stays true; the header never
 * leaves the Worker. Only a 200 HTML answer to an anonymous GET, without `Set-Cookie`, is kept, under a key that
 * names everything the page is built from besides its URL (the caller's `variant`).
 *
 * A page without the response's CSP nonce or form token (every page without an island or a writing form) is kept
 * gzipped too, and a browser that accepts gzip gets those bytes as they are. A page with either in it is kept split
 * where they were, and each answer gets its own response's nonce and one-time form token (decision 022).
 */
export const PAGE_CACHE_HEADER = "X-Tern-Page-Cache";

/** RFC 9211's header: whether this answer came from the page cache. */
export const CACHE_STATUS_HEADER = "Cache-Status";
const CACHE_NAME = "tern-pages";

type Bytes = Uint8Array<ArrayBuffer>;

interface Entry {
  /** The page's UTF-8 bytes, split where its nonce or form token was. */
  parts: Bytes[];
  /** What was between each two parts. */
  between: Array<"nonce" | "token">;
  /** The page gzipped, when it holds no nonce. */
  gzip: Bytes | null;
  status: number;
  headers: Array<[string, string]>;
  /** Its validator; none for a page holding a one-time form token, which a browser must not reuse. */
  etag: string | null;
  expiresAt: number;
  bytes: number;
}

export interface PageCacheLimits {
  maxEntries: number;
  maxBytes: number;
  /** The longest a route may ask for, whatever its header says. */
  maxSeconds: number;
}

export const DEFAULT_PAGE_CACHE_LIMITS: PageCacheLimits = {
  maxEntries: 500,
  maxBytes: 16 * 1024 * 1024,
  maxSeconds: 300,
};

export interface PageRequest {
  /** The new response's CSP nonce. */
  nonce: string;
  /** The new response's one-time form token (decision 022); none where no form writes. */
  token?: string;
  now: number;
  acceptEncoding: string | null;
  /** Set on a kept page's response besides its own (the security headers). */
  headers?: Array<[string, string]>;
  /** The request's If-None-Match, when a 304 may answer it (the browser has a session for the page's tokens). */
  ifNoneMatch?: string | null;
}

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(private readonly limits: PageCacheLimits = DEFAULT_PAGE_CACHE_LIMITS) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The kept page for `key`, or null. */
  match(
    key: string,
    { nonce, token = "", now, acceptEncoding, headers: extra = [], ifNoneMatch }: PageRequest,
  ): Response | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= now) {
      this.#delete(key, entry);
      return null;
    }
    // Most recently used last: eviction takes the first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    const headers = new Headers(entry.headers);
    for (const [name, value] of extra) headers.set(name, value);
    headers.set(CACHE_STATUS_HEADER, `${CACHE_NAME}; hit; ttl=${Math.ceil((entry.expiresAt - now) / 1000)}`);
    // The browser holds this page already: headers only, nothing rendered.
    if (entry.etag && etagMatches(ifNoneMatch, entry.etag)) return notModified(headers);
    if (entry.gzip) {
      if (acceptsGzip(acceptEncoding)) {
        headers.set("Content-Encoding", "gzip");
        // The bytes are gzip already: workerd must not encode them again.
        return new Response(entry.gzip, { status: entry.status, headers, encodeBody: "manual" });
      }
    }
    const values = { nonce: encoder.encode(nonce), token: encoder.encode(token) };
    return new Response(
      joinBytes(
        entry.parts,
        entry.between.map((name) => values[name]),
      ),
      {
        status: entry.status,
        headers,
      },
    );
  }

  /**
   * Keeps `response` under `key` when its route asked for it and it can be shared; answers the response to send
   * either way, without the internal header. A null key (a member, a POST) keeps nothing.
   */
  async store(
    key: string | null,
    response: Response,
    { nonce, token, now, ifNoneMatch }: PageRequest,
  ): Promise<Response> {
    if (!response.headers.has(PAGE_CACHE_HEADER)) return response;
    const seconds = Number(response.headers.get(PAGE_CACHE_HEADER));
    const headers = new Headers(response.headers);
    headers.delete(PAGE_CACHE_HEADER);
    const shareable =
      key !== null &&
      Number.isInteger(seconds) &&
      seconds > 0 &&
      response.status === 200 &&
      (headers.get("Content-Type") ?? "").startsWith("text/html") &&
      !headers.has("Content-Encoding") &&
      !headers.has("Set-Cookie");
    if (!shareable) {
      headers.set(
        CACHE_STATUS_HEADER,
        `${CACHE_NAME}; fwd=${key === null ? "bypass" : "uri-miss; detail=not-shareable"}`,
      );
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    }
    const body = await response.text();
    const { parts, between } = splitAt(body, { nonce, token });
    const gzip = parts.length === 1 && parts[0] ? await gzipped(parts[0]) : null;
    // Its bytes depend on Accept-Encoding (kept gzipped, or compressed by the server on the way out); a browser may
    // keep it and must ask again, with its validator, before showing it.
    headers.append("Vary", "Accept-Encoding");
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-cache");
    const etag = between.includes("token") ? null : await entityTag(response.status, parts, between);
    if (etag) headers.set("ETag", etag);
    const bytes = parts.reduce((sum, part) => sum + part.byteLength, gzip?.byteLength ?? 0);
    if (bytes <= this.limits.maxBytes) {
      const previous = this.#entries.get(key);
      if (previous) this.#delete(key, previous);
      const expiresAt = now + Math.min(seconds, this.limits.maxSeconds) * 1000;
      const entry = { parts, between, gzip, status: response.status, headers: [...headers], etag, expiresAt, bytes };
      this.#entries.set(key, entry);
      this.#bytes += bytes;
      this.#evict(now);
    }
    headers.set(CACHE_STATUS_HEADER, `${CACHE_NAME}; fwd=uri-miss; stored`);
    if (etag && etagMatches(ifNoneMatch, etag)) return notModified(headers);
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  }

  /**
   * Drops every kept page whose path `matches` (a page whose content was published at the desk): the next request
   * renders it again. Answers how many were dropped.
   */
  purge(matches: (path: string) => boolean): number {
    let dropped = 0;
    for (const [key, entry] of this.#entries) {
      const [href] = JSON.parse(key) as [string];
      if (matches(new URL(href).pathname)) {
        this.#delete(key, entry);
        dropped += 1;
      }
    }
    return dropped;
  }

  #evict(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt <= now) this.#delete(key, entry);
    }
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.limits.maxEntries && this.#bytes <= this.limits.maxBytes) break;
      this.#delete(key, entry);
    }
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

/**
 * The isolate's page cache (decision 007): the Worker keeps pages in it, and the desk purges what it publishes. Each
 * isolate keeps its own: one that did not handle the publish drops the page when it expires (at most the route's
 * keep time, `DEFAULT_PAGE_CACHE_LIMITS.maxSeconds`).
 */
export const pageCache = new PageCache();

const encoder = new TextEncoder();

async function gzipped(bytes: Bytes): Promise<Bytes> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Whether an Accept-Encoding header takes gzip (RFC 9110 section 12.5.3): named, or `*`, without q=0. */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  const codings = new Map(
    header.split(",").map((item) => {
      const [coding = "", ...params] = item.split(";").map((s) => s.trim().toLowerCase());
      const q = params.find((p) => p.startsWith("q="));
      return [coding, q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
  const q = codings.get("gzip") ?? codings.get("x-gzip") ?? codings.get("*");
  return q !== undefined && q > 0;
}

/** `body` cut where this response's nonce and form token are, and which of the two was at each cut. */
function splitAt(body: string, values: { nonce: string; token?: string }) {
  const names = (["nonce", "token"] as const).filter((name) => values[name]);
  const pattern = new RegExp(names.map((name) => escapeRegExp(values[name] ?? "")).join("|"), "g");
  const parts: Bytes[] = [];
  const between: Array<"nonce" | "token"> = [];
  let last = 0;
  for (const match of names.length ? body.matchAll(pattern) : []) {
    parts.push(encoder.encode(body.slice(last, match.index)));
    between.push(match[0] === values.nonce ? "nonce" : "token");
    last = match.index + match[0].length;
  }
  parts.push(encoder.encode(body.slice(last)));
  return { parts, between };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `parts` joined with `separators[i]` after the i-th. */
function joinBytes(parts: Bytes[], separators: Bytes[]): Bytes {
  const length = parts.reduce((sum, part, i) => sum + part.byteLength + (separators[i]?.byteLength ?? 0), 0);
  const joined = new Uint8Array(length);
  let offset = 0;
  parts.forEach((part, i) => {
    const separator = separators[i - 1];
    if (separator) {
      joined.set(separator, offset);
      offset += separator.byteLength;
    }
    joined.set(part, offset);
    offset += part.byteLength;
  });
  return joined;
}

/**
 * The query string a cached page is really built from, for the paths whose pages are kept: its parameters read and
 * written back in one order, unknown ones dropped. Null for any other path (such pages are not kept).
 */
export type CanonicalQuery = (path: string, params: URLSearchParams) => string | null;

/**
 * The cache key of a page request, or null when the page must be rendered for this request alone: anything but
 * a GET of a page, or a signed-in member (the header names them). `variant` lists what else the page is built
 * from: language, saved language, market, whether the consent dialog shows, the day. The URL counts through its
 * canonical query, so `&x=random` or another parameter order finds the same page instead of filling the cache.
 */
export function pageCacheKey(
  request: Request,
  variant: ReadonlyArray<string | null> | null,
  canonical: CanonicalQuery = () => null,
): string | null {
  if (request.method !== "GET" || variant === null) return null;
  const url = new URL(request.url);
  if (url.pathname.startsWith("/api/") || url.pathname.endsWith(".data")) return null;
  const query = canonical(splitLocale(url.pathname).path, url.searchParams);
  return JSON.stringify([query === null ? url.href : `${url.origin}${url.pathname}?${query}`, ...variant]);
}
