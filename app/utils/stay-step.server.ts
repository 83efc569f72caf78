import { type RouterContextProvider } from "react-router";
import { notFound } from "./route-errors";
import { clockContext, dbContext, localeContext } from "~/context";
import type { StayRecapData } from "~/components/hotels/stay-frame";
import { viewerOwns } from "~/domains/bookings/owners.server";
import { getStay } from "~/domains/stays/lifecycle.server";
import type { OrderDeps } from "~/domains/orders/products.server";
import { type Stay } from "~/domains/stays/types";
import { getI18n } from "~/i18n/i18next.server";
import { withLocalePrefix } from "~/i18n/locales";
import { bookingViewer, checkoutDeps } from "./booking-step.server";

// The stay's pages: guests, payment, summary and documents, for the stay's owner only.

/** The checkout's dependencies with every product's (a stay's pages, and every supplier order's). */
export function stayDeps(context: Readonly<RouterContextProvider>): OrderDeps {
  return checkoutDeps(context);
}

/** A stay page's URL in the request's language. */
export function stayPath(context: Readonly<RouterContextProvider>, stayId: string, step: string): string {
  return withLocalePrefix(context.get(localeContext).prefix, `/stay/${encodeURIComponent(stayId)}/${step}`);
}

/**
 * The stay, for the browser that reserved it or its member (docs/architecture.md, Security); anyone else gets the
 * same 404 as a stay that does not exist.
 */
export async function requireStay({
  params,
  context,
}: {
  params: { stayId?: string };
  context: Readonly<RouterContextProvider>;
}): Promise<Stay> {
  const stay = await getStay(context.get(dbContext), params.stayId ?? "");
  if (!stay || !viewerOwns(stay, bookingViewer(context))) throw notFound("stay");
  return stay;
}

/** What every stay page shows of the stay (its recap), in the request's language. */
export function stayRecap(context: Readonly<RouterContextProvider>, stay: Stay): StayRecapData {
  return {
    id: stay.id,
    reference: stay.reference,
    propertyId: stay.propertyId,
    propertyName: stay.quote.propertyName,
    city: stay.quote.city,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: stay.nights,
    roomName: stay.quote.roomName,
    roomKind: stay.quote.roomKind ?? null,
    breakfast: stay.quote.breakfast,
    refundable: stay.quote.refundable,
    deadlineUtc: stay.quote.deadline?.utc ?? null,
    timeZone: stay.quote.timeZone,
    rooms: stay.rooms.map((party, i) => ({
      guests: party.adults + party.childAges.length,
      price: stay.quote.perRoom[i] ?? stay.quote.total,
    })),
    total: stay.quote.total,
    holdExpiresAt: stay.status === "draft" ? stay.holdExpiresAt : null,
    minutesLeft: Math.max(
      0,
      Math.ceil((Date.parse(stay.holdExpiresAt) - context.get(clockContext)().getTime()) / 60_000),
    ),
    search: stay.search,
    locale: context.get(localeContext).locale,
  };
}

/** A stay page's title and description (keys of hotel.json that take the property's name and the reference). */
export function stayMeta(context: Readonly<RouterContextProvider>, key: string, stay: Stay) {
  const t = getI18n(context).getFixedT(null, "hotel");
  return {
    title: t(key as "guests.metaTitle", { name: stay.quote.propertyName, reference: stay.reference }),
    description: t("meta.description"),
  };
}
