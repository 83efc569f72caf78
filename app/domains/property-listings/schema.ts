import { z } from "zod";
import type { FileSlot } from "~/domains/applications/types";
import { findCity, nearCity } from "~/domains/hotels/destinations";
import { MapPin } from "~/domains/hotels/schema";
import { CURRENCIES } from "~/domains/markets/markets";
import {
  CONTACT_FIELDS,
  contactConfirmed,
  PersonName,
  required,
  SingleLineText,
  typedWholeNumber,
} from "~/domains/people/schema";
import { type MapPoint, parseMapPoint } from "~/lib/geo";

/**
 * A count or an amount typed as a person writes it: "65,000", "65 000" and "65000" are the same number (a stored
 * request, read back, is already one).
 */
const WholeNumber = z.preprocess(typedWholeNumber, z.number(required).int("errors.invalid"));

// List your property (decision 013, spec §6 "Property owners"): an owner sends a property's details and photos; the
// listing team checks them and puts it live. A listing is an application of kind "property" whose photos are files.

export const PROPERTY_TYPES = ["hotel", "apartment", "guesthouse", "resort", "hostel", "villa"] as const;
/** Photos a listing may have: the first is needed, the rest help. */
export const PHOTO_SLOTS = 5;
/** A listing's map point as stored: "lat,lon", which reads back as itself. */
export const pinPoint = (pin: string | undefined): MapPoint | null => (pin ? parseMapPoint(pin) : null);

const text = (max: number) => SingleLineText(max);

const ListingFields = z.object({
  propertyName: text(80),
  propertyType: z.enum(PROPERTY_TYPES, required),
  addressLine: text(120),
  /** One of the cities Tern sells stays in, as typed ("Lagos", "Lagos (LOS)"): kept as its code, which reads back. */
  city: z
    .string(required)
    .trim()
    .max(80, "errors.invalid")
    .transform((typed, ctx) => {
      const city = findCity(typed);
      if (!city) ctx.addIssue({ code: "custom", message: "errors.listingCity" });
      return city?.code ?? typed;
    }),
  /** Where it is on a map, pasted from a maps app (optional): kept as "lat,lon". */
  pin: MapPin,
  rooms: WholeNumber.pipe(z.number().min(1, "errors.invalid").max(2000, "errors.invalid")),
  /** The lowest nightly rate, in whole units of its currency, typed with or without thousands separators. */
  rate: WholeNumber.pipe(z.number().min(1, "errors.invalid").max(100_000_000, "errors.invalid")),
  rateCurrency: z.enum(CURRENCIES, required),
  firstName: PersonName,
  lastName: PersonName,
  email: CONTACT_FIELDS.email,
  phone: CONTACT_FIELDS.phone,
});

/** A map point far from the city chosen is a slip (another city's, or latitude and longitude swapped). */
const pinNearCity = (listing: { pin?: string; city: string }, ctx: z.RefinementCtx) => {
  const point = pinPoint(listing.pin);
  if (point && !nearCity(point, listing.city))
    ctx.addIssue({ code: "custom", path: ["pin"], message: "errors.mapPointFar" });
};

export const ListingRequest = ListingFields.superRefine(pinNearCity);
export type ListingRequest = z.infer<typeof ListingRequest>;

export const ListingFormSchema = ListingFields.extend({ emailConfirm: CONTACT_FIELDS.emailConfirm })
  .superRefine(pinNearCity)
  .refine(...contactConfirmed);
export type ListingForm = z.infer<typeof ListingFormSchema>;

/** A listing's photos: the first needed, the rest optional. */
export const photos = (): FileSlot[] =>
  Array.from({ length: PHOTO_SLOTS }, (_, i) => ({
    slot: `photo-${i + 1}`,
    accepts: ["jpeg", "png"] as const,
    required: i === 0,
    label: { key: "files.photo", values: { number: String(i + 1) } },
  }));
