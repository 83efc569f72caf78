import type { Database } from "~/db/client.server";
import { normalizeReference } from "~/domains/bookings/schema";
import type { OrderLine } from "~/domains/core/orders";
import type { Locale } from "~/i18n/locales";
import { ORDER_KINDS, ordersOf } from "./orders.server";

// The desk's support search (decision 026): any order of any kind, by its reference or supplier code (an airline's
// PNR), its contact's e-mail, or its contact's phone. Staff only: it asks no e-mail of the one searching.

export const SUPPORT_RESULTS = 25;

/** What a search term is: an e-mail (it has an @), a phone (seven digits or more, once spaces and signs are gone), else a code. */
export function readSupportQuery(term: string): { email: string } | { phoneDigits: string } | { code: string } | null {
  const trimmed = term.trim();
  if (!trimmed || trimmed.length > 254) return null;
  if (trimmed.includes("@")) return { email: trimmed.toLowerCase() };
  const digits = trimmed.replace(/[\s+\-().]/g, "");
  if (/^\d{7,15}$/.test(digits)) return { phoneDigits: digits };
  const code = normalizeReference(trimmed);
  return code ? { code } : null;
}

export async function supportSearch(db: Database, term: string, locale: Locale): Promise<OrderLine[]> {
  const query = readSupportQuery(term);
  if (!query) return [];
  const ids =
    "code" in query
      ? (await Promise.all(ORDER_KINDS.map((kind) => kind.byReference(db, query.code)))).flat().map((c) => c.id)
      : (await Promise.all(ORDER_KINDS.map((kind) => kind.byContact(db, query, SUPPORT_RESULTS)))).flat();
  return ordersOf(db, [...new Set(ids)].slice(0, SUPPORT_RESULTS), locale);
}
