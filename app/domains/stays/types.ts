import { z } from "zod";
import { ROOM_KINDS } from "~/domains/hotels/supplier";
import { MAX_CHILD_AGE, MAX_ROOMS } from "~/domains/hotels/stay-query";
import { MoneySchema } from "~/domains/markets/schema";
import { IsoDate } from "~/domains/people/schema";
import type { SupplierOrder } from "~/domains/supplier-orders/types";

// A hotel stay as a product of the supplier order (decision 012): what the traveller chose and what it was priced at.

/** One room's party: its adults and its children's ages on the day of check-in. */
export const StayPartySchema = z.object({
  adults: z.number().int().min(1),
  childAges: z.array(z.number().int().min(0).max(MAX_CHILD_AGE)),
});
export type StayParty = z.infer<typeof StayPartySchema>;

/** One rate of one room type of a property, for each room's party, on the dates asked. */
export const StayRequestSchema = z.object({
  propertyId: z.string().min(1).max(40),
  roomCode: z.string().min(1).max(40),
  planCode: z.string().min(1).max(40),
  checkIn: IsoDate,
  checkOut: IsoDate,
  rooms: z.array(StayPartySchema).min(1).max(MAX_ROOMS),
});
export type StayRequest = z.infer<typeof StayRequestSchema>;

/** The stay as priced when it was reserved: what every step shows and what is charged. */
export const StayQuoteSchema = z.object({
  propertyName: z.string(),
  city: z.string(),
  cityCode: z.string(),
  address: z.string(),
  stars: z.number().int(),
  timeZone: z.string(),
  checkInFrom: z.string(),
  checkOutUntil: z.string(),
  /** The supplier's name for the room, and Tern's kind for it (named in the stay's language) when it has one. */
  roomName: z.string(),
  roomKind: z.enum(ROOM_KINDS).nullable(),
  breakfast: z.boolean(),
  refundable: z.boolean(),
  /** The last moment the stay cancels free (refundable rates), as an instant and the property's wall clock. */
  deadline: z.object({ utc: z.string(), local: z.string() }).nullable(),
  /** Each room's price for the whole stay, in the order of the party's rooms. */
  perRoom: z.array(MoneySchema),
  /** Each room's first night: what a refundable rate keeps when cancelled after its deadline. */
  firstNights: z.array(MoneySchema),
  total: MoneySchema,
});
export type StayQuote = z.infer<typeof StayQuoteSchema>;

/** A stay's order, read back through its schemas. */
export type Stay = SupplierOrder<StayRequest, StayQuote>;
