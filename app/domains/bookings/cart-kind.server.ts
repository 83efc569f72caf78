import type { CartKind } from "~/domains/cart/kinds";
import { removeFromCartStatement } from "~/domains/cart/cart.server";
import { holdLapsed } from "./holds.server";
import { type BookingDeps, closeDraft, getBookingsOf } from "./lifecycle.server";
import { travellerCount } from "./rules";

/** What the cart page shows of a flight booking. */
export interface FlightLineView {
  kind: "flight";
  from: string;
  to: string;
  date: string;
  travellers: number;
}

/**
 * A flight booking as a cart line. It is paid on its own payment step, where its travellers and extras are asked,
 * and other lines join its charge there; so it is never a part of another line's payment.
 */
export function flightCartKind(deps: BookingDeps): CartKind<FlightLineView> {
  return {
    kind: "flight",
    async lines(visitorId, ids) {
      const bookings = (await getBookingsOf(deps.db, [...ids])).filter((b) => b.visitorId === visitorId);
      return bookings.map((booking) => {
        const [first] = booking.offer.slices;
        return {
          kind: "flight",
          id: booking.id,
          reference: booking.reference,
          total: booking.family.total,
          market: { currency: booking.currency, country: booking.country },
          draft: booking.status === "draft",
          lapsed: holdLapsed(booking, deps.now),
          continuePath: `/booking/${booking.id}/travellers`,
          view: {
            kind: "flight",
            from: first?.from ?? "",
            to: first?.to ?? "",
            date: first?.segments[0]?.departLocal.slice(0, 10) ?? "",
            travellers: travellerCount(booking),
          },
        };
      });
    },
    async remove(line, reason) {
      const [booking] = await getBookingsOf(deps.db, [line.id]);
      if (booking?.status === "draft") await closeDraft(deps, booking, "cancelled", reason);
      else if (booking) await removeFromCartStatement(deps.db, booking.visitorId, { kind: "flight", id: booking.id });
    },
    paymentPart: async () => null,
  };
}
