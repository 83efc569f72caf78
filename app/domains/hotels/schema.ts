import { z } from "zod";

// Messages are keys of locales/*/booking.json, shared with the flight forms (docs/architecture.md, convention 6).

/** Reserve on a property's page: one rate of one room type, for every room of the searched party. */
export const ReserveFormSchema = z.object({
  intent: z.literal("reserve"),
  room: z.string().regex(/^[A-Z0-9]{2,4}$/),
  plan: z.string().regex(/^[A-Z_]{4,24}$/),
});
