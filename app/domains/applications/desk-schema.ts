import { z } from "zod";

// The applications desk's form (desk-decisions.server.ts): one decision per submit, "ask again" with the file and why.

export const ApplicationDecisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("checked") }),
  z.object({
    intent: z.literal("ask_again"),
    slot: z.string("desk:application.errors.slot").min(1, "desk:application.errors.slot").max(60),
    reason: z.string("desk:refund.results.reason_needed").trim().min(1, "desk:refund.results.reason_needed").max(500),
  }),
  z.object({ intent: z.literal("lodged") }),
  z.object({ intent: z.literal("decide"), outcome: z.enum(["approved", "refused"]) }),
]);

export const AskAgainSchema = ApplicationDecisionSchema.options[1];
