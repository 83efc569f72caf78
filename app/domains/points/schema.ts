import { z } from "zod";
import { required } from "~/domains/people/schema";

/** A points PIN: four to six digits, typed twice when set. */
export const PIN_PATTERN = /^\d{4,6}$/;

export const SetPinSchema = z
  .object({
    pin: z.string(required).trim().regex(PIN_PATTERN, "account:errors.pinFormat"),
    pinConfirm: z.string(required).trim(),
  })
  .refine((value) => value.pin === value.pinConfirm, { path: ["pinConfirm"], message: "errors.mismatch" });
export type SetPinForm = z.infer<typeof SetPinSchema>;
