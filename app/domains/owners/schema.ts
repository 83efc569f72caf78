import { z } from "zod";
import { MapPin } from "~/domains/hotels/schema";
import { AMENITIES, BED_TYPES, PROPERTY_TYPES } from "~/domains/hotels/supplier";
import { CONTACT_FIELDS, IsoDate, required, SingleLineText, typedWholeNumber } from "~/domains/people/schema";
import { CONTROL_CHARACTERS } from "~/lib/text";
import { POLICY_NAMES } from "./types";

// The extranet's forms (decision 029): one zod schema each, parsed by the route and read back into its fields.

/** Paragraphs of plain text (a description, house rules): no markup, no control character but line breaks. */
const Paragraphs = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "errors.invalid")
    .regex(/^[^<>]*$/, "errors.invalid")
    .refine((value) => !CONTROL_CHARACTERS.test(value.replace(/\r?\n/g, " ")), "errors.invalid")
    .optional()
    .transform((value) => value ?? "");

/** A count or an amount as typed ("65,000", "65 000", "65000"). */
const Whole = (min: number, max: number) =>
  z.preprocess(
    typedWholeNumber,
    z.number(required).int("errors.invalid").min(min, "errors.invalid").max(max, "errors.invalid"),
  );
const OptionalWhole = (min: number, max: number) =>
  z.preprocess(
    typedWholeNumber,
    z.number().int("errors.invalid").min(min, "errors.invalid").max(max, "errors.invalid").optional(),
  );

const Time = z.string(required).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "errors.invalid");

export const PropertySchema = z.object({
  name: SingleLineText(80),
  type: z.enum(PROPERTY_TYPES, required),
  stars: Whole(1, 5),
  address: SingleLineText(160),
  pin: MapPin,
  description: Paragraphs(2000),
  amenities: z
    .array(z.enum(AMENITIES))
    .max(AMENITIES.length)
    .optional()
    .transform((a) => a ?? []),
  checkInFrom: Time,
  checkOutUntil: Time,
  houseRules: Paragraphs(1000),
  policy: z.enum(POLICY_NAMES, required),
});
export type PropertyForm = z.infer<typeof PropertySchema>;

export const InviteSchema = z.object({ email: CONTACT_FIELDS.email });

export const RoomSchema = z
  .object({
    /** Empty for a new room type; its code to change one. */
    code: z
      .string()
      .regex(/^R\d{1,3}$/, "errors.invalid")
      .optional(),
    name: SingleLineText(60),
    bedType: z.enum(BED_TYPES, required),
    beds: Whole(1, 6),
    maxAdults: Whole(1, 6),
    maxOccupancy: Whole(1, 8),
    sizeM2: Whole(5, 500),
    count: Whole(1, 500),
    /** The default nightly rate, in whole units of the property's currency. */
    rate: Whole(1, 100_000_000),
    minNights: Whole(1, 30),
  })
  .refine((room) => room.maxOccupancy >= room.maxAdults, { path: ["maxOccupancy"], message: "errors.invalid" });
export type RoomForm = z.infer<typeof RoomSchema>;

/**
 * One edit over a date range of one room type: a rate, rooms to sell, a minimum stay (each left empty to keep what
 * the nights have), or the nights closed or opened again.
 */
export const CalendarSchema = z
  .object({
    room: z.string(required).regex(/^R\d{1,3}$/, "errors.invalid"),
    from: IsoDate,
    to: IsoDate,
    rate: OptionalWhole(1, 100_000_000),
    rooms: OptionalWhole(0, 500),
    minNights: OptionalWhole(1, 30),
    state: z.enum(["keep", "open", "close"]).default("keep"),
  })
  .refine((edit) => edit.from <= edit.to, { path: ["to"], message: "errors.invalid" });
export type CalendarForm = z.infer<typeof CalendarSchema>;

export const ReservationActionSchema = z.object({
  intent: z.literal("no_show"),
  reservation: z.string().regex(/^own-[A-Z0-9]{10}$/),
});

/** A photo of the property (no room) or of one of its room types. */
export const PhotoSchema = z.object({
  intent: z.literal("photo"),
  room: z
    .string()
    .regex(/^R\d{1,3}$/, "errors.invalid")
    .optional(),
  file: z.instanceof(File, { message: "errors.required" }),
});
