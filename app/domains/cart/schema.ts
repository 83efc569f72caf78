import { z } from "zod";

/**
 * The cart page's one intent: remove a line, named by its kind and id; sent from a payment step's list of the rest of
 * the cart, back to that step (a flight's or an order's, nothing else).
 */
export const CartIntentSchema = z.object({
  intent: z.literal("remove"),
  kind: z.string().regex(/^[a-z_]{1,24}$/),
  id: z.string().regex(/^[a-z0-9]{16}$/),
  back: z
    .string()
    .regex(/^\/(booking|order)\/[a-z0-9]{16}\/payment$/)
    .optional(),
});
