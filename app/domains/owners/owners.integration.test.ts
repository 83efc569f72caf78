import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { runBatch } from "~/db/batch";
import { describe, expect, test } from "vitest";
import { attachFile, submitApplication } from "~/domains/applications/applications.server";
import { decideApplication } from "~/domains/applications/desk-decisions.server";
import { receivePaymentWebhook } from "~/domains/checkout/webhooks.server";
import { searchStays } from "~/domains/hotels/search.server";
import { parseStayParams } from "~/domains/hotels/stay-query";
import { OutboxSender, readOutbox } from "~/domains/notifications/email.server";
import type { OrderDeps } from "~/domains/orders/products.server";
import { PRODUCT_FACTS } from "~/domains/orders/supplier-products.server";
import { inventoryCapacity } from "~/domains/suppliers/capacity.server";
import { cancelOrder } from "~/domains/supplier-orders/cancellation.server";
import { confirmOrder } from "~/domains/supplier-orders/fulfilment.server";
import { reserveOrder, saveDetails } from "~/domains/supplier-orders/lifecycle.server";
import { getOrder } from "~/domains/supplier-orders/orders.server";
import { submitOrderPayment } from "~/domains/supplier-orders/payment.server";
import type { Stay } from "~/domains/stays/types";
import { formatMoney } from "~/domains/markets/markets";
import { addDays } from "~/lib/time";
import { applicationDeps, applicationStarted, png, propertyListing } from "../../../tests/support/applications";
import { billing, db, harness, SECRET } from "../../../tests/support/checkout";
import { testClock } from "../../../tests/support/clock";
import { actorOf, directHotels, editNights, ownerProperty } from "../../../tests/support/owners";
import jpeg from "jpeg-js";
import { addPhoto } from "./photos.server";
import { makePhotoFor } from "~/services.server";
import { sendOwnerEmail } from "./emails.server";
import { managedProperties, managedProperty, propertyFromListing } from "./properties.server";
import { getReservation, listReservations, markNoShow, monthlyStatement } from "./reservations.server";
import { ownerAudit, ownerProperties } from "./tables";
import { type OwnerEmailJob, OwnerEmailJobSchema } from "./types";

// The owners' extranet in workerd (decision 029): an approved listing becomes a property; its room types, rates and
// calendar are on sale at once through the same Inventory objects and checkout as the hotel supplier's stays.

const market = { country: "NG", currency: "NGN" } as const;
let nextDay = 40;
const stayDates = (nights: number) => {
  const checkIn = addDays(testClock().toISOString().slice(0, 10), nextDay);
  nextDay += nights + 2;
  return { checkIn, checkOut: addDays(checkIn, nights) };
};
const uniqueOwner = (tag: string) => `owner-${tag}-${crypto.randomUUID().slice(0, 6)}@example.com`;

function ownerHarness() {
  const ownerJobs: OwnerEmailJob[] = [];
  const confirmations: string[] = [];
  const send = async (queue: string, body: unknown) => {
    const job = body as { kind?: string; job?: unknown; supplierOrderId?: string };
    if (job.kind === "owner_email") ownerJobs.push(OwnerEmailJobSchema.parse(job.job));
    else if (queue === "ticketing" && job.supplierOrderId) confirmations.push(job.supplierOrderId);
  };
  const h = harness({ send, hotels: directHotels(send) });
  return { ...h, ownerJobs, confirmations };
}

const search = (deps: OrderDeps, dates: { checkIn: string; checkOut: string }) =>
  searchStays(
    deps.hotels,
    { where: "Lagos", ...dates, rooms: [{ adults: 2, childAges: [] }] },
    parseStayParams(new URLSearchParams()).filters,
    "NGN",
    testClock(),
    inventoryCapacity(env.INVENTORY, db),
  );
const listed = async (deps: OrderDeps, id: string, dates: { checkIn: string; checkOut: string }) => {
  const result = await search(deps, dates);
  return result.kind === "results" ? (result.listings.find((l) => l.property.id === id) ?? null) : null;
};

const reserve = (
  deps: OrderDeps,
  propertyId: string,
  visitorId: string,
  dates: { checkIn: string; checkOut: string },
) =>
  reserveOrder(deps, {
    kind: "stay",
    request: { propertyId, roomCode: "R1", planCode: "DIRECT", ...dates, rooms: [{ adults: 2, childAges: [] }] },
    visitorId,
    memberId: null,
    locale: "en-US",
    market,
    search: `/hotel/${propertyId}`,
  });

type OwnerHarness = ReturnType<typeof ownerHarness>;

/** A reserved stay's guest named, paid with the sandbox card, and confirmed (twice at once: once). */
async function paidAndConfirmed(h: OwnerHarness, orderId: string) {
  let stay = (await getOrder(db, PRODUCT_FACTS, orderId)) as Stay;
  await saveDetails(
    h.deps(),
    stay,
    { title: "MRS", firstName: "Ngozi", lastName: "Okafor", email: "ngozi@example.com", phone: "+2348012345678" },
    { others: [], requests: null },
  );
  stay = (await getOrder(db, PRODUCT_FACTS, orderId)) as Stay;
  const paid = await submitOrderPayment(h.deps(), stay, billing("card"), { returnUrl: "/r" });
  const sessionId = (paid as { url: string }).url.split("/").pop() ?? "";
  expect(await h.gateway().payByCard(sessionId, "4242 4242 4242 4242")).toBe("succeeded");
  const delivery = h.deliveries.at(-1)!;
  await receivePaymentWebhook(h.deps(), SECRET, delivery.body, delivery.signature);
  await Promise.all([confirmOrder(h.deps(), stay.id), confirmOrder(h.deps(), stay.id)]);
  return (await getOrder(db, PRODUCT_FACTS, orderId)) as Stay;
}

describe("owners' properties in workerd", () => {
  test("the desk's approval of a listing makes its property, names its owner and invites them, once", async () => {
    const deps = applicationDeps(testClock(), async () => {});
    const listing = propertyListing(`approve-${crypto.randomUUID().slice(0, 6)}`);
    const draft = await applicationStarted(deps, { kind: "property", request: listing, visitorId: "v-owner" });
    expect(await attachFile(deps, draft, "photo-1", png())).toEqual({ ok: true });
    expect(await submitApplication(deps, draft)).toBe("submitted");
    const jobs: unknown[] = [];
    const desk = applicationDeps(testClock(), async (_q, body) => void jobs.push(body));
    const officer = { staffId: "staff-pat", address: "192.0.2.9" };
    expect(await decideApplication(desk, draft.id, { kind: "checked" }, officer)).toBe("checked");
    const decided = await Promise.all([
      decideApplication(desk, draft.id, { kind: "decide", outcome: "approved" }, officer),
      decideApplication(desk, draft.id, { kind: "decide", outcome: "approved" }, officer),
    ]);
    expect(decided).toContain("decided");
    const mine = await managedProperties(db, listing.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ name: listing.propertyName, cityCode: "LOS", role: "owner" });
    expect(await db.select().from(ownerProperties).where(eq(ownerProperties.applicationId, draft.id))).toHaveLength(1);
    expect(jobs).toContainEqual(
      expect.objectContaining({
        kind: "owner_email",
        job: { event: "invited", propertyId: mine[0]?.id, email: listing.email },
      }),
    );
    // Approved but without a room type, it sells nothing yet.
    const h = ownerHarness();
    expect(await listed(h.deps(), mine[0]!.id, stayDates(2))).toBeNull();
  });

  test("an approval that lost its race to a refusal makes no property and names no owner", async () => {
    const listing = propertyListing(`refused-${crypto.randomUUID().slice(0, 6)}`);
    const applicationId = `app-refused-${crypto.randomUUID().slice(0, 8)}`;
    const lost = await propertyFromListing(
      db,
      {
        applicationId,
        name: listing.propertyName,
        type: "guest_house",
        cityCode: "LOS",
        address: listing.addressLine,
        point: null,
        currency: "NGN",
        email: listing.email,
        locale: "en-US",
      },
      testClock(),
      sql`0`,
    );
    await runBatch(db, lost);
    expect(await managedProperties(db, listing.email)).toEqual([]);
    expect(await db.select().from(ownerProperties).where(eq(ownerProperties.applicationId, applicationId))).toEqual([]);
  });

  test("50 concurrent buyers of an owner's last room on a night: one stay", async () => {
    const h = ownerHarness();
    const property = await ownerProperty(uniqueOwner("last"), { count: 1 });
    const dates = stayDates(1);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => reserve(h.deps(), property.id, `last-${property.id}-${i}`, dates)),
    );
    expect(results.filter((r) => r.kind === "started")).toHaveLength(1);
    expect(results.filter((r) => r.kind === "unavailable")).toHaveLength(49);
    expect(await listed(h.deps(), property.id, dates)).toBeNull();
  });

  test("a closed night is never sold: not listed, not reserved, and what Tern holds follows the calendar", async () => {
    const h = ownerHarness();
    const owner = uniqueOwner("closed");
    const property = await ownerProperty(owner, { count: 3 });
    const dates = stayDates(3);
    const middle = addDays(dates.checkIn, 1);
    // A first guest holds a room on the middle night: its bucket exists in the property's Inventory object.
    const one = { checkIn: middle, checkOut: addDays(middle, 1) };
    expect((await reserve(h.deps(), property.id, `closed-first-${property.id}`, one)).kind).toBe("started");
    expect(await listed(h.deps(), property.id, dates)).not.toBeNull();
    expect(await editNights(owner, property.id, { from: middle, to: middle, state: "close" })).toBe("saved");
    expect(await listed(h.deps(), property.id, dates)).toBeNull();
    expect(await reserve(h.deps(), property.id, `closed-${property.id}`, dates)).toEqual({ kind: "unavailable" });
    const [night] = (await env.INVENTORY.getByName(`hotel:${property.id}`).availability([
      `room:R1:${middle}`,
    ])) as Array<{
      capacity: number;
      available: number;
    }>;
    expect(night).toMatchObject({ capacity: 0, available: 0 });
    // Opened again, it sells again.
    expect(await editNights(owner, property.id, { from: middle, to: middle, state: "open" })).toBe("saved");
    expect((await reserve(h.deps(), property.id, `reopened-${property.id}`, dates)).kind).toBe("started");
  });

  test("a rate change is searched at once and never touches a stay already sold; the owner is e-mailed", async () => {
    const h = ownerHarness();
    const owner = uniqueOwner("rate");
    const property = await ownerProperty(owner, { rate: 40_000 });
    const dates = stayDates(2);
    expect((await listed(h.deps(), property.id, dates))?.total).toEqual({ amount: 8_000_000, currency: "NGN" });
    const started = await reserve(h.deps(), property.id, `rate-${property.id}`, dates);
    if (started.kind !== "started") throw new Error(started.kind);
    expect(await editNights(owner, property.id, { from: dates.checkIn, to: dates.checkIn, rate: 55_000 })).toBe(
      "saved",
    );
    expect((await listed(h.deps(), property.id, dates))?.total).toEqual({ amount: 9_500_000, currency: "NGN" });

    expect(((await getOrder(db, PRODUCT_FACTS, started.orderId)) as Stay).quote.total.amount).toBe(8_000_000);
    const stay = await paidAndConfirmed(h, started.orderId);
    expect(stay.status).toBe("confirmed");
    expect(stay.confirmation).toMatch(/^own-[A-Z0-9]{10}$/);

    const [reservation] = await listReservations(db, property.id);
    expect(reservation).toMatchObject({
      reference: stay.reference,
      amount: 8_000_000,
      commission: 1_200_000,
      status: "confirmed",
      checkIn: dates.checkIn,
    });
    expect(h.ownerJobs).toContainEqual({ event: "booked", reservationId: reservation?.id });
    const sender = new OutboxSender(db, () => testClock());
    const emailDeps = { db, sender, now: testClock(), siteUrl: "https://tern.test", secret: env.SESSION_SECRET };
    await sendOwnerEmail(emailDeps, { event: "booked", reservationId: reservation!.id });
    await sendOwnerEmail(emailDeps, { event: "booked", reservationId: reservation!.id });
    const mail = await readOutbox(db, { to: owner });
    expect(mail.map((m) => m.subject)).toEqual([`New reservation ${stay.reference} at ${property.name}`]);
    expect(mail[0]?.text).toContain(`Owed to you: ${formatMoney({ amount: 6_800_000, currency: "NGN" }, "en-US")}`);
    expect((await getReservation(db, reservation!.id))?.amount).toBe(8_000_000);
  });

  test("a guest who never came is marked from the check-in day; a cancelled stay cancels its reservation; the month's statement", async () => {
    const h = ownerHarness();
    const owner = uniqueOwner("life");
    const property = await ownerProperty(owner, { rate: 50_000 });
    const kept = stayDates(2);
    const cancelled = { checkIn: kept.checkIn, checkOut: kept.checkOut };
    const first = await reserve(h.deps(), property.id, `life-kept-${property.id}`, kept);
    const second = await reserve(h.deps(), property.id, `life-cancelled-${property.id}`, cancelled);
    if (first.kind !== "started" || second.kind !== "started") throw new Error("not reserved");
    const keptStay = await paidAndConfirmed(h, first.orderId);
    const cancelledStay = await paidAndConfirmed(h, second.orderId);
    const reservationOf = async (stay: Stay) =>
      (await listReservations(db, property.id)).find((r) => r.reference === stay.reference)!;

    // Cancelled by the traveller, in time: the reservation is cancelled and its owner told, once.
    expect((await cancelOrder(h.deps(), cancelledStay)).kind).toBe("cancelled");
    expect((await reservationOf(cancelledStay)).status).toBe("cancelled");
    expect(h.ownerJobs.filter((j) => j.event === "cancelled")).toEqual([
      { event: "cancelled", reservationId: (await reservationOf(cancelledStay)).id },
    ]);

    // Before the check-in day a no-show cannot be marked; from it, once, audited; never on a cancelled one.
    const id = (await reservationOf(keptStay)).id;
    const actor = actorOf(owner);
    expect(await markNoShow(db, actor, property.id, id, testClock())).toBe(false);
    const checkInDay = new Date(`${kept.checkIn}T20:00:00Z`);
    expect(await markNoShow(db, actorOf(uniqueOwner("other")), "own-aaaaaaaaaa", id, checkInDay)).toBe(false);
    expect(await markNoShow(db, actor, property.id, (await reservationOf(cancelledStay)).id, checkInDay)).toBe(false);
    expect(await markNoShow(db, actor, property.id, id, checkInDay)).toBe(true);
    expect(await markNoShow(db, actor, property.id, id, checkInDay)).toBe(false);
    expect((await reservationOf(keptStay)).status).toBe("no_show");

    // The month the stays check out in: the one not cancelled, Tern's 15 % and what the owner is owed.
    const statement = await monthlyStatement(db, property.id, kept.checkOut.slice(0, 7));
    expect(statement.lines.map((l) => l.reference)).toEqual([keptStay.reference]);
    expect(statement.totals).toEqual([{ currency: "NGN", amount: 10_000_000, commission: 1_500_000, owed: 8_500_000 }]);
    const trail = await db.select().from(ownerAudit).where(eq(ownerAudit.propertyId, property.id));
    expect(trail.map((row) => row.action)).toEqual(["room.add", "reservation.no_show"]);
  });

  test("a photo is kept without its EXIF at the pages' widths, shown on the property and served; an SVG is refused", async () => {
    const owner = uniqueOwner("photo");
    const property = await ownerProperty(owner);
    const width = 1200;
    const height = 900;
    const pixels = new Uint8Array(width * height * 4).fill(180);
    const exif = new Uint8Array([0x45, 0x78, 0x69, 0x66, 0, 0, ...new TextEncoder().encode("GPSLatitude 6.44N")]);
    const jpegBytes = new Uint8Array(
      jpeg.encode({ data: pixels, width, height, exifBuffer: exif } as jpeg.RawImageData<Uint8Array>, 85).data,
    );
    // The main Worker's path: the photo made safe behind the DOCUMENTS binding (vitest.config.ts runs its answer).
    const deps = { db, bucket: env.UPLOADS, now: testClock(), makePhoto: makePhotoFor(env) };
    const added = await addPhoto(deps, actorOf(owner), property, "R1", {
      name: "garden.jpg",
      type: "image/jpeg",
      bytes: jpegBytes,
    });
    if (!added.ok) throw new Error(added.reason);
    const supplier = directHotels()(testClock);
    expect((await supplier.details(property.id))?.images).toEqual([{ id: added.id, alt: "room" }]);
    for (const w of [960, 480]) {
      const served = await supplier.photo(`${added.id}-${w}`);
      expect(served?.contentType).toBe("image/jpeg");
      const bytes = new Uint8Array(await new Response(served?.body).arrayBuffer());
      expect(new TextDecoder("latin1").decode(bytes)).not.toContain("Exif");
      expect(jpeg.decode(bytes).width).toBe(w);
    }
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(
      await addPhoto(deps, actorOf(owner), property, null, { name: "x.svg", type: "image/svg+xml", bytes: svg }),
    ).toEqual({
      ok: false,
      reason: "type",
    });
    const trail = await db.select().from(ownerAudit).where(eq(ownerAudit.propertyId, property.id));
    expect(trail.map((row) => row.action)).toEqual(["room.add", "photo.add"]);
  });

  test("an owner sees only their own properties, and every change is audited", async () => {
    const ada = uniqueOwner("ada");
    const bola = uniqueOwner("bola");
    const adas = await ownerProperty(ada);
    expect(await managedProperty(db, bola, adas.id)).toBeNull();
    expect((await managedProperties(db, bola)).map((p) => p.id)).not.toContain(adas.id);
    expect(await managedProperty(db, ada.toUpperCase(), adas.id)).not.toBeNull();
    const trail = await db.select().from(ownerAudit).where(eq(ownerAudit.propertyId, adas.id));
    expect(trail.map((row) => row.action)).toEqual(["room.add"]);
    await expect(db.delete(ownerAudit).where(eq(ownerAudit.propertyId, adas.id))).rejects.toThrow();
  });
});
