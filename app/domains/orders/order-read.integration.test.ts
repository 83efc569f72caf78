import { confirmOrder } from "~/domains/supplier-orders/fulfilment.server";
import { submitOrderPayment } from "~/domains/supplier-orders/payment.server";
import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { runBatch } from "~/db/batch";
import { submitPayment } from "~/domains/bookings/payment.server";
import { processTicketing } from "~/domains/bookings/ticketing.server";
import { orderAccessToken } from "~/domains/core/access.server";
import type { ManageAction } from "~/domains/core/orders";
import { accountDepsAt, RecordingSender, registerMember } from "../../../tests/support/accounts";
import { sendCode } from "~/domains/accounts/codes.server";
import { completeRegistration } from "~/domains/accounts/sign-in.server";
import {
  billing,
  bookingReady,
  db,
  deliverWebhooks,
  fresh,
  getStay,
  harness,
  startDaysAt,
  stayGuestSaved,
  stayReserved,
  ticketedBooking,
} from "../../../tests/support/checkout";
import { testClock } from "../../../tests/support/clock";
import { stepContext } from "../../../tests/support/requests";
import { loader as apiLoader, action as apiAction } from "~/routes/api/manage-booking";
import { orderBelongings } from "./belongings.server";
import { findOrder, memberOrders, orderActions, orderOpenedBy } from "./orders.server";
import { retrieveOrder } from "./retrieve.server";

// The one order read (docs/architecture.md): manage booking's look-up, My Trips, the member API and e-mailed links
// find a flight booking and a stay through the same functions, and each kind says what it may do now and why not.
startDaysAt(760);

/** A member who chose a flight (the cheapest fare, which allows no change) and a stay, then paid for both. */
async function memberWithTrips() {
  const h = harness();
  const { member } = await registerMember();
  const visitor = `order-read-${crypto.randomUUID().slice(0, 8)}`;
  const booking = await bookingReady(h, visitor, { to: "ABV" });
  const reserved = { stayId: await stayReserved(h, visitor, "ABV", 770) };
  await stayGuestSaved(h, reserved.stayId, { firstName: "Ada", lastName: "Obi", email: "ada.stay@example.com" });
  // Signing in hands the browser's unpaid orders to the member.
  await runBatch(db, orderBelongings.handOver(db, visitor, `${visitor}-signed-in`, member.id));
  const paid = await submitPayment(h.deps(), await fresh(booking.id), billing("card"), { returnUrl: "/r" });
  await h.gateway().payByCard((paid as { url: string }).url.split("/").pop()!, "4242424242424242");
  await deliverWebhooks(h);
  await processTicketing(h.deps(), booking.id);
  const stayPaid = await submitOrderPayment(h.deps(), (await getStay(reserved.stayId))!, billing("card"), {
    returnUrl: "/r",
  });
  if (stayPaid.kind !== "gateway") throw new Error(stayPaid.kind);
  await h.gateway().payByCard(stayPaid.url.split("/").pop()!, "4242424242424242");
  await deliverWebhooks(h);
  await confirmOrder(h.deps(), reserved.stayId);
  return { member, booking: await fresh(booking.id), stay: (await getStay(reserved.stayId))!, visitor };
}

const byName = (actions: ManageAction[]) => Object.fromEntries(actions.map(({ name, ...rest }) => [name, rest]));

describe("one order read", () => {
  test("My Trips, the look-up, the actions and the e-mailed link find a flight and a stay the same way", async () => {
    const { member, booking, stay, visitor } = await memberWithTrips();
    expect(booking.status).toBe("ticketed");
    expect(stay.status).toBe("confirmed");

    // My Trips and the member API: both kinds, newest first, the supplier's code where each has one.
    const lines = await memberOrders(db, member.id, "en-US");
    expect(lines.map((line) => [line.kind, line.id])).toEqual([
      ["stay", stay.id],
      ["flight", booking.id],
    ]);
    expect(lines[0]).toMatchObject({ supplierReference: stay.confirmation, path: `/order/${stay.id}/summary` });
    expect(lines[1]).toMatchObject({ supplierReference: booking.pnr, path: `/manage-booking/${booking.id}` });
    expect(lines[1]?.title).toEqual(["Lagos (LOS) – Abuja (ABV)"]);

    // Manage booking's look-up: either kind by its reference and its contact's e-mail; a wrong e-mail is not found.
    const from = { ip: `198.51.100.${Math.floor(Math.random() * 200)}` };
    const now = testClock();
    expect(await retrieveOrder(db, { reference: stay.reference, email: "ADA.stay@example.com" }, from, now)).toEqual({
      kind: "found",
      order: { kind: "supplier_order", id: stay.id, path: `/order/${stay.id}/summary` },
    });
    expect(
      await retrieveOrder(db, { reference: booking.reference, email: `${visitor}@example.com` }, from, now),
    ).toEqual({ kind: "found", order: { kind: "flight", id: booking.id, path: `/manage-booking/${booking.id}` } });
    expect(await retrieveOrder(db, { reference: stay.reference, email: `${visitor}@example.com` }, from, now)).toEqual({
      kind: "not_found",
    });
    // The supplier's codes open them too: the airline's PNR from the e-ticket, the hotel's confirmation from the voucher.
    const email = `${visitor}@example.com`;
    expect(await retrieveOrder(db, { reference: booking.pnr!.toLowerCase(), email }, from, now)).toMatchObject({
      order: { kind: "flight", id: booking.id },
    });
    expect(
      await retrieveOrder(db, { reference: stay.confirmation!, email: "ada.stay@example.com" }, from, now),
    ).toMatchObject({ order: { kind: "supplier_order", id: stay.id } });

    // What each may do now, and why not: the light fare cannot change; a booked stay is paid and can be cancelled.
    const flight = byName(await orderActions({ db, now }, (await findOrder(db, booking.id))!));
    expect(flight).toMatchObject({
      pay: { allowed: false, reason: "paid" },
      ticket: { allowed: true },
      change: { allowed: false, reason: "fare_rules" },
      seat: { allowed: true },
      refund: { allowed: true },
      confirmPayment: { allowed: false, reason: "not_awaiting_payment" },
    });
    const hotel = byName(await orderActions({ db, now }, (await findOrder(db, stay.id))!));
    expect(hotel).toEqual({
      pay: { allowed: false, reason: "paid" },
      document: { allowed: true },
      cancel: { allowed: true },
    });

    // An e-mailed link opens its order, of either kind, at its own manage page; a forged one opens nothing.
    const deps = { db, now, secret: env.SESSION_SECRET };
    const token = orderAccessToken(env.SESSION_SECRET, stay.id, now);
    expect((await orderOpenedBy(deps, stay.id, token))?.path).toBe(`/order/${stay.id}/summary`);
    expect(await orderOpenedBy(deps, booking.id, token)).toBeNull();
    expect(await orderOpenedBy(deps, stay.id, orderAccessToken("another-secret", stay.id, now))).toBeNull();
  });

  test("the API retrieves a stay as it does a flight, with the same actions the page shows", async () => {
    const { stay } = await memberWithTrips();
    const context = await stepContext(null);
    const retrieved = await apiAction({
      request: new Request("https://tern.test/api/manage-booking/Retrieve", {
        method: "POST",
        body: JSON.stringify({ reference: stay.reference, email: "ada.stay@example.com" }),
        headers: { "Content-Type": "application/json" },
      }),
      params: { operation: "Retrieve" },
      context,
    } as never);
    const body = (await (retrieved as Response).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ kind: "supplier_order", orderId: stay.id, order: { reference: stay.reference } });
    expect(body.bookingId).toBeUndefined();
    expect(body.actions).toContainEqual({ name: "cancel", allowed: true });
    const actions = await apiLoader({
      request: new Request(`https://tern.test/api/manage-booking/Actions?bookingId=${stay.id}`, {
        headers: { "X-Booking-Access": String(body.access) },
      }),
      params: { operation: "Actions" },
      context: await stepContext(null),
    } as never);
    expect(((await actions.json()) as { actions: unknown }).actions).toEqual(body.actions);
    // Without its token the order is unknown.
    const without = await apiLoader({
      request: new Request(`https://tern.test/api/manage-booking/Actions?bookingId=${stay.id}`),
      params: { operation: "Actions" },
      context: await stepContext(null),
    } as never).catch((thrown: unknown) => thrown as Response);
    expect(without.status).toBe(404);
  });

  test("a guest's booking joins My Trips once that address registers and proves it with the code", async () => {
    const visitor = `guest-${crypto.randomUUID().slice(0, 8)}`;
    const booking = await ticketedBooking(visitor);
    const other = await ticketedBooking(`${visitor}-other`);
    const sender = new RecordingSender();
    const deps = accountDepsAt(sender);
    const email = `${visitor}@example.com`;
    await sendCode(deps, {
      email,
      purpose: "register",
      locale: "en-US",
      names: { firstName: "Ade", lastName: "Okafor" },
    });
    const registered = await completeRegistration(deps, {
      email: email.toUpperCase(),
      code: sender.codeFor(email),
      locale: "en-US",
    });
    if (!registered.ok) throw new Error(registered.reason);
    const ids = (await memberOrders(db, registered.member.id, "en-US")).map((line) => line.id);
    expect(ids).toEqual([booking.id]);
    expect((await fresh(other.id)).memberId).toBeNull();
  });
});
