import type { Market } from "~/domains/markets/markets";
import { reserveOrder, saveDetails } from "~/domains/supplier-orders/lifecycle.server";
import { getOrder } from "~/domains/supplier-orders/orders.server";
import type { SupplierOrderDeps } from "~/domains/supplier-orders/types";
import type { Locale } from "~/i18n/locales";
import { missingFiles } from "./applications.server";
import type { Application, ApplicationKinds } from "./types";

/** Why fees were not reserved: not ready to pay (no fees, not a draft, a file missing), or a decision too late. */
export type FeesRefused = "not_ready" | "too_late" | "late_unconfirmed";

/**
 * An application sent by paying its fees (decision 013; a visa's): its kind's fees reserved as an order of the supplier
 * order, its contact saved as the order's lead, ready for the one payment page; paying sends it. The same application
 * reserves its fees once. Nothing is reserved for a kind without fees, one no longer a draft, a draft still missing a
 * file, or one whose decision cannot come before the day it is for: refused where its rule refuses it, and otherwise
 * until its owner has read the warning (`lateAccepted`).
 */
export async function reserveFees(
  deps: SupplierOrderDeps & { kinds: ApplicationKinds },
  app: Application,
  who: { visitorId: string; memberId: string | null; locale: Locale; market: Market },
  lateAccepted = false,
): Promise<{ ok: true; orderId: string } | { ok: false; reason: FeesRefused }> {
  const kind = deps.kinds[app.kind];
  const fees = kind?.fees?.(app.request, app.id, lateAccepted);
  if (!fees || app.status !== "draft") return { ok: false, reason: "not_ready" };
  if ((await missingFiles(deps, app)).length > 0) return { ok: false, reason: "not_ready" };
  const late = kind?.deadline?.(app.request, deps.now.toISOString().slice(0, 10))?.late ?? null;
  if (late === "refused") return { ok: false, reason: "too_late" };
  if (late === "at_own_risk" && !lateAccepted) return { ok: false, reason: "late_unconfirmed" };
  const reserved = await reserveOrder(deps, {
    kind: fees.kind,
    request: fees.request,
    ...who,
    search: `/applications/${app.id}`,
  });
  if (reserved.kind !== "started") return { ok: false, reason: "not_ready" };
  const order = await getOrder(deps.db, deps.supplierProducts, reserved.orderId);
  if (order) await saveDetails(deps, order, fees.contact);
  return { ok: true, orderId: reserved.orderId };
}
