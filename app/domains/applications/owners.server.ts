import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applications } from "./tables";

// Who an application belongs to: a browser's, handed to the member who signs in on it; a guest's, claimed by the
// member who proves its contact's address; a deleted member's, kept without them.

export function handOverApplicationsStatements(db: Database, from: string, to: string, memberId: string) {
  const guests = and(eq(applications.visitorId, from), isNull(applications.memberId));
  return [db.update(applications).set({ memberId, visitorId: to }).where(guests)] as const;
}

export function claimApplicationsStatement(db: Database, memberId: string, email: string) {
  return db
    .update(applications)
    .set({ memberId })
    .where(and(isNull(applications.memberId), eq(applications.email, email)));
}

export function detachApplicationsStatement(db: Database, memberId: string) {
  return db.update(applications).set({ memberId: null }).where(eq(applications.memberId, memberId));
}
