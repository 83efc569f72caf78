import { forgetCountStatement, purgeCountsStatement } from "~/domains/core/counters.server";
import { eq, lte } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "~/db/client.server";
import type { EmailSender } from "~/domains/notifications/email.server";
import type { Locale } from "~/i18n/locales";
import { sendAccountEmail } from "./emails.server";
import type { PasswordLists } from "./passwords.server";
import { members, memberSessions, memberTravellers, verificationCodes } from "./tables";

// Members: who they are, their profile, and removing them.

export interface AccountDeps {
  db: Database;
  now: Date;
  /** Keys the hashes of verification codes. */
  secret: string;
  /** How long a verification code is good for (product rules §9: a parameter). */
  codeMinutes: number;
  sender: EmailSender;
  siteUrl: string;
  /** What the member owns in other domains (bookings, stays), handed over and detached with the account. */
  belongings: Belongings;
  /** The lists new passwords are checked against (passwords.server.ts). */
  passwordLists: () => Promise<PasswordLists>;
}

/**
 * A member's orders in the domains that sell them, reached through this interface so accounts depend on none of them
 * (composed in app/domains/orders/belongings.server.ts): for the batch of a sign-in or an account's deletion.
 */
export interface Belongings {
  /** A browser's orders become the member's: still payable ones gain the member, every one the new visitor id. */
  handOver(db: Database, from: string, to: string, memberId: string): BatchItem<"sqlite">[];
  /** A deleted account's orders stay, as a record of money paid, without their member. */
  detach(db: Database, memberId: string): BatchItem<"sqlite">[];
  /**
   * Orders made as a guest with this address (their contact's e-mail, lower case) become the member's, once the
   * address is proven by a registration code.
   */
  claim(db: Database, memberId: string, email: string): BatchItem<"sqlite">[];
}

export interface Member {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  hasPassword: boolean;
  locale: Locale;
  createdAt: string;
}

export const memberColumns = {
  id: members.id,
  email: members.email,
  firstName: members.firstName,
  lastName: members.lastName,
  phone: members.phone,
  passwordHash: members.passwordHash,
  locale: members.locale,
  createdAt: members.createdAt,
};

type MemberRow = Pick<typeof members.$inferSelect, keyof typeof memberColumns>;

export function toMember({ passwordHash, ...row }: MemberRow): Member {
  return { ...row, locale: row.locale as Locale, hasPassword: passwordHash !== null };
}

export const normalize = (email: string) => email.trim().toLowerCase();

export const passwordKey = (memberId: string) => `password:${memberId}`;

export const codesKey = (email: string) => `codes:${email}`;

export async function memberRow(db: Database, where: ReturnType<typeof eq>) {
  const [row] = await db.select(memberColumns).from(members).where(where);
  return row ?? null;
}

export async function findMemberByEmail(db: Database, email: string): Promise<Member | null> {
  const row = await memberRow(db, eq(members.email, normalize(email)));
  return row ? toMember(row) : null;
}

export async function getMember(db: Database, id: string): Promise<Member | null> {
  const row = await memberRow(db, eq(members.id, id));
  return row ? toMember(row) : null;
}

export async function updateProfile(
  db: Database,
  memberId: string,
  profile: { firstName: string; lastName: string; phone?: string | undefined },
  now: Date,
): Promise<void> {
  await db
    .update(members)
    .set({
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone || null,
      updatedAt: now.toISOString(),
    })
    .where(eq(members.id, memberId));
}

/**
 * Deletes the account: the member, their travellers, sessions, tokens and codes, in one batch. Bookings
 * stay (they are a record of money paid) but no longer belong to an account.
 */
export async function deleteMember(deps: AccountDeps, member: Member): Promise<void> {
  const { db } = deps;
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    db.delete(memberTravellers).where(eq(memberTravellers.memberId, member.id)),
    db.delete(memberSessions).where(eq(memberSessions.memberId, member.id)),
    db.delete(verificationCodes).where(eq(verificationCodes.email, member.email)),
    forgetCountStatement(db, passwordKey(member.id)),
    ...deps.belongings.detach(db, member.id),
    db.delete(members).where(eq(members.id, member.id)),
  ];
  await db.batch(statements);
  await sendAccountEmail(
    deps.sender,
    {
      to: member.email,
      locale: member.locale,
      name: member.firstName,
      dedupeKey: `deleted:${member.id}`,
      siteUrl: deps.siteUrl,
    },
    { template: "deleted" },
  );
}

/**
 * The cron's housekeeping: ended sessions and tokens past their expiry, codes a day after they were sent,
 * and counters whose window has passed. Nothing here is needed to refuse them: every check reads the times.
 */
export async function purgeExpired(db: Database, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  await db.batch([
    db.delete(memberSessions).where(lte(memberSessions.expiresAt, nowIso)),
    db.delete(verificationCodes).where(lte(verificationCodes.createdAt, dayAgo)),
    purgeCountsStatement(db, now),
  ]);
}
