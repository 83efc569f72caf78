import type { Currency } from "~/domains/markets/markets";
import type { RideQuote } from "~/domains/products/types";

// Rides (product rules §1): airport transfers between an airport and an address, whichever company drives them. The
// sandbox (./sandbox/supplier.ts) is the embedded default; a real transfer company implements the same interface.

export const RIDE_DIRECTIONS = ["from_airport", "to_airport"] as const;
export type RideDirection = (typeof RIDE_DIRECTIONS)[number];

export interface RideBookingRequest {
  /** Tern's reference: the same reference books once, however often sent. */
  reference: string;
  quoteId: string;
  direction: RideDirection;
  address: string;
  /** The pick-up, in the airport's zone ("2026-12-10T14:30"). */
  pickUp: string;
  passengers: number;
  bags: number;
  flightNumber: string | null;
  lead: { firstName: string; lastName: string; phone: string };
}

export type RideBookingResult = { ok: true; confirmation: string } | { ok: false; reason: "sold_out" | "rejected" };

export interface RideSupplier {
  /** Every vehicle class at the airport, each with what it carries: the page says which ones the party fits. */
  quotes(airport: string, currency: Currency): Promise<RideQuote[]>;
  book(request: RideBookingRequest): Promise<RideBookingResult>;
  cancel(confirmation: string): Promise<{ ok: boolean }>;
}
