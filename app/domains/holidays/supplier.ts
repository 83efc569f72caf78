import type { Currency } from "~/domains/markets/markets";
import type { HolidayPackage } from "~/domains/products/types";

// Holidays (product rules §1): packages of a destination's hotel, its transfers and its excursions, sold by a tour
// operator. The sandbox (./sandbox/supplier.ts) is the embedded default; a real operator implements the same interface.

export interface HolidayBookingRequest {
  /** Tern's reference: the same reference books once, however often sent. */
  reference: string;
  packageId: string;
  departure: string;
  adults: number;
  rooms: number;
  lead: { firstName: string; lastName: string };
  /** Every traveller, the lead first, as on their passports. */
  travellers: Array<{ firstName: string; lastName: string }>;
}

export type HolidayBookingResult = { ok: true; confirmation: string } | { ok: false; reason: "sold_out" | "rejected" };

export interface HolidaySupplier {
  packages(currency: Currency): Promise<HolidayPackage[]>;
  book(request: HolidayBookingRequest): Promise<HolidayBookingResult>;
  cancel(confirmation: string): Promise<{ ok: boolean }>;
}
