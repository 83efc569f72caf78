import type { PayableRef } from "~/domains/checkout/payable";
import { keptPayment } from "~/domains/checkout/payments.server";
import { and, desc, eq, sql } from "drizzle-orm";
import { runBatch } from "~/db/batch";
import type { Database } from "~/db/client.server";
import type { Money } from "~/domains/markets/markets";
import type { ProductKey } from "~/domains/products/catalog";
import { pointsAccounts, pointsEntries, referrals } from "./tables";
import { EARN_MULTIPLIER, POINT_VALUE, POINTS, REFERRAL, SPEND_PER_POINT } from "./terms";

// The wakapoints ledger (decision 015): one account per member, append-only entries (the table refuses updates and deletes),
// every balance the sum of its entries. Each event has a stable entry id, so an event recorded twice is one entry; a
// redemption is one statement that inserts only while the available balance covers it, so concurrent redemptions
// never overdraw (D1 runs one statement at a time).

export type EntryKind = "earn" | "redeem" | "return" | "reverse" | "expire" | "referral";

export interface Balance {
  /** Points that can be redeemed today. */
  available: number;
  /** Points earned on trips not yet taken. */
  pending: number;
}

export interface Entry {
  id: string;
  kind: EntryKind;
  points: number;
  orderId: string | null;
  availableOn: string;
  createdAt: string;
}

/** A points id: "WP" and ten digits, from the member's id (the same member always has the same one). */
export async function pointsIdFor(memberId: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`points:${memberId}`)));
  const digits = [...digest.slice(0, 10)].map((byte) => String(byte % 10)).join("");
  return `WP${digits}`;
}

/** The member's account, opened on first use; opening it twice is one account. */
export async function openAccount(db: Database, memberId: string, now: Date): Promise<string> {
  const id = await pointsIdFor(memberId);
  await db.insert(pointsAccounts).values({ id, memberId, createdAt: now.toISOString() }).onConflictDoNothing();
  return id;
}

export async function accountOf(db: Database, memberId: string) {
  const [row] = await db.select().from(pointsAccounts).where(eq(pointsAccounts.memberId, memberId));
  return row ?? null;
}

export async function findAccount(db: Database, pointsId: string) {
  const [row] = await db.select().from(pointsAccounts).where(eq(pointsAccounts.id, pointsId.trim().toUpperCase()));
  return row ?? null;
}

/** The balance as of a day: the sum of the entries available by then, and of those still pending. */
export async function balanceOf(db: Database, accountId: string, today: string): Promise<Balance> {
  const [row] = await db
    .select({
      available: sql<number>`COALESCE(SUM(CASE WHEN ${pointsEntries.availableOn} <= ${today} THEN ${pointsEntries.points} END), 0)`,
      pending: sql<number>`COALESCE(SUM(CASE WHEN ${pointsEntries.availableOn} > ${today} THEN ${pointsEntries.points} END), 0)`,
    })
    .from(pointsEntries)
    .where(eq(pointsEntries.accountId, accountId));
  return { available: Number(row?.available ?? 0), pending: Number(row?.pending ?? 0) };
}

/** A member's balance as of a day: nothing available or pending before their account opens. */
export async function memberBalance(db: Database, memberId: string, today: string): Promise<Balance> {
  const account = await accountOf(db, memberId);
  return account ? balanceOf(db, account.id, today) : { available: 0, pending: 0 };
}

/** The account's history, newest first. */
export async function historyOf(db: Database, accountId: string, limit = 100): Promise<Entry[]> {
  const rows = await db
    .select()
    .from(pointsEntries)
    .where(eq(pointsEntries.accountId, accountId))
    .orderBy(desc(pointsEntries.createdAt), desc(pointsEntries.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, kind: r.kind as EntryKind }));
}

/** Points a booking earns: its total over the spend per point, times its product's multiplier, rounded down. */
export function pointsEarned(total: Money, product: ProductKey): number {
  const multiplier = EARN_MULTIPLIER[product] ?? 0;
  return Math.floor((total.amount * multiplier) / SPEND_PER_POINT[total.currency]);
}

/** What points take off a price in its currency. */
export function pointsWorth(points: number, currency: Money["currency"]): Money {
  return { amount: points * POINT_VALUE[currency], currency };
}

/** The most points that may pay for a price: the largest share points may pay, in whole points. */
export function maxRedeemable(price: Money): number {
  return Math.floor((price.amount * POINTS.maxRedeemPercent) / 100 / POINT_VALUE[price.currency]);
}

export const entryStatement = (
  db: Database,
  entry: {
    id: string;
    accountId: string;
    kind: EntryKind;
    points: number;
    orderId: string | null;
    availableOn: string;
  },
  now: Date,
) =>
  db
    .insert(pointsEntries)
    .values({ ...entry, createdAt: now.toISOString() })
    .onConflictDoNothing();

/** Earns a ticketed booking's points, pending until its travel date. Recorded twice, it is one entry. */
export function earnStatement(
  db: Database,
  input: { accountId: string; orderId: string; points: number; travelOn: string },
  now: Date,
) {
  return entryStatement(
    db,
    {
      id: `earn:${input.orderId}`,
      accountId: input.accountId,
      kind: "earn",
      points: input.points,
      orderId: input.orderId,
      availableOn: input.travelOn,
    },
    now,
  );
}

/**
 * The statement redeeming points for an order: it inserts only while the points available today cover it, and only
 * once per order. `redeemed` tells which happened, from the row it leaves.
 */
export function redeemStatement(
  db: Database,
  input: { accountId: string; orderId: string; points: number; payableKind?: string },
  now: Date,
) {
  const today = now.toISOString().slice(0, 10);
  const at = now.toISOString();
  return db
    .insert(pointsEntries)
    .select(
      db
        .select({
          id: sql<string>`${`redeem:${input.orderId}`}`.as("id"),
          accountId: pointsAccounts.id,
          kind: sql<string>`'redeem'`.as("kind"),
          points: sql<number>`${-input.points}`.as("points"),
          orderId: sql<string>`${input.orderId}`.as("order_id"),
          payableKind: sql<string | null>`${input.payableKind ?? null}`.as("payable_kind"),
          availableOn: sql<string>`${today}`.as("available_on"),
          createdAt: sql<string>`${at}`.as("created_at"),
        })
        .from(pointsAccounts)
        .where(
          and(
            eq(pointsAccounts.id, input.accountId),
            sql`(SELECT COALESCE(SUM(${pointsEntries.points}), 0) FROM ${pointsEntries} WHERE ${pointsEntries.accountId} = ${input.accountId} AND ${pointsEntries.availableOn} <= ${today}) >= ${input.points}`,
          ),
        ),
    )
    .onConflictDoNothing();
}

/**
 * Redeems points for an order, or says why not: fewer available than asked. Asked again for the same order, it
 * answers what the first time recorded and takes nothing more.
 */
export async function redeem(
  db: Database,
  input: { accountId: string; orderId: string; points: number },
  now: Date,
): Promise<{ ok: true; points: number } | { ok: false; reason: "insufficient" | "invalid" }> {
  if (!Number.isInteger(input.points) || input.points < POINTS.minRedeem) return { ok: false, reason: "invalid" };
  await runBatch(db, [redeemStatement(db, input, now)]);
  const [entry] = await db
    .select()
    .from(pointsEntries)
    .where(and(eq(pointsEntries.id, `redeem:${input.orderId}`), eq(pointsEntries.accountId, input.accountId)));
  return entry ? { ok: true, points: -entry.points } : { ok: false, reason: "insufficient" };
}

/**
 * Sets (or resets) the member's points PIN, hashed like a password; the account opens if it was not yet. The member
 * is signed in, so knowing the old PIN is not asked.
 */
export async function setPin(db: Database, memberId: string, pinHash: string, now: Date): Promise<string> {
  const id = await openAccount(db, memberId, now);
  await db.update(pointsAccounts).set({ pinHash }).where(eq(pointsAccounts.id, id));
  return id;
}

/**
 * The statements a member's fulfilled booking adds to the batch that fulfils it: the account (opened if need be) and
 * the points earned on what its payment kept (the checkout's), or on `paid` when it was paid in instalments (the
 * plan's final payment releases it), pending until the travel date. None for a guest's booking, one not paid, or
 * nothing earned; one entry per order however often it is asked.
 */
export async function earnStatements(
  db: Database,
  input: { memberId: string | null; payable: PayableRef; product: ProductKey; travelOn: string; paid?: Money },
  now: Date,
) {
  if (!input.memberId) return [];
  const paid = input.paid ?? (await keptPayment(db, input.payable))?.amount;
  const points = paid ? pointsEarned(paid, input.product) : 0;
  if (points <= 0) return [];
  const accountId = await pointsIdFor(input.memberId);
  return [
    db
      .insert(pointsAccounts)
      .values({ id: accountId, memberId: input.memberId, createdAt: now.toISOString() })
      .onConflictDoNothing(),
    earnStatement(db, { accountId, orderId: input.payable.id, points, travelOn: input.travelOn }, now),
    ...(await referralStatements(
      db,
      { memberId: input.memberId, orderId: input.payable.id, travelOn: input.travelOn },
      now,
    )),
  ];
}

/**
 * The reward's statements for the batch that fulfils a member's order: when the member was referred, both accounts
 * (opened if need be) get REFERRAL.points, pending until the trip's date. Keyed by the referee, so only their first
 * fulfilled order rewards, and two first orders at once reward once.
 */
export async function referralStatements(
  db: Database,
  input: { memberId: string; orderId: string; travelOn: string },
  now: Date,
) {
  const [link] = await db.select().from(referrals).where(eq(referrals.refereeId, input.memberId));
  if (!link) return [];
  const sides = [
    { memberId: link.refereeId, side: "referee" },
    { memberId: link.referrerId, side: "referrer" },
  ];
  const statements = [];
  for (const { memberId, side } of sides) {
    const accountId = await pointsIdFor(memberId);
    statements.push(
      db.insert(pointsAccounts).values({ id: accountId, memberId, createdAt: now.toISOString() }).onConflictDoNothing(),
      entryStatement(
        db,
        {
          id: `referral:${link.refereeId}:${side}`,
          accountId,
          kind: "referral",
          points: REFERRAL.points,
          orderId: input.orderId,
          availableOn: input.travelOn,
        },
        now,
      ),
    );
  }
  return statements;
}
