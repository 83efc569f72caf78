import { rideQuotes } from "~/domains/products/sandbox/catalog";
import type { RideBookingRequest, RideBookingResult, RideSupplier } from "../supplier";

/** A lead traveller with this last name makes the sandbox's driver company refuse the ride (docs/sandbox.md). */
export const RIDE_DOWN_NAME = "SANDBOX-RIDE-DOWN";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * The sandbox's transfers: every vehicle class of the catalog at each airport of the network, priced by distance and
 * region; it books with a code drawn from Tern's reference and refuses the name above.
 */
export function sandboxRideSupplier(): RideSupplier {
  return {
    // One passenger and no bag: every class, each with its own passengers and bags.
    quotes: async (airport, currency) => rideQuotes(airport, 1, 0, currency),
    async book(request: RideBookingRequest): Promise<RideBookingResult> {
      if (request.lead.lastName.toUpperCase() === RIDE_DOWN_NAME) return { ok: false, reason: "rejected" };
      const digest = new Uint8Array(
        await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${request.quoteId}\n${request.reference}`)),
      );
      return { ok: true, confirmation: `RID-${[...digest.slice(0, 8)].map((b) => ALPHABET[b % 32]).join("")}` };
    },
    async cancel(confirmation: string) {
      return { ok: /^RID-[A-Z2-9]{8}$/.test(confirmation) };
    },
  };
}
