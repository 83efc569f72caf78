import { z } from "zod";

// The refunds desk's forms (refund-decisions.server.ts): take a case, approve it (an amount as typed in the case's
// currency, read by the route with that currency) or decline it, each with the reason the traveller reads.

export const ApproveRefundSchema = z.object({
  intent: z.literal("approve"),
  amount: z
    .string("desk:refund.results.amount")
    .trim()
    .min(1, "desk:refund.results.amount")
    .max(20, "desk:refund.results.amount"),
  reason: z.string().trim().max(500).optional(),
});

export const DeclineRefundSchema = z.object({
  intent: z.literal("decline"),
  reason: z.string("desk:refund.results.reason_needed").trim().min(1, "desk:refund.results.reason_needed").max(500),
});

export const RefundDecisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("take") }),
  ApproveRefundSchema,
  DeclineRefundSchema,
]);

/** What a decision did, shown once on the case's page after its redirect. */
export const DESK_REFUND_NOTICES = ["taken", "paid", "approved", "awaiting_second", "declined"] as const;
