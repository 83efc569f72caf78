import { z } from "zod";

/** An application's fees form: a decision expected after the day it is for is paid only once this box is ticked. */
export const PayFeesSchema = z.object({ intent: z.literal("pay"), lateAccepted: z.boolean().optional() });
