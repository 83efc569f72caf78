import { holidayPackages } from "~/domains/products/sandbox/catalog";
import type { HolidayBookingRequest, HolidayBookingResult, HolidaySupplier } from "../supplier";

/** A lead traveller with this last name makes the sandbox's tour operator refuse the booking (docs/sandbox.md). */
export const HOLIDAY_DOWN_NAME = "SANDBOX-HOLIDAY-DOWN";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** The sandbox's tour operator: the catalog's packages, booked with a code drawn from Tern's reference. */
export function sandboxHolidaySupplier(): HolidaySupplier {
  return {
    packages: async (currency) => holidayPackages(currency),
    async book(request: HolidayBookingRequest): Promise<HolidayBookingResult> {
      if (request.lead.lastName.toUpperCase() === HOLIDAY_DOWN_NAME) return { ok: false, reason: "rejected" };
      const digest = new Uint8Array(
        await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${request.packageId}\n${request.reference}`)),
      );
      return { ok: true, confirmation: `HOL-${[...digest.slice(0, 8)].map((b) => ALPHABET[b % 32]).join("")}` };
    },
    async cancel(confirmation: string) {
      return { ok: /^HOL-[A-Z2-9]{8}$/.test(confirmation) };
    },
  };
}
