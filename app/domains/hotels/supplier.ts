import { z } from "zod";
import { CURRENCIES, type Money } from "~/domains/markets/markets";
import { PHOTO_WIDTHS, type PhotoWidth } from "./photo-widths";

export const PROPERTY_TYPES = ["hotel", "apartment", "guest_house", "resort", "hostel"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const AMENITIES = [
  "wifi",
  "air_conditioning",
  "breakfast",
  "pool",
  "gym",
  "spa",
  "restaurant",
  "bar",
  "parking",
  "airport_shuttle",
  "generator",
  "kitchen",
  "laundry",
  "beach_access",
  "business_centre",
  "family_rooms",
  "24h_front_desk",
  "room_service",
] as const;
export type Amenity = (typeof AMENITIES)[number];

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const HotelSearchSchema = z.object({
  /** The city, by the code of one of its airports (LOS for Lagos). */
  city: z.string().regex(/^[A-Z]{3}$/),
  checkIn: IsoDate,
  checkOut: IsoDate,
  rooms: z
    .array(
      z.object({ adults: z.number().int().min(1).max(6), childAges: z.array(z.number().int().min(0).max(17)).max(4) }),
    )
    .min(1)
    .max(8),
  currency: z.enum(CURRENCIES),
});
export type HotelSearch = z.infer<typeof HotelSearchSchema>;

export interface Review {
  id: string;
  author: string;
  country: string;
  /** The language the guest wrote in. */
  language: "en" | "fr";
  date: string;
  score: number;
  title: string;
  text: string;
}

export interface CancellationPolicy {
  refundable: boolean;
  /** Free cancellation until this many days before check-in; null when non-refundable. */
  freeUntilDaysBefore: number | null;
}

export interface RatePlan {
  code: string;
  breakfastIncluded: boolean;
  cancellation: CancellationPolicy;
  /** One price per night of the stay, in order. */
  nightly: Money[];
  total: Money;
}

/** Beds as suppliers describe them (a type and a count), named on the page in the traveller's language. */
export const BED_TYPES = ["single", "double", "queen", "king", "sofa_bed", "bunk"] as const;
export type BedType = (typeof BED_TYPES)[number];
export interface Beds {
  type: BedType;
  count: number;
}

/** Kinds of room Tern names in both languages; a room of another kind keeps its supplier's name. */
export const ROOM_KINDS = [
  "standard",
  "deluxe",
  "family",
  "junior_suite",
  "studio",
  "one_bedroom",
  "two_bedroom",
  "single",
  "double",
  "twin",
  "garden_view",
  "pool_view",
  "villa",
  "dorm_bed",
  "private_double",
] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

export interface RoomType {
  code: string;
  /** The supplier's name for the room, in its language: shown when `kind` is null. */
  name: string;
  kind: RoomKind | null;
  maxAdults: number;
  maxOccupancy: number;
  beds: Beds[];
  sizeM2: number;
  /** How many rooms of this type the property has: the capacity its Inventory object holds per night. */
  count: number;
}

export interface Property {
  id: string;
  name: string;
  type: PropertyType;
  stars: 1 | 2 | 3 | 4 | 5;
  city: string;
  cityCode: string;
  country: string;
  address: string;
  lat: number;
  lon: number;
  distanceFromCentreKm: number;
  amenities: Amenity[];
  checkInFrom: string;
  checkOutUntil: string;
  reviewScore: number;
  reviewCount: number;
  images: Array<{ id: string; alt: string }>;
  rooms: RoomType[];
  /** Sold by its owner through Tern's extranet rather than by the hotel supplier: its pages say so. */
  direct?: boolean;
  /** Its owner's words about it and its house rules, in the owner's language (a supplier's property has none). */
  description?: string;
  houseRules?: string;
}

/** An owner's property's id starts so: the stays pages ask the owners' supplier for it (decision 029). */
export const DIRECT_PREFIX = "own-";
export const isDirect = (propertyId: string) => propertyId.startsWith(DIRECT_PREFIX);
/**
 * Where a property's photo is served, at a width the pages use: the supplier's drawings are one SVG, an owner's photos
 * a JPEG at each width (decision 029).
 */
export const photoPath = (imageId: string, width: PhotoWidth = 960) =>
  isDirect(imageId) ? `/hotel/photos/${imageId}-${width}.jpg` : `/hotel/photos/${imageId}.svg`;
/**
 * An `<img>`'s `src` and `srcSet` for a photo: an owner's at each kept width, so a phone's thumbnail loads the 320 px
 * file and a sharp screen the 960 px one; the supplier's drawings are one SVG at every size.
 */
export const photoSources = (imageId: string) =>
  isDirect(imageId)
    ? { src: photoPath(imageId, 480), srcSet: PHOTO_WIDTHS.map((w) => `${photoPath(imageId, w)} ${w}w`).join(", ") }
    : { src: photoPath(imageId) };

/** What a property's id looks like: the hotel supplier's ("LOS-001") or an owner's ("own-" and ten letters). */
export const PROPERTY_ID = /^(?:[A-Z]{3}-\d{3}|own-[a-z2-9]{10})$/;

export interface PropertyOffer {
  property: Property;
  /** The cheapest rate that fits the party, for the listing. */
  fromTotal: Money;
  fromPerNight: Money;
  nights: number;
}

/** What the hotel is told when a paid stay is booked: the rate, the nights, and each room's lead guest. */
export interface StayBookingRequest {
  /** Tern's reference: the same reference books once, however often it is sent. */
  reference: string;
  propertyId: string;
  roomCode: string;
  planCode: string;
  checkIn: string;
  checkOut: string;
  rooms: Array<{ adults: number; childAges: number[]; leadGuest: { firstName: string; lastName: string } }>;
  requests: string | null;
  /** What the traveller paid for it, as sold: an owner is owed its share of this, whatever its rates say later. */
  total: Money;
}

export type StayBookingResult = { ok: true; confirmation: string } | { ok: false; reason: "rejected" };

/** docs/architecture.md, Third parties: the sandbox implements it today; bed banks later. */
export interface HotelSupplier {
  search(query: HotelSearch, now: Date): Promise<PropertyOffer[]>;
  details(propertyId: string): Promise<Property | null>;
  /** The ids of every property it sells in a city (by its first airport's code): the sitemap's property pages. */
  properties(cityCode: string): Promise<string[]>;
  rates(propertyId: string, query: HotelSearch): Promise<Array<{ room: RoomType; plans: RatePlan[] }>>;
  reviews(propertyId: string): Promise<Review[]>;
  /** A city's centre (a city by its first airport's code, as searches name it): where a map of the city opens. */
  cityCentre(cityCode: string): Promise<{ lat: number; lon: number } | null>;
  /** One of a property's photos (its id from `Property.images`): the bytes and their type, or null. */
  photo(imageId: string): Promise<{ contentType: string; body: string | ReadableStream } | null>;
  /**
   * How many rooms of a type it sells on each of these nights, when that changes night by night (an owner's
   * calendar); absent, a room type sells its `count` every night.
   */
  allotment?(propertyId: string, roomCode: string, nights: readonly string[]): Promise<number[]>;
  /** Books a paid stay with the hotel; the answer carries its confirmation number. */
  book(request: StayBookingRequest): Promise<StayBookingResult>;
  /** Cancels a booked stay by its confirmation number. */
  cancel(confirmation: string): Promise<{ ok: boolean }>;
}
