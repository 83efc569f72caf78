import type { Market } from "~/domains/markets/markets";
import { reserveOrder, saveDetails } from "~/domains/supplier-orders/lifecycle.server";
import { getOrder } from "~/domains/supplier-orders/orders.server";
import type { SupplierOrderDeps } from "~/domains/supplier-orders/types";
import type { Locale } from "~/i18n/locales";
import { missingFiles } from "./applications.server";
import type { Application, ApplicationKinds } from "./types";

/**
 * An application sent by paying its fees (decision 013; a visa's): its kind's fees reserved as an order of the supplier
 * order, its contact saved as the order's lead, ready for the one payment page; paying sends it. The same application
 * reserves its fees once. Null, and nothing reserved, for a kind without fees, one no longer a draft, or a draft still
 * missing a file.
 */
export async function reserveFees(
  deps: SupplierOrderDeps & { kinds: ApplicationKinds },
  app: Application,
  who: { visitorId: string; memberId: string | null; locale: Locale; market: Market },
): Promise<string | null> {
  const fees = deps.kinds[app.kind]?.fees?.(app.request, app.id);
  if (!fees || app.status !== "draft") return null;
  if ((await missingFiles(deps, app)).length > 0) return null;
  const reserved = await reserveOrder(deps, {
    kind: fees.kind,
    request: fees.request,
    ...who,
    search: `/applications/${app.id}`,
  });
  if (reserved.kind !== "started") return null;
  const order = await getOrder(deps.db, deps.supplierProducts, reserved.orderId);
  if (order) await saveDetails(deps, order, fees.contact);
  return reserved.orderId;
}
