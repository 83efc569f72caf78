import { getResponse, type RequestHandler } from "msw";

/**
 * msw inside workerd: the adapter under test is given this `fetch`, which answers each request from msw's handlers
 * (the same `http.get`/`http.post` handlers the Node tests give `setupServer`) and keeps a copy of every request for the
 * test to assert. A request no handler answers fails the test, like `onUnhandledFrame: "error"`; a request's abort
 * signal (an adapter's timeout) is honoured even while a handler waits with `delay("infinite")`.
 */
export function mswFetch(...handlers: RequestHandler[]) {
  const seen: Array<{ method: string; url: string; headers: Headers; body: string }> = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    seen.push({
      method: request.method,
      url: request.url,
      headers: new Headers(request.headers),
      body: await request.clone().text(),
    });
    const answer = getResponse(handlers, request);
    const signal = init?.signal;
    const aborted = new Promise<never>((_, reject) => {
      if (signal?.aborted) reject(signal.reason);
      signal?.addEventListener("abort", () => reject(signal.reason));
    });
    const response = await Promise.race([answer, aborted]);
    if (!response) throw new Error(`msw: no handler for ${request.method} ${request.url}`);
    return response;
  };
  return { fetch, seen, use: (...more: RequestHandler[]) => handlers.unshift(...more) };
}

/** A fixture with the test's values where it says REPLACED-BY-THE-TEST (the reference), REPLACED-NOTE, and amounts of 0. */
export function filled<T>(fixture: T, values: { reference: string; amount?: number; note?: string; key?: string }): T {
  const amount = String(values.amount ?? 0);
  return JSON.parse(
    JSON.stringify(fixture)
      .replaceAll("REPLACED-BY-THE-TEST", values.reference)
      .replaceAll("REPLACED-NOTE", values.note ?? "")
      .replaceAll("REPLACED-MERCHANT-KEY", values.key ?? "")
      .replace(/"((?:requested_|deducted_)?amount)":0\b/g, `"$1":${amount}`),
  ) as T;
}
