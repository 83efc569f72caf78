import { z } from "zod";

/** The cart page's one intent: remove a line, named by its kind and id. */
export const CartIntentSchema = z.object({
  intent: z.literal("remove"),
  kind: z.string().regex(/^[a-z_]{1,24}$/),
  id: z.string().regex(/^[a-z0-9]{16}$/),
});
