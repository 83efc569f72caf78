import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { stayGuests, stays } from "./tables";
import { isStayPayable, type StayDeps } from "./types";
// Who a stay belongs to: a browser's stays handed to the member who signs in on it, a deleted member's kept without them.

/** At sign-in: a browser's stays become the member's (still payable ones gain the member), every one the new visitor id. */
export function handOverStaysStatements(db: StayDeps["db"], from: string, to: string, memberId: string) {
  return [
    db
      .update(stays)
      .set({ memberId })
      .where(
        and(eq(stays.visitorId, from), isNull(stays.memberId), inArray(stays.status, [...isStayPayable.statuses])),
      ),
    db
      .update(stays)
      .set({ visitorId: to })
      .where(and(eq(stays.visitorId, from), isNull(stays.memberId))),
  ] as const;
}

/** A guest's stays whose contact's e-mail is this proven address become this member's. */
export function claimStaysStatement(db: StayDeps["db"], memberId: string, email: string) {
  const contact = db
    .select({ id: stayGuests.stayId })
    .from(stayGuests)
    .where(and(eq(stayGuests.room, 0), eq(sql`lower(${stayGuests.email})`, email)));
  return db
    .update(stays)
    .set({ memberId })
    .where(and(isNull(stays.memberId), inArray(stays.id, contact)));
}

/** A deleted account's stays stay, as a record of money paid, without their member. */
export function detachStaysStatement(db: StayDeps["db"], memberId: string) {
  return db.update(stays).set({ memberId: null }).where(eq(stays.memberId, memberId));
}
