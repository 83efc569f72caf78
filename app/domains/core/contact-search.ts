import { type AnyColumn, sql } from "drizzle-orm";

// The desk's support search (decision 026): an order found by its contact's e-mail or phone, whatever its kind.

/** The digits of a phone number as SQL, to compare with the digits typed ("+234 801-234" is "234801234"). */
export const phoneDigitsSql = (column: AnyColumn) =>
  sql`replace(replace(replace(replace(replace(${column}, ' ', ''), '+', ''), '-', ''), '(', ''), ')', '')`;

/** What a support search for a contact is: an e-mail (lower case), or a phone's digits. */
export interface ContactQuery {
  email?: string;
  phoneDigits?: string;
}
