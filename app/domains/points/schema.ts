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

/** A points id as printed on the points page: "WP" and ten digits. */
export const POINTS_ID_PATTERN = /^WP\d{10}$/;

/** The payment step's "Use wakapoints" form (product rules §5: an invalid id is refused; a value and a PIN required). */
export const RedeemPointsSchema = z.object({
  intent: z.literal("points"),
  pointsId: z
    .string(required)
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => POINTS_ID_PATTERN.test(value), "errors.wakapoint"),
  points: z.coerce.number(required).int("errors.invalid").positive("errors.invalid"),
  pin: z.string(required).trim().min(1, "errors.required"),
});
export type RedeemPointsForm = z.input<typeof RedeemPointsSchema>;

/** The Refer a customer page's form: a referral username of the member's choosing (decision 016). */
export const ReferralUsernameSchema = z.object({
  username: z
    .string({ error: "errors.required" })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9._-]{2,29}$/, "account:referral.errors.format"),
});
