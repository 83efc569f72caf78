import { eq } from "drizzle-orm";
import { checkPromo, type PromoResult } from "~/domains/promotions/promotions.server";
import { type ExtrasRefusal, saveExtras } from "./extras.server";
import type { BookingDeps } from "./lifecycle.server";
import { type ExtrasForm, PromoCodeSchema } from "./schema";
import { bookings } from "./tables";
import type { Booking } from "./types";

// The extras step (product rules §3, booking extras): what the page posts, whichever button was pressed.

export type ExtrasStepResult =
  /** Saved; the traveller goes on to payment. */
  | { kind: "continue" }
  /** Saved; the traveller goes on to choose a seat (the bags and extras chosen are kept). */
  | { kind: "seat"; flightRef: string; traveller: number }
  /** Saved (the total brought up to date), or the promo code applied or removed: the step shows again. */
  | { kind: "again" }
  | { kind: "refused"; errors: ExtrasRefusal[] }
  | { kind: "promo_refused"; reason: Exclude<PromoResult, { ok: true }>["reason"] };

/**
 * The choices on the page are saved first, whichever button was pressed, so applying a promo code or opening a seat
 * map keeps them; then the code is applied (checked and counted by promotions, written on the booking here) or removed, or the step is done.
 */
export async function submitExtras(
  deps: BookingDeps,
  booking: Booking,
  form: ExtrasForm,
  from: { ip: string },
): Promise<ExtrasStepResult> {
  const saved = await saveExtras(deps, booking, { bags: form.bags, addons: form.addons });
  if (!saved.ok) return { kind: "refused", errors: saved.errors };
  if (form.intent === "save") return { kind: "again" };
  if (form.intent === "removePromo") {
    await setPromoCode(deps, booking, null);
    return { kind: "again" };
  }
  if (form.intent === "promo") {
    const code = PromoCodeSchema.safeParse(form.code);
    if (!code.success) return { kind: "promo_refused", reason: "unknown" };
    const checked = await checkPromo(deps.db, code.data, deps.now, { subject: booking.id, ip: from.ip });
    if (!checked.ok) return { kind: "promo_refused", reason: checked.reason };
    await setPromoCode(deps, booking, checked.promo.code);
    return { kind: "again" };
  }
  const seat = /^seat:(\d{1,2}-\d{1,2}):(\d)$/.exec(form.intent);
  if (seat) return { kind: "seat", flightRef: seat[1] ?? "", traveller: Number(seat[2]) };
  return { kind: "continue" };
}

/** The booking's promo code, set or removed. */
export async function setPromoCode(deps: Pick<BookingDeps, "db" | "now">, booking: Booking, code: string | null) {
  await deps.db
    .update(bookings)
    .set({ promoCode: code, updatedAt: deps.now.toISOString() })
    .where(eq(bookings.id, booking.id));
}
