import type { ManageAction, OrderKind, OrderLine } from "~/domains/core/orders";
import {
  applicationContacts,
  applicationsByEmail,
  applicationsOf,
  getApplication,
  memberApplications,
} from "./applications.server";
import type { Application, ApplicationKinds } from "./types";

/** What an application's page offers: its files while they may be given, and why not otherwise. */
export function applicationActions(app: Application): ManageAction[] {
  const files =
    app.status === "draft" || app.status === "more_needed"
      ? ({ name: "files", allowed: true } as const)
      : ({ name: "files", allowed: false, reason: app.status === "expired" ? "closed" : "sent" } as const);
  return [files];
}

/** Every application as an order of manage booking, My Trips and the member API, its kind saying what it is. */
export function applicationOrderKind(kinds: ApplicationKinds): OrderKind<Application> {
  const line = (app: Application): OrderLine[] => {
    const kind = kinds[app.kind];
    if (!kind) return [];
    return [
      {
        kind: app.kind,
        id: app.id,
        reference: app.reference,
        status: app.status,
        supplierReference: null,
        bookedOn: app.createdAt,
        startsOn: kind.startsOn(app.request),
        title: kind.title(app.request, app.locale),
        travellers: kind.travellers(app.request),
        // A visa's fees are its own order's total (the supplier order that paid them).
        total: null,
        path: `/applications/${app.id}`,
      },
    ];
  };
  return {
    kind: "application",
    get: (db, id) => getApplication(db, kinds, id),
    byReference: applicationContacts,
    // An application's phone is inside what was sent; the desk finds it by its e-mail or reference.
    byContact: (db, contact, limit) => applicationsByEmail(db, contact.email, limit),
    memberLines: async (db, memberId) => (await memberApplications(db, kinds, memberId)).flatMap(line),
    linesOf: async (db, ids) => (await applicationsOf(db, kinds, ids)).flatMap(line),
    actions: async (_deps, app) => applicationActions(app),
    managePath: (id) => `/applications/${id}`,
    offlinePaths: ["/applications/:id"],
  };
}
