import { and, count, desc, eq, like, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { getMember, type Member } from "~/domains/accounts/members.server";
import { pointsIdFor } from "./ledger.server";
import { pointsAccounts, pointsEntries, referralNames, referrals } from "./tables";
import { REFERRAL } from "./terms";

// Referrals (decision 016): every member has a referral username and a link; a visitor who follows it and
// registers is linked to the referrer once; the referee's first fulfilled booking rewards both with wakapoints, once.

/** A username: 3 to 30 letters, digits, dots, dashes or underscores, beginning with a letter. */
export const USERNAME = /^[A-Za-z][A-Za-z0-9._-]{2,29}$/;

const key = (username: string) => username.toLowerCase();

/** The member's username, given one from their name the first time (ada.obi, then ada.obi2, …). */
export async function usernameOf(db: Database, member: Member, now: Date): Promise<string> {
  const found = await ownUsername(db, member.id);
  if (found) return found;
  const ascii = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[^A-Za-z0-9]/g, "")
      .toLowerCase();
  const base = `${ascii(member.firstName) || "member"}.${ascii(member.lastName) || "tern"}`.slice(0, 24);
  const name = /^[a-z]/.test(base) ? base : `m${base}`.slice(0, 24);
  const tries = [name, ...Array.from({ length: 8 }, (_, i) => `${name}${i + 2}`)];
  tries.push(`${name}${(crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 1_000_000}`);
  for (const username of tries) {
    const chosen = await chooseUsername(db, member.id, username, now);
    if (chosen.ok) return username;
  }
  throw new Error("no referral username could be given");
}

async function ownUsername(db: Database, memberId: string): Promise<string | null> {
  const [row] = await db.select().from(referralNames).where(eq(referralNames.memberId, memberId)).limit(1);
  return row?.username ?? null;
}

/** Sets the member's username; refused when malformed or another member's (in any case). */
export async function chooseUsername(
  db: Database,
  memberId: string,
  username: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; reason: "format" | "taken" }> {
  if (!USERNAME.test(username)) return { ok: false, reason: "format" };
  const [holder] = await db
    .select({ memberId: referralNames.memberId })
    .from(referralNames)
    .where(eq(referralNames.usernameKey, key(username)));
  if (holder && holder.memberId !== memberId) return { ok: false, reason: "taken" };
  try {
    await db
      .insert(referralNames)
      .values({ memberId, username, usernameKey: key(username), createdAt: now.toISOString() })
      .onConflictDoUpdate({ target: referralNames.memberId, set: { username, usernameKey: key(username) } });
  } catch {
    // Taken meanwhile by another member (the unique key).
    return { ok: false, reason: "taken" };
  }
  return { ok: true };
}

/** The member a username names, if it is an active member's. */
export async function referrerByUsername(db: Database, username: string) {
  if (!USERNAME.test(username)) return null;
  const [row] = await db
    .select()
    .from(referralNames)
    .where(eq(referralNames.usernameKey, key(username)))
    .limit(1);
  const member = row ? await getMember(db, row.memberId) : null;
  return member && row ? { memberId: member.id, firstName: member.firstName, username: row.username } : null;
}

/** A referrer as the validation page names them, by member id (the referral this browser already follows). */
async function referrerById(db: Database, memberId: string) {
  const [row] = await db.select().from(referralNames).where(eq(referralNames.memberId, memberId)).limit(1);
  const member = row ? await getMember(db, memberId) : null;
  return member && row ? { memberId: member.id, firstName: member.firstName, username: row.username } : null;
}

/**
 * The referral a browser follows after opening a referral link: the first one it followed, while that is remembered
 * (REFERRAL.cookieDays) and its member still active, wins over any later link; otherwise the link just opened.
 */
export async function followedReferral(
  db: Database,
  remembered: string | null,
  opened: NonNullable<Awaited<ReturnType<typeof referrerByUsername>>>,
) {
  if (!remembered || remembered === opened.memberId) return opened;
  return (await referrerById(db, remembered)) ?? opened;
}

/** Providers that deliver every dotted spelling of a local part to one mailbox, and their one domain. */
const DOTLESS: Readonly<Record<string, string>> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * An address as one person has it, the way its provider reads it: no case, no "+tag", and for Gmail no dots and one
 * domain ("a.d.a+x@googlemail.com" is "ada@gmail.com"); hashed.
 */
export async function emailKey(email: string): Promise<string> {
  const [local = "", domain = ""] = email.trim().toLowerCase().split("@");
  const base = local.split("+")[0] ?? "";
  const provider = DOTLESS[domain];
  const bytes = new TextEncoder().encode(provider ? `${base.replace(/\./g, "")}@${provider}` : `${base}@${domain}`);
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

/**
 * A member who has just registered from a referral link is linked to the referrer, once. Nothing for a referral to
 * oneself (the same address in another form) or an address already referred once (a second account).
 */
export async function linkReferee(
  db: Database,
  input: { referrerId: string; referee: Member },
  now: Date,
): Promise<"linked" | "self" | "already" | "unknown"> {
  const referrer = await getMember(db, input.referrerId);
  if (!referrer) return "unknown";
  const refereeKey = await emailKey(input.referee.email);
  if (referrer.id === input.referee.id || (await emailKey(referrer.email)) === refereeKey) return "self";
  await db
    .insert(referrals)
    .values({
      refereeId: input.referee.id,
      referrerId: referrer.id,
      emailKey: refereeKey,
      createdAt: now.toISOString(),
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(referrals).where(eq(referrals.refereeId, input.referee.id));
  return row?.referrerId === referrer.id && row.emailKey === refereeKey ? "linked" : "already";
}

/** A referrer's page: how many signed up from their link, and how many of those were rewarded for a first booking. */
export async function referralCounts(db: Database, referrerId: string) {
  const [signUps] = await db.select({ n: count() }).from(referrals).where(eq(referrals.referrerId, referrerId));
  const accountId = await pointsIdFor(referrerId);
  const [rewarded] = await db
    .select({
      n: sql<number>`COALESCE(SUM(CASE WHEN ${pointsEntries.kind} = 'referral' THEN 1 WHEN ${pointsEntries.kind} = 'reverse' THEN -1 END), 0)`,
    })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.accountId, accountId), like(pointsEntries.id, "%referral:%:referrer")));
  return { signUps: signUps?.n ?? 0, bookings: Number(rewarded?.n ?? 0), pointsEach: REFERRAL.points };
}

/**
 * The referral ledger (the desk's, decision 026): every wakapoints entry a referral wrote (the rewards of both sides,
 * and their reversals on a refund), newest first, with the account's points id and its member's referral username.
 */
export async function referralLedger(db: Database, limit = 200) {
  return db
    .select({
      id: pointsEntries.id,
      kind: pointsEntries.kind,
      points: pointsEntries.points,
      orderId: pointsEntries.orderId,
      accountId: pointsEntries.accountId,
      username: referralNames.username,
      createdAt: pointsEntries.createdAt,
    })
    .from(pointsEntries)
    .innerJoin(pointsAccounts, eq(pointsAccounts.id, pointsEntries.accountId))
    .leftJoin(referralNames, eq(referralNames.memberId, pointsAccounts.memberId))
    .where(like(pointsEntries.id, "%referral:%"))
    .orderBy(desc(pointsEntries.createdAt), desc(pointsEntries.id))
    .limit(limit);
}
