import { eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { countEvent } from "~/domains/core/counters.server";
import type { PromoCode } from "./types";
import type { Currency } from "~/domains/markets/markets";
import { promoCodes } from "./tables";

const toPromo = (row: typeof promoCodes.$inferSelect): PromoCode => ({
  ...row,
  kind: row.kind as PromoCode["kind"],
  currency: row.currency as Currency | null,
});

export async function getPromo(db: Database, code: string | null): Promise<PromoCode | null> {
  if (!code) return null;
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row ? toPromo(row) : null;
}

/** Several promo codes in one query, by code. */
export async function getPromos(db: Database, codes: readonly string[]): Promise<Map<string, PromoCode>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(promoCodes)
    .where(inArray(promoCodes.code, [...codes]));
  return new Map(rows.map((row) => [row.code, toPromo(row)]));
}

export type PromoResult = { ok: true; promo: PromoCode } | { ok: false; reason: "unknown" | "expired" | "throttled" };

/** Promo code tries allowed per booking, and per network address, in PROMO_WINDOW_MINUTES: no guessing codes. */
export const PROMO_TRIES_PER_BOOKING = 10;

export const PROMO_TRIES_PER_IP = 30;

export const PROMO_WINDOW_MINUTES = 15;

/**
 * Checks a promo code for one subject (a booking) at one moment: valid today (in UTC), or why not. Every try is
 * counted for the subject and for the address it comes from; past either limit, tries wait for the window.
 */
export async function checkPromo(
  db: Database,
  code: string,
  now: Date,
  from: { subject: string; ip: string },
): Promise<PromoResult> {
  const windowMs = PROMO_WINDOW_MINUTES * 60_000;
  const [bySubject, byIp] = await Promise.all([
    countEvent(db, `promo:booking:${from.subject}`, windowMs, now),
    countEvent(db, `promo:ip:${from.ip}`, windowMs, now),
  ]);
  if (bySubject > PROMO_TRIES_PER_BOOKING || byIp > PROMO_TRIES_PER_IP) return { ok: false, reason: "throttled" };
  const promo = await getPromo(db, code);
  const today = now.toISOString().slice(0, 10);
  if (!promo || promo.validFrom > today) return { ok: false, reason: "unknown" };
  if (promo.validUntil < today) return { ok: false, reason: "expired" };
  return { ok: true, promo };
}
