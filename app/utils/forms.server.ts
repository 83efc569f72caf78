import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

const IntentSchema = z.object({ intent: z.string().max(40).optional() });

/** Which button sent a form that has several (its `intent` field), read through Conform like every other field. */
export function formIntent(formData: FormData): string | undefined {
  const submission = parseWithZod(formData, { schema: IntentSchema });
  return submission.status === "success" ? submission.value.intent : undefined;
}
