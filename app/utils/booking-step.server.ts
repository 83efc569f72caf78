import { data, redirect, type RouterContextProvider } from "react-router";
import { withAgent } from "./agent.server";
import { notFound } from "./route-errors";
import { clockContext, dbContext, envContext, localeContext, memberContext, sessionContext } from "~/context";
import type { FrameData, ItineraryFlight } from "./views";
import { type BookingDeps, getBooking, getBookingConfirmation } from "~/domains/bookings/lifecycle.server";
import { flightsOf, holdLapsed } from "~/domains/bookings/holds.server";
import { getItems } from "~/domains/bookings/extras.server";
import { getPromo } from "~/domains/promotions/promotions.server";
import { getTravellers, travellersComplete } from "~/domains/bookings/travellers.server";
import { isPayable } from "~/domains/bookings/types";
import { viewerOwns } from "~/domains/bookings/owners.server";
import { fareSummary } from "~/domains/bookings/totals";
import type { Booking } from "~/domains/bookings/types";
import type { OrderDeps } from "~/domains/orders/products.server";
import { bookingDepsFor, checkoutDepsFor } from "~/services.server";
import { getI18n } from "~/i18n/i18next.server";
import { type Locale, withLocalePrefix } from "~/i18n/locales";

export function bookingDeps(context: Readonly<RouterContextProvider>): BookingDeps {
  return bookingDepsFor(context.get(envContext), context.get(dbContext), context.get(clockContext)());
}

/** Every product's dependencies with the checkout's and the order core's registries (domains/orders). */
export function checkoutDeps(context: Readonly<RouterContextProvider>): OrderDeps {
  return withAgent(
    context,
    checkoutDepsFor(
      context.get(envContext),
      context.get(dbContext),
      context.get(clockContext)(),
      context.get(localeContext).prefix,
    ),
  );
}

/** A booking page's URL; each segment is encoded, since some come from the URL's own (decoded) parameters. */
export function bookingPath(context: Readonly<RouterContextProvider>, bookingId: string, step: string): string {
  const segments = [bookingId, ...step.split("/")].map(encodeURIComponent).join("/");
  return withLocalePrefix(context.get(localeContext).prefix, `/booking/${segments}`);
}

/**
 * The booking child guard (product rules §4): fetch the booking confirmation; when it holds a PNR, go to the
 * summary keeping the query string. Any error lets the navigation proceed.
 */
export async function bookingChildGuard(
  fetchConfirmation: (bookingId: string) => Promise<{ pnr: string | null } | null>,
  bookingId: string,
  url: URL,
  summaryPath: string,
): Promise<void> {
  let pnr: string | null;
  try {
    pnr = (await fetchConfirmation(bookingId))?.pnr ?? null;
  } catch {
    return;
  }
  if (pnr) throw redirect(`${summaryPath}${url.search}`);
}

interface StepArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { bookingId?: string };
}

/**
 * Every booking step starts here: the booking, which only the browser that made it, or its member signed in
 * anywhere, may open (another visitor's booking answers exactly like a missing one, before anything else is
 * told about it); then the child guard, unless the route turns it off.
 */
/**
 * Manage booking: the booking, for whoever may see it (its maker's browser, its member, or a browser that gave its
 * reference and e-mail or opened an e-mailed link). Anyone else gets the same 404 as a booking that does not exist.
 */
export async function requireManagedBooking({
  params,
  context,
}: Pick<StepArgs, "params" | "context">): Promise<Booking> {
  const bookingId = params.bookingId ?? "";
  const booking = /^[a-z0-9]{16}$/.test(bookingId) ? await getBooking(context.get(dbContext), bookingId) : null;
  if (!booking || !viewerOwns(booking, bookingViewer(context))) throw notFound("booking");
  return booking;
}

/** A booking's manage page, or one of its sub-pages ("change", "changes/{id}"), in the request's language. */
export function manageBookingPath(
  context: Readonly<RouterContextProvider>,
  bookingId: string,
  ...rest: string[]
): string {
  const path = [bookingId, ...rest].map(encodeURIComponent).join("/");
  return withLocalePrefix(context.get(localeContext).prefix, `/manage-booking/${path}`);
}

/** A manage-booking page's title (a key of booking.json's `manage` that takes the reference) and description. */
export function manageMeta(
  context: Readonly<RouterContextProvider>,
  title: string,
  booking: Pick<Booking, "reference">,
) {
  const t = getI18n(context).getFixedT(null, "booking");
  return {
    title: t(title as "manage.bookingTitle", { reference: booking.reference }),
    description: t("manage.metaDescription"),
  };
}

/** Who is asking for a booking: this browser's visitor id and grants, and the member signed in on it. */
export function bookingViewer(context: Readonly<RouterContextProvider>) {
  const session = context.get(sessionContext);
  return {
    visitorId: session.get("visitorId"),
    memberId: context.get(memberContext)?.id ?? null,
    granted: session.get("granted") ?? [],
  };
}

export async function requireBookingStep(
  { request, context, params }: StepArgs,
  options: { guard: boolean } = { guard: true },
): Promise<{ booking: Booking; expired: boolean }> {
  const bookingId = params.bookingId ?? "";
  const db = context.get(dbContext);
  const booking = /^[a-z0-9]{16}$/.test(bookingId) ? await getBooking(db, bookingId) : null;
  const viewer = bookingViewer(context);
  if (!booking || !viewerOwns(booking, viewer)) throw notFound("booking");
  if (options.guard) {
    await bookingChildGuard(
      (id) => getBookingConfirmation(db, id),
      booking.id,
      new URL(request.url),
      bookingPath(context, booking.id, "summary"),
    );
  }
  const now = context.get(clockContext)();
  const expired =
    booking.status === "expired" ||
    booking.status === "cancelled" ||
    (booking.status === "draft" && holdLapsed(booking, now));
  return { booking, expired };
}

/** What a step needs of its booking before it shows or takes anything; its loader and its action both enforce it. */
export interface StepRules {
  /** Only while the booking is a draft; otherwise to the overview. */
  draftOnly: boolean;
  /** Only once every passenger has a traveller; otherwise to the travellers step. */
  needsTravellers: boolean;
  /** Only while the booking can still be paid; otherwise to its summary. */
  payable?: boolean;
}

/**
 * The step's booking with its rules applied: a redirect to the step that comes first when a rule fails. An
 * expired booking is returned as such for the loader's notice (an action sends the traveller back to it).
 */
export async function requireStep(args: StepArgs, rules: StepRules) {
  const { context } = args;
  const { booking, expired } = await requireBookingStep(args);
  if (expired) return { booking, expired, travellers: [] as Awaited<ReturnType<typeof getTravellers>> };
  if (rules.draftOnly && booking.status !== "draft") throw redirect(bookingPath(context, booking.id, "payment"));
  if (rules.payable && !isPayable(booking.status)) throw redirect(bookingPath(context, booking.id, "summary"));
  const travellers = await getTravellers(context.get(dbContext), booking.id);
  if (rules.needsTravellers && !travellersComplete(booking, travellers)) {
    throw redirect(bookingPath(context, booking.id, "travellers"));
  }
  return { booking, expired, travellers };
}

/** What every step shows around its form: the hold's time left and the fare summary with the extras so far. */
export async function loadFrame(deps: BookingDeps, booking: Booking, locale: Locale) {
  const [items, promo, travellers] = await Promise.all([
    getItems(deps.db, booking.id),
    getPromo(deps.db, booking.promoCode),
    getTravellers(deps.db, booking.id),
  ]);
  const frame: FrameData = {
    bookingId: booking.id,
    reference: booking.reference,
    minutesLeft: Math.max(0, Math.ceil((Date.parse(booking.holdExpiresAt) - deps.now.getTime()) / 60_000)),
    holdExpiresAt: booking.holdExpiresAt,
    summary: fareSummary(booking, items, promo),
    locale,
    travellersDone: travellers.length > 0,
    trip: {
      flights: itineraryOf(booking),
      cabin: booking.offer.cabin,
      travellers: booking.passengers.adults + booking.passengers.childAges.length + booking.passengers.infants,
      family: booking.family.code,
    },
  };
  return { frame, items, promo, travellers };
}

/** Booking pages are private: a title and description, never indexed. */
export function bookingMeta(
  context: Readonly<RouterContextProvider>,
  title: "travellersTitle" | "extrasTitle" | "seatsTitle" | "paymentTitle" | "cartTitle" | "summaryTitle" | "payTitle",
) {
  const t = getI18n(context).getFixedT(null, "booking");
  return { title: t(`meta.${title}`), description: t("meta.description") };
}

/**
 * The start of every step's loader: the booking with the step's rules (requireStep), its page title, and
 * either the session-expired answer (410) or the hold, fare summary, extras and travellers around the step.
 */
export async function openBookingStep(args: StepArgs, title: Parameters<typeof bookingMeta>[1], rules: StepRules) {
  const { context } = args;
  const { booking, expired } = await requireStep(args, rules);
  const meta = bookingMeta(context, title);
  if (expired) {
    return { expired: data({ expired: true as const, bookingId: booking.id, meta }, { status: 410 }) } as const;
  }
  const deps = bookingDeps(context);
  const loaded = await loadFrame(deps, booking, context.get(localeContext).locale);
  return { expired: null, booking, deps, meta, ...loaded };
}

/** The booking's flights as the Itinerary component shows them. */
export function itineraryOf(booking: Pick<Booking, "offer">): ItineraryFlight[] {
  return flightsOf(booking.offer).map(({ ref, slice, segment }) => ({
    ref,
    slice,
    flightNumber: segment.flightNumber,
    carrier: segment.carrier.name,
    from: segment.from,
    to: segment.to,
    departLocal: segment.departLocal,
    arriveLocal: segment.arriveLocal,
    departUtc: segment.departUtc,
  }));
}
