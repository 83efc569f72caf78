import { z } from "zod";
import type { FileSlot } from "~/domains/applications/types";
import { CURRENCIES } from "~/domains/markets/markets";
import { CONTACT_FIELDS, contactConfirmed, CountryCode, PersonName, required } from "~/domains/people/schema";

// List your property (decision 013, spec §6 "Property owners"): an owner sends a property's details and photos; the
// listing team checks them and puts it live. A listing is an application of kind "property" whose photos are files.

export const PROPERTY_TYPES = ["hotel", "apartment", "guesthouse", "resort", "hostel", "villa"] as const;
/** Photos a listing may have: the first is needed, the rest help. */
export const PHOTO_SLOTS = 5;

const text = (max: number) =>
  z
    .string(required)
    .trim()
    .min(2, "errors.invalid")
    .max(max, "errors.invalid")
    .regex(/^[^<>]*$/, "errors.invalid");

export const ListingRequest = z.object({
  propertyName: text(80),
  propertyType: z.enum(PROPERTY_TYPES, required),
  addressLine: text(120),
  city: text(60),
  country: CountryCode,
  rooms: z.coerce.number(required).int("errors.invalid").min(1, "errors.invalid").max(2000, "errors.invalid"),
  /** The lowest nightly rate, in whole units of its currency. */
  rate: z.coerce.number(required).int("errors.invalid").min(1, "errors.invalid").max(100_000_000, "errors.invalid"),
  rateCurrency: z.enum(CURRENCIES, required),
  firstName: PersonName,
  lastName: PersonName,
  email: CONTACT_FIELDS.email,
  phone: CONTACT_FIELDS.phone,
});
export type ListingRequest = z.infer<typeof ListingRequest>;

export const ListingFormSchema = ListingRequest.extend({ emailConfirm: CONTACT_FIELDS.emailConfirm }).refine(
  ...contactConfirmed,
);
export type ListingForm = z.infer<typeof ListingFormSchema>;

/** A listing's photos: the first needed, the rest optional. */
export const photos = (): FileSlot[] =>
  Array.from({ length: PHOTO_SLOTS }, (_, i) => ({
    slot: `photo-${i + 1}`,
    accepts: ["jpeg", "png"] as const,
    required: i === 0,
    label: { key: "files.photo", values: { number: String(i + 1) } },
  }));
