import type { AccountDeps } from "~/domains/accounts/members.server";
import { PASSWORD_LISTS_PATH, type PasswordLists, PasswordListsSchema } from "~/domains/accounts/passwords.server";
import { type DocumentDeps, type InspectPdf, PdfRefusalSchema, type RenderPdf } from "~/domains/documents/layout";
import { type EmailSender, OutboxSender } from "~/domains/notifications/email.server";
import type { BookingDeps } from "~/domains/bookings/lifecycle.server";
import type { Jobs } from "~/domains/checkout/checkout.server";
import type { RefundDeskDeps } from "~/domains/bookings/refund-decisions.server";
import { orderBelongings } from "~/domains/orders/belongings.server";
import { type OrderDeps, withProducts } from "~/domains/orders/products.server";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import type { FlightSupplier } from "~/domains/flights/supplier";
import { DuffelFlightSupplier } from "~/domains/flights/duffel/supplier.server";
import { createDb, type Database } from "~/db/client.server";
import { SandboxHotelSupplier } from "~/domains/hotels/sandbox/supplier";
import { withDirect } from "~/domains/hotels/combined";
import { ownersHotelSupplier } from "~/domains/owners/supplier.server";
import { type MakePhoto, MadePhotoSchema } from "~/domains/owners/photo-types";
import { sandboxActivitySupplier } from "~/domains/activities/sandbox/supplier";
import type { ActivitySupplier } from "~/domains/activities/supplier";
import { sandboxExtrasSupplier } from "~/domains/extras/sandbox/supplier";
import { sandboxRideSupplier } from "~/domains/rides/sandbox/supplier";
import { sandboxHolidaySupplier } from "~/domains/holidays/sandbox/supplier";
import type { HolidaySupplier } from "~/domains/holidays/supplier";
import type { RideSupplier } from "~/domains/rides/supplier";
import type { HotelSupplier } from "~/domains/hotels/supplier";
import { sandboxMapTiles } from "~/domains/hotels/sandbox/tiles";
import type { MapTileServer } from "~/domains/suppliers/map-tiles";
import { travelExtras } from "~/domains/products/sandbox/catalog";
import { SandboxGateway } from "~/domains/checkout/sandbox/gateway.server";
import { PaystackGateway } from "~/domains/checkout/paystack/gateway.server";
import type { PaymentGateway } from "~/domains/checkout/gateway";
import { type LocalePrefix, withLocalePrefix } from "~/i18n/locales";
import { publicOrigin } from "~/utils/deployment.server";
import type { EmailDeps } from "~/domains/notifications/email.server";
import type { ApplicationDeps } from "~/domains/applications/applications.server";
import { applicationDesk } from "~/domains/applications/desk.server";
import { APPLICATION_KINDS } from "~/domains/orders/application-kinds.server";
import { ResendSender } from "~/domains/notifications/resend.server";

const DEFAULT_HOLD_MINUTES = 20;

// Sandbox code is imported here and in tests only (an ESLint rule): the composition root picks each third party.

/** Minutes a setting of wrangler.toml gives, or `fallback` when it is missing, not a number, or not allowed. */
function minutesSetting(value: unknown, fallback: number, allowed: "zero or more" | "more than zero" = "zero or more") {
  const minutes = Number(value);
  const ok = allowed === "more than zero" ? minutes > 0 : minutes >= 0;
  return Number.isFinite(minutes) && ok ? minutes : fallback;
}
export { isTestCard, TEST_CARDS, TEST_OTP } from "~/domains/checkout/sandbox/test-cards";

const suppliers = new Map<string, SandboxFlightSupplier>();

/**
 * The flight supplier FLIGHT_SUPPLIER names: "sandbox" (the default; its offer ids are signed with a key derived from
 * SESSION_SECRET, so every isolate of a deployment reads them alike) or "duffel" (decision 020, with the
 * DUFFEL_ACCESS_TOKEN secret). The deployment check refuses to serve a supplier without its settings.
 */
export function flightSupplier(
  env: Pick<Env, "SESSION_SECRET" | "FLIGHT_SUPPLIER" | "DB"> & { DUFFEL_ACCESS_TOKEN?: string },
): FlightSupplier {
  if (env.FLIGHT_SUPPLIER === "duffel") {
    return new DuffelFlightSupplier({ db: createDb(env.DB), token: env.DUFFEL_ACCESS_TOKEN ?? "" });
  }
  let supplier = suppliers.get(env.SESSION_SECRET);
  if (!supplier) {
    supplier = new SandboxFlightSupplier(env.SESSION_SECRET);
    suppliers.set(env.SESSION_SECRET, supplier);
  }
  return supplier;
}

const hotels = new SandboxHotelSupplier();

/**
 * The hotel supplier: the sandbox's deterministic properties (a bed bank plugs in here) and the owners' own from the
 * extranet, sold beside them (decision 029).
 */
/** The hotel supplier's properties alone (the sitemap lists the owners' from their own table). */
export const supplierHotels = (): HotelSupplier => hotels;

export function hotelSupplier(env: Env, db: Database, now: () => Date): HotelSupplier {
  return withDirect(
    hotels,
    ownersHotelSupplier({
      db,
      send: jobsFor(env).send,
      now,
      photos: env.UPLOADS,
      cityCentre: (code) => hotels.cityCentre(code),
    }),
  );
}

const activities = sandboxActivitySupplier();
/** The travel extras' issuer: the sandbox's; an insurer, an eSIM or lounge network plugs in here. */
const extrasSupplier = sandboxExtrasSupplier();

/** The activity supplier: the sandbox's things to do over its catalog; a real provider plugs in here. */
export function activitySupplier(): ActivitySupplier {
  return activities;
}

const rides = sandboxRideSupplier();

/** The airport transfer company: the sandbox's vehicle classes at every airport; a real one plugs in here. */
export function rideSupplier(): RideSupplier {
  return rides;
}

const holidays = sandboxHolidaySupplier();

/** The tour operator: the sandbox's packages; a real operator plugs in here. */
export function holidaySupplier(): HolidaySupplier {
  return holidays;
}

/** The map tiles this site serves: the sandbox's, drawn around its cities. A deployment points MAP_TILE_URL elsewhere. */
export function mapTileServer(): MapTileServer {
  return sandboxMapTiles;
}

/** The one place bindings become domain dependencies, for requests, queue consumers and the cron alike. */
export function bookingDepsFor(env: Env, db: Database, now: Date): BookingDeps {
  return {
    db,
    inventory: env.INVENTORY,
    supplier: flightSupplier(env),
    extras: travelExtras,
    now,
    holdMinutes: minutesSetting(env.BOOKING_HOLD_MINUTES, DEFAULT_HOLD_MINUTES, "more than zero"),
  };
}

export function jobsFor(env: Env): Jobs {
  return {
    send: async (queue, body, options) => {
      const binding = queue === "ticketing" ? env.TICKETING : env.EMAIL;
      await binding.send(body, options?.delaySeconds ? { delaySeconds: options.delaySeconds } : undefined);
    },
  };
}

/**
 * The sandbox payment gateway (docs/architecture.md, Third parties): its hosted pages live under /pay in the booking's
 * language, and its webhooks reach Tern through a queue, as a real gateway's reach the webhook endpoint.
 */
export function sandboxGatewayFor(env: Env, db: Database, now: Date, prefix: LocalePrefix = null): SandboxGateway {
  return new SandboxGateway({
    db,
    now,
    pagesBase: withLocalePrefix(prefix, "/pay"),
    webhookSecret: env.PAYMENT_WEBHOOK_SECRET,
    deliver: async (delivery) => {
      await env.PAYMENT_WEBHOOKS.send(delivery);
    },
  });
}

/**
 * The payment gateway PAYMENT_GATEWAY names: "sandbox" (the default) or "paystack" (decision 019, with the
 * PAYSTACK_SECRET_KEY secret). The deployment check refuses to serve a gateway without its settings.
 */
export function gatewayFor(
  env: Env & { PAYSTACK_SECRET_KEY?: string },
  db: Database,
  now: Date,
  prefix: LocalePrefix = null,
): PaymentGateway {
  if (env.PAYMENT_GATEWAY === "paystack") {
    return new PaystackGateway({ db, now, secretKey: env.PAYSTACK_SECRET_KEY ?? "", siteUrl: publicOrigin(env) });
  }
  return sandboxGatewayFor(env, db, now, prefix);
}

/** The checkout's dependencies with every product's, and the payables registered over them (domains/orders). */
export function checkoutDepsFor(env: Env, db: Database, now: Date, prefix: LocalePrefix = null): OrderDeps {
  return withProducts({
    ...bookingDepsFor(env, db, now),
    gateway: gatewayFor(env, db, now, prefix),
    jobs: jobsFor(env),
    hotels: hotelSupplier(env, db, () => now),
    activities: activitySupplier(),
    extrasSupplier: extrasSupplier,
    rides: rideSupplier(),
    holidays: holidaySupplier(),
    visaDesk: applicationDesk(applicationDepsFor(env, db, now)),
  });
}

/** Minutes between the sandbox back office's steps on an application (wrangler.toml APPLICATION_STEP_MINUTES). */
export function applicationDepsFor(env: Env, db: Database, now: Date): ApplicationDeps {
  return {
    db,
    now,
    bucket: env.UPLOADS,
    inspectPdf: inspectPdfFor(env),
    kinds: APPLICATION_KINDS,
    stepMinutes: minutesSetting(env.APPLICATION_STEP_MINUTES, 1440),
    jobs: jobsFor(env),
  };
}

/** Minutes between the back office's steps on a refund case (wrangler.toml REFUND_STEP_MINUTES). */
export function refundStepMinutes(env: Env): number {
  return minutesSetting(env.REFUND_STEP_MINUTES, 1440);
}

/** What the refunds desk needs: the checkout's dependencies, and the four-eyes threshold (wrangler.toml). */
export function refundDeskDepsFor(env: Env, db: Database, now: Date): RefundDeskDeps {
  return {
    ...checkoutDepsFor(env, db, now),
    stepMinutes: refundStepMinutes(env),
    secondApprovalAbove: { amount: Number(env.REFUND_SECOND_APPROVAL_ABOVE) * 100, currency: "NGN" },
  };
}

/**
 * What booking e-mails need: the sender, the public origin of their links, the secret that signs them, and the
 * documents Worker for their PDFs.
 */
export function emailDepsFor(env: Env, db: Database, now: Date, request?: Request): EmailDeps & DocumentDeps {
  return {
    db,
    sender: emailSenderFor(env, db, now),
    now,
    siteUrl: publicOrigin(env, request),
    secret: env.SESSION_SECRET,
    renderPdf: renderPdfFor(env),
  };
}

/**
 * PDFs are set by the documents Worker (workers/documents.ts, decision 023), behind the DOCUMENTS service binding:
 * the main Worker sends a document's description and gets its bytes, and carries no PDF code of its own.
 */
export function renderPdfFor(env: Pick<Env, "DOCUMENTS">): RenderPdf {
  return async (document) => {
    const response = await env.DOCUMENTS.fetch("https://documents.tern/render", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(document),
    });
    if (!response.ok) throw new Error(`documents Worker answered ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  };
}

/**
 * Owners' photos are made safe by the documents Worker too (photo-pipeline.ts, decision 029): decoded, resized and
 * encoded again there, so the main Worker carries no image codec.
 */
export function makePhotoFor(env: Pick<Env, "DOCUMENTS">): MakePhoto {
  return async (file) => {
    const response = await env.DOCUMENTS.fetch("https://documents.tern/photo", {
      method: "POST",
      headers: {
        "Content-Type": file.type || "application/octet-stream",
        "X-File-Name": encodeURIComponent(file.name),
      },
      body: file.bytes as Uint8Array<ArrayBuffer>,
    });
    if (!response.ok) throw new Error(`documents Worker answered ${response.status}`);
    const made = MadePhotoSchema.parse(await response.json());
    if (!made.ok) return made;
    const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return { ok: true, sizes: made.sizes.map((s) => ({ width: s.width, height: s.height, bytes: bytesOf(s.jpeg) })) };
  };
}

/** Uploaded PDFs are read by the documents Worker too (pdf-inspect.server.ts): refused when active, else written again. */
export function inspectPdfFor(env: Pick<Env, "DOCUMENTS">): InspectPdf {
  return async (bytes) => {
    const response = await env.DOCUMENTS.fetch("https://documents.tern/inspect", {
      method: "POST",
      headers: { "Content-Type": "application/pdf" },
      body: bytes as Uint8Array<ArrayBuffer>,
    });
    if (response.status === 422) return PdfRefusalSchema.parse(await response.json());
    if (!response.ok) throw new Error(`documents Worker answered ${response.status}`);
    return { ok: true, pdf: new Uint8Array(await response.arrayBuffer()) };
  };
}

/**
 * The e-mail sender EMAIL_SENDER names: "sandbox" (the default: the outbox: kept in D1, read at /dev/mailbox) or "resend" (Resend's
 * HTTP API with the RESEND_API_KEY secret, from EMAIL_FROM; decision 017). The deployment check refuses to serve a
 * provider without its settings (utils/deployment.server.ts).
 */
export function emailSenderFor(env: Env & { RESEND_API_KEY?: string }, db: Database, now: Date): EmailSender {
  if (env.EMAIL_SENDER === "resend") {
    return new ResendSender({
      apiKey: env.RESEND_API_KEY ?? "",
      from: env.EMAIL_FROM,
      deliveries: { db, now: () => now },
    });
  }
  return new OutboxSender(db, () => now);
}

const DEFAULT_CODE_MINUTES = 10;

export function accountDepsFor(env: Env, db: Database, now: Date): AccountDeps {
  return {
    db,
    now,
    secret: env.SESSION_SECRET,
    codeMinutes: minutesSetting(env.VERIFICATION_CODE_MINUTES, DEFAULT_CODE_MINUTES, "more than zero"),
    sender: emailSenderFor(env, db, now),
    siteUrl: publicOrigin(env),
    belongings: orderBelongings,
    passwordLists: () => passwordListsFrom(env),
  };
}

/**
 * zxcvbn-ts's lists (passwords.server.ts) from the Worker's static assets, where the build puts them (vite.config.ts,
 * decision 023): read once per isolate, on the first new password, and checked.
 */
async function passwordListsFrom(env: Pick<Env, "ASSETS">): Promise<PasswordLists> {
  const response = await env.ASSETS.fetch(`https://assets.tern${PASSWORD_LISTS_PATH}`);
  if (!response.ok) throw new Error(`password lists: the assets answered ${response.status}`);
  return PasswordListsSchema.parse(await response.json());
}
