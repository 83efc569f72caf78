import { z } from "zod";

/**
 * A bucket is one thing that can sell out: a cabin's seats on a departure ("cabin:Y"), one seat ("seat:12A"),
 * or a room type on one night ("room:DLX:2026-12-20"). Its capacity comes from the supplier's inventory.
 */
export const BucketKeySchema = z.string().regex(/^[A-Za-z0-9:_.-]{1,80}$/);

export const HoldInputSchema = z.object({
  /** Chosen by the caller, so a retried request finds its hold instead of taking a second one. */
  holdId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  items: z
    .array(
      z.object({
        key: BucketKeySchema,
        capacity: z.number().int().min(0).max(10_000),
        quantity: z.number().int().min(1).max(9),
      }),
    )
    .min(1)
    .max(60)
    .refine((items) => new Set(items.map((i) => i.key)).size === items.length, { message: "duplicate bucket" }),
  /** How long the hold lasts before it expires and frees its units. */
  ttlMs: z
    .number()
    .int()
    .min(1)
    .max(3 * 24 * 60 * 60 * 1000),
});
export type HoldInput = z.infer<typeof HoldInputSchema>;

/** New capacities for buckets (an owner's calendar), at most a year of nights of one room type at once. */
export const ResizeSchema = z
  .array(z.object({ key: BucketKeySchema, capacity: z.number().int().min(0).max(10_000) }))
  .max(400);

export const HoldIdSchema = HoldInputSchema.shape.holdId;

export const ExtendInputSchema = HoldInputSchema.pick({ holdId: true, ttlMs: true });

/** Bad input changes nothing and is answered, not thrown, so the object never logs it as uncaught. */
export type Invalid = { ok: false; reason: "invalid"; message: string };

export type HoldResult =
  | { ok: true; holdId: string; expiresAt: number }
  | Invalid
  | { ok: false; reason: "sold_out"; key: string; available: number }
  | { ok: false; reason: "already_closed"; status: HoldStatus };

/** "returned": a sale given back (a changed booking leaves its old seats). */
export type HoldStatus = "held" | "confirmed" | "released" | "expired" | "returned";

export type ConfirmResult = { ok: true } | { ok: false; reason: "not_found" | "expired" | "released" } | Invalid;

export interface BucketAvailability {
  key: string;
  capacity: number;
  held: number;
  sold: number;
  available: number;
}
