import { env } from "cloudflare:test";
import { delay, http, HttpResponse } from "msw";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createDb } from "~/db/client.server";
import { convert } from "~/domains/markets/fx";
import { addDays, daysBetween } from "~/lib/time";
import offerRequest from "../../../../tests/fixtures/duffel/offer-request.json";
import offerFixture from "../../../../tests/fixtures/duffel/offer.json";
import priceChanged from "../../../../tests/fixtures/duffel/offer-price-changed.json";
import seatMaps from "../../../../tests/fixtures/duffel/seat-maps.json";
import orderHeld from "../../../../tests/fixtures/duffel/order-held.json";
import orderTicketed from "../../../../tests/fixtures/duffel/order-ticketed.json";
import ordersNamed from "../../../../tests/fixtures/duffel/orders-named.json";
import payment from "../../../../tests/fixtures/duffel/payment.json";
import changeRequest from "../../../../tests/fixtures/duffel/order-change-request.json";
import orderChange from "../../../../tests/fixtures/duffel/order-change.json";
import changeConfirmed from "../../../../tests/fixtures/duffel/order-change-confirmed.json";
import orderChanged from "../../../../tests/fixtures/duffel/order-changed.json";
import gone from "../../../../tests/fixtures/duffel/offer-no-longer-available.json";
import cancellation from "../../../../tests/fixtures/duffel/order-cancellation.json";
import cancellationConfirmed from "../../../../tests/fixtures/duffel/order-cancellation-confirmed.json";
import validation from "../../../../tests/fixtures/duffel/validation-error.json";
import rateLimited from "../../../../tests/fixtures/duffel/rate-limited.json";
import { mswFetch } from "../../../../tests/support/msw";
import { testClock, TEST_TODAY } from "../../../../tests/support/clock";
import { type IssueInput, SupplierError } from "../supplier";
import { DUFFEL_API } from "./api";
import { IN_FLIGHT_MS } from "./orders.server";
import { DuffelFlightSupplier } from "./supplier.server";

// The Duffel adapter against Duffel's documented answers (tests/fixtures/duffel), msw's handlers answering its fetch in
// workerd with its records in the real D1: search, reprice, seat map, bags, orders held and instant, tickets, changes,
// and each way Duffel fails (422, 429, a timeout). The fixtures' dates move to the tests' day.

const db = createDb(env.DB);
const TOKEN = "duffel_test_0123456789abcdef";
const api = (path: string) => `${DUFFEL_API}${path}`;
/** The fixtures are dated 2026-11-26 (today) and December 2026: moved to TEST_TODAY. */
const shift = daysBetween("2026-11-26", TEST_TODAY);
const dated = <T>(fixture: T, reference = ""): T =>
  JSON.parse(
    JSON.stringify(fixture)
      .replace(/20\d\d-\d\d-\d\d/g, (day) => addDays(day, shift))
      .replaceAll("REPLACED-REFERENCE", reference),
  ) as T;
const answer =
  (fixture: object, status = 200, reference = "") =>
  () =>
    HttpResponse.json(dated(fixture, reference), { status });
const supplier = (mock: ReturnType<typeof mswFetch>) =>
  new DuffelFlightSupplier({ db, token: TOKEN, fetch: mock.fetch, timeoutMs: 50 });
const ngn = (gbp: number) => convert({ amount: gbp, currency: "GBP" }, "NGN").amount;
const query = (carriers?: string[]) => ({
  slices: [{ from: "LOS", to: "LHR", date: addDays(TEST_TODAY, 24) }],
  adults: 1,
  childAges: [],
  infants: 0,
  cabin: "economy" as const,
  currency: "NGN" as const,
  ...(carriers ? { carriers } : {}),
});
const booking = (reference: string, extras?: IssueInput["extras"]): IssueInput => ({
  reference,
  offerId: "off_0000AUde3KY1SptM6ABSfB~NGN",
  familyCode: "off_0000AUde3KY1SptM6ABSfB.74240.GBP",
  passengers: [
    {
      type: "adult",
      firstName: "ADE",
      lastName: "OKAFOR",
      details: {
        title: "MR",
        bornOn: "1990-05-14",
        gender: "male",
        email: "ade@example.com",
        phone: "+2348012345678",
        passport: null,
      },
    },
  ],
  ...(extras ? { extras } : {}),
});

afterEach(() => vi.restoreAllMocks());

describe("the Duffel flight supplier", () => {
  test("search: Duffel's offer request, its fares grouped by itinerary, times in each airport's zone", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const mock = mswFetch(http.post(api("/air/offer_requests"), answer(offerRequest)));
    const offers = await supplier(mock).search(query());
    const [call] = mock.seen;
    expect(call?.url).toBe(api("/air/offer_requests?return_offers=true&supplier_timeout=15000"));
    expect(call?.headers.get("Duffel-Version")).toBe("v2");
    expect(call?.headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(call?.body ?? "")).toEqual({
      data: {
        slices: [{ origin: "LOS", destination: "LHR", departure_date: addDays(TEST_TODAY, 24) }],
        passengers: [{ type: "adult" }],
        cabin_class: "economy",
      },
    });
    expect(offers).toHaveLength(2);
    const [ba, af] = offers;
    expect(ba?.id).toBe("off_0000AUde3KY1SptM6ABSfA~NGN");
    expect(ba?.families.map((f) => [f.code, f.name, f.refundability, f.changes, f.checked.pieces])).toEqual([
      ["off_0000AUde3KY1SptM6ABSfA.61240.GBP", "Basic", "Non Refundable", "none", 0],
      ["off_0000AUde3KY1SptM6ABSfB.74240.GBP", "Standard", "Penalty Applies", "free", 1],
    ]);
    // The unknown refund condition was taken as not refundable, and said so.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no refund condition"), "off_0000AUde3KY1SptM6ABSfA");
    const basic = ba?.families[0];
    const fee = Math.ceil(convert({ amount: 1500, currency: "USD" }, "NGN").amount / 100) * 100;
    expect(basic?.perPassenger.adult.fee.amount).toBe(fee);
    expect(basic?.total.amount).toBe(Math.ceil(ngn(61240) / 100) * 100 + fee);
    expect(basic?.total.amount).toBeGreaterThanOrEqual(ngn(61240));
    const flight = ba?.slices[0]?.segments[0];
    expect(flight).toMatchObject({
      carrier: { code: "BA", name: "British Airways" },
      flightNumber: "BA74",
      departLocal: `${addDays(TEST_TODAY, 24)}T23:15`,
      departTimeZone: "Africa/Lagos",
      arriveTimeZone: "Europe/London",
      aircraft: { code: "789", name: "Boeing 787-9" },
    });
    expect(Date.parse(flight?.arriveUtc ?? "") - Date.parse(flight?.departUtc ?? "")).toBe(
      (flight?.durationMinutes ?? 0) * 60_000,
    );
    expect(af?.slices[0]).toMatchObject({ stops: 1, layovers: [{ airport: "CDG", minutes: 105, overnight: false }] });
    // An airline page's fares: only that airline's itineraries.
    expect((await supplier(mock).search(query(["AF"]))).map((o) => o.id)).toEqual(["off_0000AUde3KY1SptM6ABSgC~NGN"]);
  });

  test("reprice: the same total, a new total, an offer gone, an offer sold", async () => {
    const mock = mswFetch(http.get(api("/air/offers/:id"), answer(offerFixture)));
    const id = "off_0000AUde3KY1SptM6ABSfA~NGN";
    const code = "off_0000AUde3KY1SptM6ABSfB.74240.GBP";
    const ok = await supplier(mock).price(id, code, testClock());
    expect(ok.status).toBe("ok");
    expect(ok.status === "ok" && ok.offer).toMatchObject({
      id: "off_0000AUde3KY1SptM6ABSfB~NGN",
      families: [{ code }],
    });
    expect(mock.seen[0]?.url).toBe(api("/air/offers/off_0000AUde3KY1SptM6ABSfB?return_available_services=true"));

    mock.use(http.get(api("/air/offers/:id"), answer(priceChanged)));
    const changed = await supplier(mock).price(id, code, testClock());
    expect(changed.status).toBe("price_changed");
    if (changed.status !== "price_changed") return;
    expect(changed.offer.families[0]?.code).toBe("off_0000AUde3KY1SptM6ABSfB.76890.GBP");
    expect(changed.previousTotal.amount).toBeLessThan(changed.offer.families[0]?.total.amount ?? 0);

    mock.use(http.get(api("/air/offers/:id"), answer(gone, 404)));
    expect(await supplier(mock).price(id, code, testClock())).toEqual({ status: "expired" });
    mock.use(http.get(api("/air/offers/:id"), answer(gone, 422)));
    expect(await supplier(mock).price(id, code, testClock())).toEqual({ status: "sold_out" });
  });

  test("a seat map: sections with aisles between, prices, free seats, an exit row, restricted seats", async () => {
    const mock = mswFetch(
      http.get(api("/air/offers/:id"), answer(offerFixture)),
      http.get(api("/air/seat_maps"), answer(seatMaps)),
    );
    const map = await supplier(mock).seatMap("off_0000AUde3KY1SptM6ABSfB~NGN", 0, 0, testClock());
    expect(map?.rows.map((r) => [r.row, r.exitRow, r.layout.join("")])).toEqual([
      [30, false, "ABCDEFHJK"],
      [31, true, "ABCHJK"],
    ]);
    expect(map?.rows[0]?.layout).toEqual(["A", "B", "C", null, "D", "E", "F", null, "H", "J", "K"]);
    const seat = (id: string) => map?.rows.flatMap((r) => r.seats).find((s) => s.id === id);
    expect(seat("30A")).toMatchObject({ status: "available", position: "window", price: { amount: ngn(2500) } });
    expect(seat("30B")).toMatchObject({ position: "middle" });
    expect(seat("30C")).toMatchObject({ position: "aisle" });
    expect(seat("30D")).toMatchObject({ status: "not_available", price: null });
    expect(seat("30E")).toMatchObject({ status: "available", price: null });
    expect(seat("31A")).toMatchObject({ status: "extra_leg_room", exitRow: true });
    expect(seat("31C")).toMatchObject({ status: "not_available" });
    expect(mock.seen.map((c) => c.url)).toContain(api("/air/seat_maps?offer_id=off_0000AUde3KY1SptM6ABSfB"));
  });

  test("extra bags: Duffel's checked bag services on the flight, by weight and number", async () => {
    const mock = mswFetch(http.get(api("/air/offers/:id"), answer(offerFixture)));
    expect(await supplier(mock).extraBaggage("off_0000AUde3KY1SptM6ABSfB~NGN", 0, 0)).toEqual([
      { pieces: 1, kg: 23, price: { amount: ngn(6500), currency: "NGN" }, passengerTypes: ["adult"] },
      { pieces: 2, kg: 23, price: { amount: ngn(6500) * 2, currency: "NGN" }, passengerTypes: ["adult"] },
    ]);
  });

  test("an order held where the offer allows, paid at ticketing, tickets once; asked again, the same PNR", async () => {
    const reference = `T${crypto.randomUUID().slice(0, 5).toUpperCase()}`;
    const bodies: unknown[] = [];
    let paid = false;
    const mock = mswFetch(
      http.get(api("/air/offers/:id"), answer(offerFixture)),
      http.post(api("/air/orders"), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(dated(orderHeld, reference), { status: 201 });
      }),
      http.get(api("/air/orders/:id"), () => HttpResponse.json(dated(paid ? orderTicketed : orderHeld, reference))),
      http.post(api("/air/payments"), async ({ request }) => {
        bodies.push(await request.json());
        paid = true;
        return HttpResponse.json(dated(payment), { status: 201 });
      }),
    );
    const duffel = supplier(mock);
    expect(await duffel.createPnr(booking(reference), testClock())).toEqual({ ok: true, pnr: "RZPNX8" });
    expect(bodies[0]).toEqual({
      data: {
        type: "hold",
        selected_offers: ["off_0000AUde3KY1SptM6ABSfB"],
        passengers: [
          {
            id: "pas_0000AUde3KY1SptM6ABSfU",
            given_name: "ADE",
            family_name: "OKAFOR",
            title: "mr",
            gender: "m",
            born_on: "1990-05-14",
            email: "ade@example.com",
            phone_number: "+2348012345678",
          },
        ],
        metadata: { tern_reference: reference },
      },
    });
    const calls = mock.seen.length;
    expect(await duffel.createPnr(booking(reference), testClock())).toEqual({ ok: true, pnr: "RZPNX8" });
    expect(mock.seen).toHaveLength(calls);

    expect(await duffel.issueTickets(booking(reference), "RZPNX8", testClock(), testClock())).toEqual({
      status: "issued",
      tickets: ["1252159386201"],
    });
    expect(bodies[1]).toEqual({
      data: { order_id: "ord_0000AUde3KY1SptM6ABSfZ", payment: { type: "balance", amount: "742.40", currency: "GBP" } },
    });
    // Issued again (the queue delivers at least once): the order is paid, nothing is paid twice.
    await duffel.issueTickets(booking(reference), "RZPNX8", testClock(), testClock());
    expect(bodies).toHaveLength(2);
  });

  test("a bag bought on Tern goes with an instant order and is paid with it; refusals fail the order", async () => {
    const reference = `T${crypto.randomUUID().slice(0, 5).toUpperCase()}`;
    const bodies: Array<{ data: Record<string, unknown> }> = [];
    const mock = mswFetch(
      http.get(api("/air/offers/:id"), answer(offerFixture)),
      http.post(api("/air/orders"), async ({ request }) => {
        bodies.push((await request.json()) as (typeof bodies)[number]);
        return HttpResponse.json(dated(orderTicketed, reference), { status: 201 });
      }),
    );
    const bag = { kind: "bag" as const, passenger: 0, slice: 0, segment: null, code: "1x23", quantity: 1 };
    expect(await supplier(mock).createPnr(booking(reference, [bag]), testClock())).toEqual({ ok: true, pnr: "RZPNX8" });
    expect(bodies[0]?.data).toMatchObject({
      type: "instant",
      services: [{ id: "ase_0000AUde3KY1SptM6ABSfC", quantity: 1 }],
      payments: [{ type: "balance", amount: "807.40", currency: "GBP" }],
    });

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    mock.use(http.post(api("/air/orders"), answer(validation, 422)));
    expect(await supplier(mock).createPnr(booking(`${reference}B`), testClock())).toEqual({
      ok: false,
      reason: "pnr_creation_failed",
    });
    mock.use(http.get(api("/air/offers/:id"), answer(gone, 422)));
    expect((await supplier(mock).createPnr(booking(`${reference}C`), testClock())).ok).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("refused"), ["invalid_phone_number"]);
  });

  test("an order whose answer was lost is not asked for twice: in flight it waits, later it is found", async () => {
    const reference = `T${crypto.randomUUID().slice(0, 5).toUpperCase()}`;
    const mock = mswFetch(
      http.get(api("/air/offers/:id"), answer(offerFixture)),
      http.post(api("/air/orders"), () => delay("infinite")),
    );
    await expect(supplier(mock).createPnr(booking(reference), testClock())).rejects.toMatchObject({ code: "timeout" });
    await expect(supplier(mock).createPnr(booking(reference), testClock())).rejects.toBeInstanceOf(SupplierError);
    mock.use(http.get(api("/air/orders"), answer(ordersNamed, 200, reference)));
    const later = new Date(testClock().getTime() + IN_FLIGHT_MS + 1000);
    const orders = mock.seen.filter((c) => c.url.endsWith("/air/orders")).length;
    expect(await supplier(mock).createPnr(booking(reference), later)).toEqual({ ok: true, pnr: "RZPNX8" });
    expect(mock.seen.filter((c) => c.url.endsWith("/air/orders"))).toHaveLength(orders);
    expect(mock.seen.at(-1)?.url).toBe(api("/air/orders?limit=200&passenger_name[]=ADE%20OKAFOR"));
  });

  test("a change: eligibility by the order's conditions, Duffel's change offers priced, confirmed once", async () => {
    const reference = `T${crypto.randomUUID().slice(0, 5).toUpperCase()}`;
    let changed = false;
    const confirms: unknown[] = [];
    const mock = mswFetch(
      http.get(api("/air/offers/:id"), answer(offerFixture)),
      http.post(api("/air/orders"), answer(orderTicketed, 201, reference)),
      http.get(api("/air/orders/:id"), () =>
        HttpResponse.json(dated(changed ? orderChanged : orderTicketed, reference)),
      ),
      http.post(api("/air/order_change_requests"), answer(changeRequest, 201)),
      http.post(api("/air/order_changes"), answer(orderChange, 201)),
      http.post(api("/air/order_changes/:id/actions/confirm"), async ({ request }) => {
        confirms.push(await request.json());
        changed = true;
        return HttpResponse.json(dated(changeConfirmed));
      }),
    );
    const duffel = supplier(mock);
    await duffel.createPnr(booking(reference), testClock());
    expect(await duffel.changeEligibility(booking(reference), testClock())).toEqual({ eligible: true });
    const paid = { amount: 1_500_000, currency: "NGN" as const };
    const request = { dates: [addDays(TEST_TODAY, 31)], cabin: "economy" as const };
    const options = await duffel.changeOptions({ ...booking(reference), paid }, request, testClock());
    expect(options.map((o) => [o.familyCode, o.fareDifference.amount, o.changeFee.amount])).toEqual([
      ["oco_0000AUde3KY1SptM6ABSh5", ngn(-4000), 0],
      ["oco_0000AUde3KY1SptM6ABSh4", ngn(12000), 0],
    ]);
    expect(options[1]?.offer.slices[0]?.segments[0]?.departLocal).toBe(`${addDays(TEST_TODAY, 31)}T23:15`);
    const chosen = { ...booking(reference), familyCode: "oco_0000AUde3KY1SptM6ABSh4" };
    expect(await duffel.reissueTickets(chosen, "RZPNX8", "chg-1")).toEqual(["1252159386299"]);
    expect(confirms).toEqual([{ data: { payment: { type: "balance", amount: "120.00", currency: "GBP" } } }]);
    expect(await duffel.reissueTickets(chosen, "RZPNX8", "chg-1")).toEqual(["1252159386299"]);
    expect(confirms).toHaveLength(1);
    // After the first flight has gone, no change.
    const departed = new Date(Date.parse(`${addDays(TEST_TODAY, 25)}T00:00:00Z`));
    changed = false;
    expect(await duffel.changeEligibility(booking(reference), departed)).toEqual({
      eligible: false,
      reason: "departed",
    });
  });

  test("a booking refunded in full cancels its order: Duffel's quote, then its confirmation, once", async () => {
    const reference = `T${crypto.randomUUID().slice(0, 5).toUpperCase()}`;
    let cancelled = false;
    const mock = mswFetch(
      http.get(api("/air/offers/:id"), answer(offerFixture)),
      http.post(api("/air/orders"), answer(orderTicketed, 201, reference)),
      http.get(api("/air/orders/:id"), () => {
        const order = dated(orderTicketed, reference);
        return HttpResponse.json(
          cancelled ? { data: { ...order.data, cancelled_at: testClock().toISOString() } } : order,
        );
      }),
      http.post(api("/air/order_cancellations"), async ({ request }) => {
        expect(await request.json()).toEqual({ data: { order_id: "ord_0000AUde3KY1SptM6ABSfZ" } });
        return HttpResponse.json(dated(cancellation), { status: 201 });
      }),
      http.post(api("/air/order_cancellations/:id/actions/confirm"), () => {
        cancelled = true;
        return HttpResponse.json(dated(cancellationConfirmed));
      }),
    );
    const duffel = supplier(mock);
    await duffel.createPnr(booking(reference), testClock());
    expect(await duffel.cancelTickets(booking(reference))).toEqual({
      status: "cancelled",
      refund: { amount: ngn(59240), currency: "NGN" },
    });
    const asked = mock.seen.filter((c) => c.url.includes("order_cancellations")).length;
    // Asked again (the Worker stopped before the traveller was paid): cancelled already, nothing asked.
    expect(await duffel.cancelTickets(booking(reference))).toEqual({ status: "cancelled", refund: null });
    expect(mock.seen.filter((c) => c.url.includes("order_cancellations"))).toHaveLength(asked);
    expect(asked).toBe(2);
  });

  test("a rate limit, a timeout and an unreadable answer are the spec's supplier failures, never a 500", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const mock = mswFetch(
      http.post(api("/air/offer_requests"), () =>
        HttpResponse.json(rateLimited, {
          status: 429,
          headers: { "ratelimit-reset": "Thu, 26 Nov 2026 09:01:00 GMT" },
        }),
      ),
    );
    await expect(supplier(mock).search(query())).rejects.toMatchObject({ code: "unavailable" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("rate limited until Thu, 26 Nov 2026 09:01:00 GMT"));
    mock.use(http.post(api("/air/offer_requests"), () => delay("infinite")));
    await expect(supplier(mock).search(query())).rejects.toMatchObject({ code: "timeout" });
    mock.use(http.post(api("/air/offer_requests"), () => HttpResponse.json({ data: { offers: "none" } })));
    const unreadable = await supplier(mock)
      .search(query())
      .catch((error: unknown) => error);
    expect(unreadable).toMatchObject({ code: "unavailable" });
    expect(String(unreadable)).not.toContain(TOKEN);
  });
});
