import { removeFromCartStatement } from "~/domains/cart/cart.server";
import type { CartKind } from "~/domains/cart/kinds";
import { closeStayDraft, getStay, getStaysOf, stayHoldLapsed, stayNextPath } from "./lifecycle.server";
import { stayPaymentPart } from "./payment.server";
import type { StayDeps } from "./types";
import { flightSearchForStay } from "./view.server";
import { searchUrlParams } from "~/domains/flights/search-query";

/** What the cart page shows of a stay. */
export interface StayLineView {
  kind: "stay";
  name: string;
  city: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  /** A flight to the stay's city on its dates: in the same cart, both are paid in one payment. */
  flightQuery: string;
}

/** A stay as a cart line: it may join a flight's payment, in one charge. */
export function stayCartKind(deps: StayDeps): CartKind<StayLineView> {
  return {
    kind: "stay",
    async lines(visitorId, ids) {
      const stays = (await getStaysOf(deps.db, ids)).filter((stay) => stay.visitorId === visitorId);
      return stays.map((stay) => ({
        kind: "stay",
        id: stay.id,
        reference: stay.reference,
        total: stay.quote.total,
        market: { currency: stay.currency, country: stay.country },
        draft: stay.status === "draft",
        lapsed: stayHoldLapsed(stay, deps.now),
        continuePath: stayNextPath(stay),
        view: {
          kind: "stay",
          name: stay.quote.propertyName,
          city: stay.quote.city,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          rooms: stay.rooms.length,
          flightQuery: searchUrlParams(flightSearchForStay(stay)).toString(),
        },
      }));
    },
    async remove(line, reason) {
      const stay = await getStay(deps.db, line.id);
      if (stay?.status === "draft") await closeStayDraft(deps, stay, "cancelled", reason);
      else if (stay) await removeFromCartStatement(deps.db, stay.visitorId, { kind: "stay", id: stay.id });
    },
    async paymentPart(line) {
      const stay = await getStay(deps.db, line.id);
      return stay ? stayPaymentPart(deps, stay) : null;
    },
  };
}
