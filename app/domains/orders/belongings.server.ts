import type { Belongings } from "~/domains/accounts/members.server";
import {
  claimApplicationsStatement,
  detachApplicationsStatement,
  handOverApplicationsStatements,
} from "~/domains/applications/owners.server";
import {
  claimBookingsStatement,
  detachBookingsStatement,
  handOverBookingsStatements,
} from "~/domains/bookings/owners.server";
import {
  claimOrdersStatement,
  detachOrdersStatement,
  handOverOrdersStatements,
} from "~/domains/supplier-orders/owners.server";

/**
 * Every product's orders as a member's belongings (accounts reach them through this interface): a new product adds its
 * hand-over and its detachment here.
 */
export const orderBelongings: Belongings = {
  handOver: (db, from, to, memberId) => [
    ...handOverBookingsStatements(db, from, to, memberId),
    ...handOverOrdersStatements(db, from, to, memberId),
    ...handOverApplicationsStatements(db, from, to, memberId),
  ],
  detach: (db, memberId) => [
    detachBookingsStatement(db, memberId),
    detachOrdersStatement(db, memberId),
    detachApplicationsStatement(db, memberId),
  ],
  claim: (db, memberId, email) => [
    claimBookingsStatement(db, memberId, email),
    claimOrdersStatement(db, memberId, email),
    claimApplicationsStatement(db, memberId, email),
  ],
};
