import { and, eq, inArray, isNull } from "drizzle-orm";
import { stays } from "./tables";
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

/** A deleted account's stays stay, as a record of money paid, without their member. */
export function detachStaysStatement(db: StayDeps["db"], memberId: string) {
  return db.update(stays).set({ memberId: null }).where(eq(stays.memberId, memberId));
}
