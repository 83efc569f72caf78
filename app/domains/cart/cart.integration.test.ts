import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { pageVariant, visitorCartCount } from "~/context.server";
import { testClock } from "../../../tests/support/clock";
import { workerContext } from "../../../tests/support/requests";
import { browserCookie } from "../../../tests/support/resend";
import { addToCartStatements, removeFromCartStatement } from "./cart.server";

// The header's cart link on every page: the count of this browser's cart, in the request context the Worker builds,
// and in what the page cache keys a page by (so one browser's count is never shown to another).

const db = createDb(env.DB);
const market = { country: "NG", currency: "NGN" } as const;

async function requestFor(cookie: string | null) {
  const request = new Request("https://tern.example/deals", { headers: cookie ? { Cookie: cookie } : {} });
  return { request, context: await workerContext(request) };
}

describe("the cart's count in the header", () => {
  test("a browser's cart count reaches the page and the page cache's key; a new browser's is 0 without a query", async () => {
    const visitorId = `cart-count-${crypto.randomUUID().slice(0, 8)}`;
    const [a, b] = [
      { kind: "supplier_order", id: "order-a" },
      { kind: "booking", id: "booking-b" },
    ];
    await db.batch([
      ...addToCartStatements(db, visitorId, market, a, testClock()),
      ...addToCartStatements(db, visitorId, market, b, testClock()),
    ]);
    const withCart = await requestFor(await browserCookie(visitorId));
    expect(await visitorCartCount(withCart.context)).toBe(2);
    expect((await pageVariant(withCart.request, withCart.context))?.at(-1)).toBe("cart:2");

    await db.batch([removeFromCartStatement(db, visitorId, a)]);
    const after = await requestFor(await browserCookie(visitorId));
    expect((await pageVariant(after.request, after.context))?.at(-1)).toBe("cart:1");

    const stranger = await requestFor(null);
    expect(await visitorCartCount(stranger.context)).toBe(0);
    expect((await pageVariant(stranger.request, stranger.context))?.at(-1)).toBe("cart:0");
  });
});
