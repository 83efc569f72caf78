import { z } from "zod";
import { SafePathSchema } from "~/lib/safe-redirect";

/** Necessary cookies are always on; analytics and targeting stay off until the visitor accepts them. */
export const ConsentSchema = z.object({
  analytics: z.boolean(),
  targeting: z.boolean(),
});
export type Consent = z.infer<typeof ConsentSchema>;

export const CONSENT_CATEGORIES = ["analytics", "targeting"] as const;

const Choice = z.enum(["accept", "decline"]).default("decline");

export const ConsentFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept-all"), redirectTo: SafePathSchema }),
  z.object({ intent: z.literal("save"), analytics: Choice, targeting: Choice, redirectTo: SafePathSchema }),
]);
export type ConsentForm = z.infer<typeof ConsentFormSchema>;

export function consentFromForm(form: ConsentForm): Consent {
  if (form.intent === "accept-all") return { analytics: true, targeting: true };
  return { analytics: form.analytics === "accept", targeting: form.targeting === "accept" };
}
