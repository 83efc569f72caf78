import type { SupplierBooking } from "~/domains/supplier-orders/types";
import { type ApplicationDeps, getApplication, submitApplication } from "./applications.server";

/**
 * Where an application sent by paying its fees goes once paid (a visa's): its `SupplierProduct` books by sending
 * the application, named by the order that paid. The same order sends it once; one that can no longer be sent (it
 * lapsed, or lost a file) is refused, and the order's money goes back. The order's confirmation is "APP-" and the
 * application's reference: manage booking finds the application by its reference, the fees' receipt by that code.
 */
export interface ApplicationDesk {
  submit(applicationId: string, orderId: string): Promise<SupplierBooking>;
}

export function applicationDesk(deps: Omit<ApplicationDeps, "bucket" | "inspectPdf">): ApplicationDesk {
  return {
    async submit(applicationId, orderId) {
      const app = await getApplication(deps.db, deps.kinds, applicationId);
      if (!app) return { ok: false, reason: "rejected" };
      if (app.status !== "draft") {
        return app.orderId === orderId
          ? { ok: true, confirmation: `APP-${app.reference}` }
          : { ok: false, reason: "rejected" };
      }
      const sent = await submitApplication(deps, app, orderId);
      return sent === "submitted"
        ? { ok: true, confirmation: `APP-${app.reference}` }
        : { ok: false, reason: "rejected" };
    },
  };
}
