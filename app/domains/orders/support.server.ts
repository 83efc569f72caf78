import type { Database } from "~/db/client.server";
import { normalizeReference } from "~/domains/bookings/schema";
import type { OrderLine } from "~/domains/core/orders";
import type { Locale } from "~/i18n/locales";
import { type FoundOrder, ORDER_KINDS, ordersOf } from "./orders.server";
import { resendTicket } from "~/domains/bookings/emails.server";
import type { Booking } from "~/domains/bookings/types";
import type { DocumentDeps } from "~/domains/documents/layout";
import type { EmailDeps } from "~/domains/notifications/email.server";
import { resendOrderDocument } from "~/domains/supplier-orders/fulfilment.server";
import type { SupplierOrder, SupplierOrderDeps } from "~/domains/supplier-orders/types";

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

/**
 * Support sends an order's documents to its contact again: a flight's e-ticket (within the traveller's own hourly
 * limit), another product's voucher; an application has none. Each kind's own rule decides whether it may.
 */
export async function resendDocuments(
  deps: { email: EmailDeps & DocumentDeps; orders: SupplierOrderDeps },
  found: FoundOrder,
): Promise<"sent" | "limit" | "none"> {
  if (found.kind.kind === "flight") {
    const sent = await resendTicket(deps.email, found.order as Booking);
    return sent === "no_ticket" ? "none" : sent;
  }
  if (found.kind.kind === "supplier_order") {
    return (await resendOrderDocument(deps.orders, found.order as SupplierOrder)) ? "sent" : "none";
  }
  return "none";
}
