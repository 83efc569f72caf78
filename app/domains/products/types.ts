import type { Money } from "~/domains/markets/markets";

/** Codes, translated by the pages that show them (locales/), so the catalog holds no user-facing text. */
export const VISA_DOCUMENTS = [
  "passport",
  "photo",
  "bank_statement",
  "employment_letter",
  "invitation_letter",
  "hotel_booking",
  "return_ticket",
  "travel_insurance",
  "yellow_fever_certificate",
  "biometrics_appointment",
  "financial_sponsorship",
] as const;
export type VisaDocument = (typeof VISA_DOCUMENTS)[number];

export interface VisaProduct {
  id: string;
  /** Destination country (ISO 3166-1 alpha-2). */
  country: string;
  type: "tourist" | "business" | "transit" | "e_visa";
  entries: "single" | "multiple";
  validityDays: number;
  maxStayDays: number;
  processingDays: { min: number; max: number };
  governmentFee: Money;
  serviceFee: Money;
  documents: VisaDocument[];
}

export const VEHICLE_CLASSES = ["economy", "comfort", "suv", "minivan", "executive"] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

export interface RideQuote {
  id: string;
  airport: string;
  vehicle: VehicleClass;
  passengers: number;
  bags: number;
  distanceKm: number;
  durationMinutes: number;
  price: Money;
  freeWaitingMinutes: number;
}

export const HOLIDAY_INCLUSIONS = [
  "hotel",
  "breakfast",
  "airport_transfers",
  "city_tour",
  "safari",
  "boat_trip",
  "all_inclusive",
  "travel_insurance",
] as const;

export interface HolidayPackage {
  id: string;
  /** The destination by its airport code; flights are added from the traveller's own city. */
  destination: string;
  nights: number;
  /** The hotel it stays at, by name, and its stars. */
  hotel: string;
  stars: number;
  inclusions: Array<(typeof HOLIDAY_INCLUSIONS)[number]>;
  pricePerPersonSharing: Money;
  singleSupplement: Money;
}

export const ACTIVITY_CATEGORIES = [
  "city_tour",
  "food_tour",
  "museum",
  "boat_cruise",
  "safari",
  "nature",
  "nightlife",
  "culture",
  "adventure",
  "shopping",
] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

export interface Activity {
  id: string;
  city: string;
  category: ActivityCategory;
  durationMinutes: number;
  /** Start times, local to the city, offered every day. */
  slots: string[];
  /** Places per time slot: the Inventory capacity of each slot. */
  capacityPerSlot: number;
  adultPrice: Money;
  childPrice: Money;
  freeCancellationHours: number;
}

export interface TravelCard {
  id: string;
  currencies: Money["currency"][];
  issuanceFee: Money;
  monthlyFee: Money;
  fxMarginPercent: number;
  atmWithdrawalFee: Money;
  dailySpendLimit: Money;
  deliveryDays: { min: number; max: number };
}

export const EXTRA_KINDS = ["insurance", "lounge", "fast_track", "esim", "meet_and_assist"] as const;
export type ExtraKind = (typeof EXTRA_KINDS)[number];

export interface TravelExtra {
  id: string;
  kind: ExtraKind;
  /** Where it applies: an airport code for lounges and fast track, a region for insurance and data. */
  scope: string;
  tier: "basic" | "standard" | "premium";
  price: Money;
  /** Insurance cover, data allowance in GB, or hours of lounge access, by kind. */
  quantity: number;
}
