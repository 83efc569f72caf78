import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { applyChange } from "~/domains/bookings/changes/apply.server";
import { payForChange } from "~/domains/bookings/changes/payment.server";
import { acceptChange, quoteChange } from "~/domains/bookings/changes/quote.server";
import { rideBucket, rideUnit } from "~/domains/rides/rides";
import { confirmOrder } from "~/domains/supplier-orders/fulfilment.server";
import { reserveOrder, saveDetails } from "~/domains/supplier-orders/lifecycle.server";
import { getOrder } from "~/domains/supplier-orders/orders.server";
import { submitOrderPayment } from "~/domains/supplier-orders/payment.server";
import { addDays } from "~/lib/time";
import {
  billing,
  deliverWebhooks,
  db,
  fresh,
  harness,
  startDaysAt,
  ticketedBooking,
} from "../../../tests/support/checkout";
import { ridesFollowFlight } from "./follow-flight.server";
import { PRODUCT_FACTS } from "./supplier-products.server";

// A ride bought for a flight's arrival follows the flight when its date changes: the new pick-up held and sold, the
// old one given back, the ride rebooked by the same reference, nothing charged.
startDaysAt(1500);

describe("a ride follows its flight", () => {
  test("a date change of the flight moves the ride to the new arrival, once", async () => {
    const h = harness();
    const visitor = `follow-${crypto.randomUUID().slice(0, 8)}`;
    const booking = await ticketedBooking(visitor, { to: "ABV", familyCode: "ECONOMY_CLASSIC" });
    const arrival = booking.offer.slices[0]!.segments.at(-1)!;
    const started = await reserveOrder(h.deps(), {
      kind: "ride",
      request: {
        airport: arrival.to,
        direction: "from_airport",
        address: "Transcorp Hilton, Maitama",
        date: arrival.arriveLocal.slice(0, 10),
        time: arrival.arriveLocal.slice(11, 16),
        passengers: 1,
        bags: 1,
        vehicle: "comfort",
        flightNumber: arrival.flightNumber,
        bookingId: booking.id,
      },
      visitorId: visitor,
      memberId: null,
      locale: "en-US",
      market: { country: "NG", currency: "NGN" },
      search: "/rides",
      attachedTo: booking.id,
    });
    if (started.kind !== "started") throw new Error(started.kind);
    const load = async () => (await getOrder(db, PRODUCT_FACTS, started.orderId))!;
    await saveDetails(h.deps(), await load(), {
      title: "MR",
      firstName: "Ade",
      lastName: "Okafor",
      email: "ade@example.com",
      phone: "+2348012345678",
    });
    const paid = await submitOrderPayment(h.deps(), await load(), billing("card"), { returnUrl: "/r" });
    if (paid.kind !== "gateway") throw new Error(paid.kind);
    await h.gateway().payByCard(paid.url.split("/").pop()!, "4242424242424242");
    await deliverWebhooks(h);
    await confirmOrder(h.deps(), started.orderId);
    const before = await load();
    expect(before.status).toBe("confirmed");
    expect(await ridesFollowFlight(h.deps(), booking.id)).toBe(0);

    // The flight moves three days later.
    const ticketed = await fresh(booking.id);
    const dates = ticketed.offer.slices.map((s) => addDays(s.segments[0]!.departLocal.slice(0, 10), 3));
    const quoted = await quoteChange(h.deps(), ticketed, { dates, cabin: ticketed.offer.cabin });
    const option = quoted.kind === "options" ? quoted.options[0] : undefined;
    if (!option) throw new Error(`no change option: ${quoted.kind}`);
    const accepted = await acceptChange(h.deps(), ticketed, { dates, cabin: ticketed.offer.cabin, key: option.key });
    if (accepted.kind !== "accepted") throw new Error(accepted.kind);
    if (option.amountDue.amount > 0) {
      const paying = await payForChange(h.deps(), ticketed, accepted.change, { returnUrl: "/r" });
      if (paying.kind !== "gateway") throw new Error(paying.kind);
      await h.gateway().payByCard(paying.url.split("/").pop()!, "4242424242424242");
      await deliverWebhooks(h);
    }
    expect(await applyChange(h.deps(), accepted.change.id)).toBe("applied");
    const landing = (await fresh(booking.id)).offer.slices[0]!.segments.at(-1)!;

    const [first, second] = [
      await ridesFollowFlight(h.deps(), booking.id),
      await ridesFollowFlight(h.deps(), booking.id),
    ];
    expect([first, second]).toEqual([1, 0]);
    const after = await load();
    expect(after.request).toMatchObject({
      date: landing.arriveLocal.slice(0, 10),
      time: landing.arriveLocal.slice(11, 16),
    });
    expect(after).toMatchObject({ status: "confirmed", total: before.total, confirmation: before.confirmation });
    const unit = env.INVENTORY.getByName(rideUnit(arrival.to));
    const [old, moved] = (await unit.availability([
      rideBucket("comfort", before.startsOn, arrival.arriveLocal.slice(11, 16)),
      rideBucket("comfort", landing.arriveLocal.slice(0, 10), landing.arriveLocal.slice(11, 16)),
    ])) as Array<{ sold: number; held: number }>;
    expect(old).toMatchObject({ sold: 0, held: 0 });
    expect(moved).toMatchObject({ sold: 1 });
  });
});
