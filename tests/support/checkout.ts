import { env } from "cloudflare:test";
import { renderPdf } from "~/domains/documents/render.server";
import { requestRefund } from "~/domains/bookings/refund-cases.server";
import { advanceRefundCases } from "~/domains/bookings/refund-back-office.server";
import { applicationDesk } from "~/domains/applications/desk.server";
import { APPLICATION_KINDS } from "~/domains/orders/application-kinds.server";

import type { SendJob } from "~/domains/jobs/outbox.server";
import { SandboxHotelSupplier } from "~/domains/hotels/sandbox/supplier";
import type { HotelSupplier } from "~/domains/hotels/supplier";
import { sandboxActivitySupplier } from "~/domains/activities/sandbox/supplier";
import { sandboxExtrasSupplier } from "~/domains/extras/sandbox/supplier";
import { sandboxRideSupplier } from "~/domains/rides/sandbox/supplier";
import { sandboxHolidaySupplier } from "~/domains/holidays/sandbox/supplier";
import type { SupplierProduct } from "~/domains/supplier-orders/types";
import { type OrderDeps, type Product, withProducts } from "~/domains/orders/products.server";
import { createDb } from "~/db/client.server";
import { OutboxSender } from "~/domains/notifications/email.server";
import { getBooking, startBooking } from "~/domains/bookings/lifecycle.server";
import { holdsOf } from "~/domains/bookings/holds.server";
import { saveTravellers } from "~/domains/bookings/travellers.server";
import { submitPayment, type EmailJob } from "~/domains/bookings/payment.server";
import type { PaymentPart } from "~/domains/checkout/checkout.server";
import { processTicketing } from "~/domains/bookings/ticketing.server";
import { receivePaymentWebhook } from "~/domains/checkout/webhooks.server";
import type { Booking } from "~/domains/bookings/types";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import type { FlightOffer, FlightSupplier, PriceResult } from "~/domains/flights/supplier";
import { SandboxGateway } from "~/domains/checkout/sandbox/gateway.server";
import type { PaymentGateway } from "~/domains/checkout/gateway";
import type { PaymentForm } from "~/domains/checkout/schema";
import { firstOffer, selectFirstFare } from "./offers";
import { travelExtras } from "~/domains/products/sandbox/catalog";
import { testClock, testDay } from "./clock";
import { propertiesIn } from "~/domains/hotels/sandbox/properties";
import { reserveOrder, saveDetails } from "~/domains/supplier-orders/lifecycle.server";
import { getOrder } from "~/domains/supplier-orders/orders.server";
import { PRODUCT_FACTS } from "~/domains/orders/supplier-products.server";
import type { Stay } from "~/domains/stays/types";
import { addDays } from "~/lib/time";

// The checkout saga's workerd test harness: the real D1 and Inventory objects, queues replaced by lists.
export const db = createDb(env.DB);
export const SECRET = "test-webhook-secret";
const hotels = new SandboxHotelSupplier();
const activities = sandboxActivitySupplier();
// Each test books flights of its own day, so holds and sales in one never touch another's; each test file
// starts on days of its own (startDaysAt).
let nextDay = 40;
export function startDaysAt(day: number) {
  nextDay = day;
}
const departDay = () => testDay(nextDay++);

/** The sandbox supplier, except that every flight of a priced offer has only `seats` seats left. */
export class ScarceSupplier extends SandboxFlightSupplier {
  constructor(private readonly seats: number) {
    super(env.SESSION_SECRET);
  }
  override async price(offerId: string, familyCode: string, now: Date): Promise<PriceResult> {
    const priced = await super.price(offerId, familyCode, now);
    if (priced.status !== "ok") return priced;
    const offer: FlightOffer = {
      ...priced.offer,
      slices: priced.offer.slices.map((s) => ({
        ...s,
        segments: s.segments.map((g) => ({ ...g, seatsLeft: this.seats })),
      })),
    };
    return { ...priced, offer };
  }
}

/** Everything the saga needs, with queues replaced by lists the test reads and delivers by hand. */
export function harness(
  options: {
    supplier?: FlightSupplier;
    clock?: () => Date;
    /** Where jobs go instead of the lists below (a test of another product sorts its own). */
    send?: SendJob;
    /** Further products, registered with the real ones (a test-only product). */
    products?: (deps: OrderDeps) => Product[];
    /** Further products of the supplier order (a test-only one). */
    supplierProducts?: SupplierProduct[];
    /** Another gateway than the sandbox's (a real one's adapter over msw). */
    gateway?: (now: Date) => PaymentGateway;
    /** Another hotel supplier than the sandbox's (the owners' beside it). */
    hotels?: (now: () => Date) => HotelSupplier;
  } = {},
) {
  const clock = options.clock ?? testClock;
  const deliveries: Array<{ body: string; signature: string }> = [];
  const ticketing: string[] = [];
  const emails: EmailJob[] = [];
  const deps = (): OrderDeps => {
    const now = clock();
    return withProducts(
      {
        db,
        hotels: options.hotels?.(clock) ?? hotels,
        activities,
        extrasSupplier: sandboxExtrasSupplier(),
        rides: sandboxRideSupplier(),
        holidays: sandboxHolidaySupplier(),
        visaDesk: applicationDesk({
          db,
          now,
          kinds: APPLICATION_KINDS,
          stepMinutes: 0,
          jobs: { send: async () => {} },
        }),
        inventory: env.INVENTORY,
        supplier: options.supplier ?? new SandboxFlightSupplier(env.SESSION_SECRET),
        now,
        holdMinutes: 20,
        extras: travelExtras,
        gateway: options.gateway?.(now) ?? gateway(),
        jobs: {
          send:
            options.send ??
            (async (queue, body) => {
              if (queue === "ticketing") {
                const job = body as { bookingId: string; changeId?: string };
                ticketing.push(job.changeId ?? job.bookingId);
              } else emails.push(body as EmailJob);
            }),
        },
      },
      options.products,
      options.supplierProducts,
    );
  };
  const gateway = () =>
    new SandboxGateway({
      db,
      now: clock(),
      pagesBase: "/pay",
      webhookSecret: SECRET,
      deliver: async (d) => void deliveries.push(d),
    });
  return { deps, gateway, deliveries, ticketing, emails };
}

export const offerFor = (
  supplier: Pick<FlightSupplier, "search">,
  passengers = { adults: 1, childAges: [] as number[], infants: 0 },
  to = "LHR",
  accept?: (offer: FlightOffer) => Promise<boolean>,
) => firstOffer(supplier, { to, date: departDay() }, passengers, undefined, accept);

/** An offer whose first flight publishes a seat map (some carriers do not). */
export const withSeatMap = (supplier: Pick<FlightSupplier, "seatMap">) => async (offer: FlightOffer) =>
  (await supplier.seatMap(offer.id, 0, 0, testClock())) !== null;

export const adult = (lastName: string, n = 1) => ({
  title: "MR" as const,
  firstName: `Ade${"x".repeat(n)}`,
  middleName: "",
  lastName,
  dateOfBirth: "1985-04-12",
  nationality: "NG",
  gender: "male" as const,
  passportNumber: "A12345678",
  passportAuthority: "NG",
  passportIssuedOn: "2022-01-10",
  passportExpiresOn: "2031-01-09",
  loyaltyId: "",
});

export async function bookingReady(
  h: ReturnType<typeof harness>,
  visitorId: string,
  options: {
    lastName?: string;
    supplier?: FlightSupplier;
    locale?: "en-US" | "fr-FR";
    /** The fare family to book; the offer's cheapest when not given. */
    familyCode?: string;
    /** Where the flight from Lagos goes; London when not given. */
    to?: string;
    /** Only a flight whose seat map is published. */
    seatMap?: boolean;
    /** How many adults travel; one when not given. */
    adults?: number;
  } = {},
): Promise<Booking> {
  const supplier = options.supplier ?? new SandboxFlightSupplier(env.SESSION_SECRET);
  const adults = options.adults ?? 1;
  const offer = await offerFor(
    supplier,
    { adults, childAges: [], infants: 0 },
    options.to,
    options.seatMap ? withSeatMap(supplier) : undefined,
  );
  const started = await startBooking(
    h.deps(),
    selectFirstFare(offer, {
      visitorId,
      locale: options.locale ?? "en-US",
      ...(options.familyCode ? { familyCode: options.familyCode } : {}),
    }),
  );
  if (started.kind !== "started") throw new Error(started.kind);
  const booking = await getBooking(db, started.bookingId);
  if (!booking) throw new Error("not stored");
  await saveTravellers(
    db,
    booking,
    {
      email: `${visitorId}@example.com`,
      emailConfirm: `${visitorId}@example.com`,
      phone: "+2348012345678",
      travellers: Array.from({ length: adults }, (_, n) => adult(options.lastName ?? "Okafor", n + 1)),
    } as never,
    testClock(),
  );
  return booking;
}

export const billing = (method: PaymentForm["method"]): PaymentForm => ({
  nameOnCard: "Ade Okafor",
  address: "12 Marina Road",
  zipCode: "101001",
  city: "Lagos",
  state: "Lagos",
  country: "NG",
  method,
});

export async function fresh(id: string) {
  const booking = await getBooking(db, id);
  if (!booking) throw new Error("gone");
  return booking;
}

export async function heldOn(booking: Booking) {
  const [hold] = holdsOf(booking, []);
  if (!hold) throw new Error("no hold");
  const [availability] = (await env.INVENTORY.getByName(hold.inventoryKey).availability([
    `cabin:${booking.offer.cabin}`,
  ])) as Array<{ held: number; sold: number }>;
  return availability ?? { held: 0, sold: 0 };
}

/**
 * A booking for one adult paid by the succeeding card and ticketed (manage booking's tests start here); a member's
 * when `memberId` is given, its ticketing run `ticketingRuns` times at once (a queue delivers at least once).
 */
export async function ticketedBooking(
  visitorId: string,
  options: Parameters<typeof bookingReady>[2] & { memberId?: string; ticketingRuns?: number } = {},
): Promise<Booking> {
  const h = harness();
  const booking = await bookingReady(h, visitorId, options);
  if (options.memberId) {
    await env.DB.prepare("UPDATE bookings SET member_id = ? WHERE id = ?").bind(options.memberId, booking.id).run();
  }
  const paid = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
  await h.gateway().payByCard((paid as { url: string }).url.split("/").pop() ?? "", "4242424242424242");
  for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
  await Promise.all(Array.from({ length: options.ticketingRuns ?? 1 }, () => processTicketing(h.deps(), booking.id)));
  return fresh(booking.id);
}

/**
 * The e-mail dependencies of a test: the outbox as the sender, the tests' clock and secret, and the documents
 * Worker's PDF setter called in place of its binding.
 */
export const outboxEmailDeps = () => ({
  db,
  sender: new OutboxSender(db, testClock),
  now: testClock(),
  siteUrl: "https://tern.example",
  secret: env.SESSION_SECRET,
  renderPdf,
});

/** A stay of one adult for two nights in a city's first property, reserved for this visitor (its rate refundable). */
export async function stayReserved(h: ReturnType<typeof harness>, visitorId: string, city: string, daysAhead: number) {
  const property = propertiesIn(city)[0];
  const room = property?.rooms[0];
  if (!property || !room) throw new Error(`no property in ${city}`);
  const checkIn = addDays(testClock().toISOString().slice(0, 10), daysAhead);
  const reserved = await reserveOrder(h.deps(), {
    kind: "stay",
    request: {
      propertyId: property.id,
      roomCode: room.code,
      planCode: "ROOM_ONLY_FLEX",
      checkIn,
      checkOut: addDays(checkIn, 2),
      rooms: [{ adults: 1, childAges: [] }],
    },
    visitorId,
    memberId: null,
    locale: "en-US",
    market: { country: "NG", currency: "NGN" },
    search: `/hotel/${property.id}?where=${city}`,
  });
  if (reserved.kind !== "started") throw new Error(reserved.kind);
  return reserved.orderId;
}

/** A reserved stay, read back as its product reads it. */
export const getStay = async (id: string) => (await getOrder(db, PRODUCT_FACTS, id)) as Stay | null;

/** A reserved stay's details step done: its one room's lead guest, who is the contact. */
export async function stayGuestSaved(
  h: ReturnType<typeof harness>,
  stayId: string,
  lead: { firstName: string; lastName: string; email: string },
) {
  const stay = await getStay(stayId);
  if (!stay) throw new Error("no such stay");
  const saved = await saveDetails(h.deps(), stay, { title: "MRS", phone: "+2348012345678", ...lead });
  if (saved !== "saved") throw new Error(saved);
}

/**
 * A flight booking paid by card in one charge with the other parts of its cart (`cartPaymentParts`), the sandbox's
 * webhooks delivered as the queue would: what a flight's payment step does when asked to pay for everything.
 */
export async function paidTogether(
  h: ReturnType<typeof harness>,
  booking: Booking,
  parts: ReadonlyArray<{ part: PaymentPart }>,
) {
  const paid = await submitPayment(
    h.deps(),
    booking,
    billing("card"),
    { returnUrl: "/r" },
    parts.map((p) => p.part),
  );
  if (paid.kind !== "gateway") throw new Error(paid.kind);
  await h.gateway().payByCard(paid.url.split("/").pop()!, "4242424242424242");
  await deliverWebhooks(h);
  return paid;
}

/** Delivers the sandbox gateway's webhooks the harness holds, as the queue would. */
export async function deliverWebhooks(h: ReturnType<typeof harness>) {
  for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
}

/** A refund request for the first passenger, to the payer's account (Ade Okafor, who pays in these tests). */
export const REFUND_REQUEST = {
  reason: "unused_tickets" as const,
  positions: [0],
  bankName: "Sandbox Bank",
  accountNumber: "0123456789",
  accountName: "Ade Okafor",
};

/**
 * A ticketed booking's refund case for its first passenger, opened and taken by the sandbox back office through to
 * refunded (a step a run, REFUND_STEP_MINUTES 0): how a test refunds a booking in full.
 */
export async function refundedInFull(h: ReturnType<typeof harness>, booking: Booking) {
  const start = testClock();
  const opened = await requestRefund({ db, now: start, stepMinutes: 0 }, booking, REFUND_REQUEST);
  if (!opened.ok) throw new Error("the refund case was refused");
  for (let run = 1; run <= 4; run++) {
    const now = new Date(start.getTime() + run * 1000);
    await advanceRefundCases({ db, now, stepMinutes: 0, gateway: h.deps().gateway, supplier: h.deps().supplier });
  }
  return fresh(booking.id);
}
