import { z } from "zod";
import { IsoDate } from "~/domains/people/schema";

// The payments desk's forms (payment-desk.server.ts): a statement line matched (its amount as typed, read by the route
// in the payment's currency), or a rejection with the reason the traveller reads.

export const ConfirmTransferSchema = z.object({
  intent: z.literal("confirm"),
  reference: z.string("desk:payment.errors.reference").trim().min(1, "desk:payment.errors.reference").max(60),
  amount: z.string("desk:refund.results.amount").trim().min(1, "desk:refund.results.amount").max(20),
  date: IsoDate,
});

export const RejectTransferSchema = z.object({
  intent: z.literal("reject"),
  reason: z.string("desk:refund.results.reason_needed").trim().min(1, "desk:refund.results.reason_needed").max(500),
});

export const PaymentDecisionSchema = z.discriminatedUnion("intent", [ConfirmTransferSchema, RejectTransferSchema]);

export const DESK_PAYMENT_NOTICES = ["confirmed", "rejected"] as const;
