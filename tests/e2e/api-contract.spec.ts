import { testDay } from "../support/clock";
import { expect, REQUESTS_ONLY, test } from "./fixtures";

// The JSON API's edges as its document (/api/openapi.json) states them: a method a path does not document is 405
// with that path's own Allow; a currency it does not price in, a limit out of range, bad dates and bad signatures are
// refused with the document's Error (a code and a message, in Accept-Language). `npm run api:fuzz` draws thousands
// more of these from the document itself.
test.skip(REQUESTS_ONLY, "requests only: run in one project");

const error = expect.objectContaining({ code: expect.any(String), message: expect.any(String) });

test("a method the path does not document: 405, the path's own Allow, the Error in the caller's language", async ({
  request,
}) => {
  const post = await request.post("/api/airports", { data: { q: "lagos" } });
  expect(post.status()).toBe(405);
  expect(post.headers()["allow"]).toBe("GET, HEAD");
  expect(await post.json()).toEqual(error);
  for (const [method, path, allow] of [
    ["OPTIONS", "/api/customers/SignIn", "POST"],
    ["PUT", "/api/hotels/search", "GET, HEAD"],
    ["DELETE", "/api/manage-booking/Actions", "GET, HEAD"],
    ["GET", "/api/payments/webhook", "POST"],
  ] as const) {
    const response = await request.fetch(path, { method, headers: { "Accept-Language": "fr-FR" } });
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers()["allow"], `${method} ${path}`).toBe(allow);
    const body = await response.json();
    expect(body).toEqual(error);
    expect(body.message).toContain("répond");
  }
  // A page's own: a page without a form answers GET and HEAD.
  const page = await request.fetch("/about-us", { method: "OPTIONS" });
  expect(page.status()).toBe(405);
  expect(page.headers()["allow"]).toBe("GET, HEAD");
});

test("what the document refuses is refused, with a code and a message", async ({ request }) => {
  const currency = await request.get("/api/airports?q=lagos", { headers: { "x-currency": "AAA" } });
  expect(currency.status()).toBe(400);
  expect(await currency.json()).toMatchObject({ code: "invalid_currency", message: expect.stringContaining("NGN") });
  expect((await request.get("/api/airports?q=lagos&limit=abc")).status()).toBe(400);
  const dates = await request.get(
    `/api/hotels/search?where=Lagos&checkIn=${testDay(-3)}&checkOut=${testDay(-1)}&room=2`,
  );
  expect(dates.status()).toBe(400);
  expect(await dates.json()).toEqual(expect.objectContaining({ code: "invalid_search", message: expect.any(String) }));
  const webhook = await request.post("/api/payments/webhook", { data: { event: "charge.success" } });
  expect(webhook.status()).toBe(400);
  expect(await webhook.json()).toEqual(error);
  const unknown = await request.get("/api/no-such-thing", { headers: { "Accept-Language": "fr-FR" } });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ code: "not_found", message: "Rien ne répond à cette adresse." });
});
