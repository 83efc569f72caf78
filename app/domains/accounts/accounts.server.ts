import { and, eq, gt, isNull, lte, ne, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "~/db/client.server";
import { detachMemberStatement } from "~/domains/bookings/owners.server";
import type { EmailSender } from "~/domains/notifications/email.server";
import type { Locale } from "~/i18n/locales";
import { countEvent, countInWindow, readCount, resetCountStatement } from "./counters.server";
import { sendAccountEmail } from "./emails.server";
import { hashPassword, isCommonPassword, verifyPassword } from "./passwords.server";
import {
  CODE_LENGTH,
  CODE_RESEND_COOLDOWN_SECONDS,
  type CodePurpose,
  MAX_CODE_ATTEMPTS,
  MAX_CODES_PER_HOUR,
  MAX_PASSWORD_FAILURES,
  PASSWORD_LOCK_MINUTES,
} from "./schema";
import { authCounters, members, memberSessions, memberTravellers, verificationCodes } from "./tables";
import { sameDigest } from "~/utils/digest";
import { codeHash, newCode, newToken, tokenHash } from "./tokens.server";

export interface AccountDeps {
  db: Database;
  now: Date;
  /** Keys the hashes of verification codes. */
  secret: string;
  /** How long a verification code is good for (spec section 9: a parameter). */
  codeMinutes: number;
  sender: EmailSender;
  siteUrl: string;
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

export type SessionKind = "web" | "api";

/** How long a signed-in browser or an API token lasts without signing in again. */
export const SESSION_DAYS = 30;

const memberColumns = {
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

function toMember({ passwordHash, ...row }: MemberRow): Member {
  return { ...row, locale: row.locale as Locale, hasPassword: passwordHash !== null };
}

const normalize = (email: string) => email.trim().toLowerCase();
const passwordKey = (memberId: string) => `password:${memberId}`;
const codesKey = (email: string) => `codes:${email}`;

async function memberRow(db: Database, where: ReturnType<typeof eq>) {
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

// --- Sessions and API tokens -------------------------------------------------------------------------

/** A new session: a fresh token every time, so a token known before sign-in is worth nothing after it. */
export async function startSession(db: Database, memberId: string, kind: SessionKind, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString();
  await db
    .insert(memberSessions)
    .values({ tokenHash: await tokenHash(token), memberId, kind, createdAt: now.toISOString(), expiresAt });
  return { token, expiresAt };
}

/** The member a live token belongs to; an unknown, ended or expired token is nobody. */
export async function memberForToken(db: Database, token: string, kind: SessionKind, now: Date) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select(memberColumns)
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.tokenHash, await tokenHash(token)),
        eq(memberSessions.kind, kind),
        gt(memberSessions.expiresAt, now.toISOString()),
      ),
    );
  return row ? toMember(row) : null;
}

/** Sign-out ends the session on the server: the cookie or token is dead even if a copy survives. */
export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(memberSessions).where(eq(memberSessions.tokenHash, await tokenHash(token)));
}

/** Ends every session of a member but the one given (after a password change or reset). */
function endOtherSessionsStatement(db: Database, memberId: string, keepTokenHash: string) {
  return db
    .delete(memberSessions)
    .where(and(eq(memberSessions.memberId, memberId), ne(memberSessions.tokenHash, keepTokenHash)));
}

// --- Verification codes ------------------------------------------------------------------------------

export type CodeRequestResult =
  | { ok: true; codeId: string }
  | { ok: false; reason: "cooldown"; retryInSeconds: number }
  | { ok: false; reason: "too_many" };

/**
 * The resend wait and the hourly cap of code requests, counted per address whether or not it has an account, so
 * the answer never tells which addresses do (decision 006).
 */
async function codeRequestLimited(
  deps: AccountDeps,
  email: string,
  purpose: CodePurpose,
): Promise<Extract<CodeRequestResult, { ok: false }> | null> {
  const { db, now } = deps;
  const recent = await countInWindow(db, `code-wait:${purpose}:${email}`, CODE_RESEND_COOLDOWN_SECONDS * 1000, now);
  if (recent.count > 1) return { ok: false, reason: "cooldown", retryInSeconds: recent.secondsLeft };
  if ((await countEvent(db, codesKey(email), 3_600_000, now)) > MAX_CODES_PER_HOUR) {
    return { ok: false, reason: "too_many" };
  }
  return null;
}

/**
 * Sends a new code for an address and purpose; it replaces any earlier one. A new code for the same purpose
 * may be asked for once a minute, and 5 codes an hour per address, so their 5 tries each give at most 25
 * guesses an hour at a million codes.
 */
async function requestCode(
  deps: AccountDeps,
  input: { email: string; purpose: CodePurpose; locale: Locale; name: string; payload?: unknown },
): Promise<CodeRequestResult> {
  const email = normalize(input.email);
  const { db, now } = deps;
  const limited = await codeRequestLimited(deps, email, input.purpose);
  if (limited) return limited;
  const id = crypto.randomUUID();
  const code = newCode(CODE_LENGTH);
  await db.batch([
    db
      .update(verificationCodes)
      .set({ usedAt: now.toISOString() })
      .where(
        and(
          eq(verificationCodes.email, email),
          eq(verificationCodes.purpose, input.purpose),
          isNull(verificationCodes.usedAt),
        ),
      ),
    db.insert(verificationCodes).values({
      id,
      email,
      purpose: input.purpose,
      codeHash: await codeHash(deps.secret, id, code),
      attempts: 0,
      payloadJson: input.payload === undefined ? null : JSON.stringify(input.payload),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + deps.codeMinutes * 60_000).toISOString(),
    }),
  ]);
  await sendAccountEmail(
    deps.sender,
    { to: email, locale: input.locale, name: input.name, dedupeKey: `code:${id}`, siteUrl: deps.siteUrl },
    { template: "code", purpose: input.purpose, code, minutes: deps.codeMinutes },
  );
  return { ok: true, codeId: id };
}

/**
 * Checks a code: the try is counted first, in the same statement that finds the code, so the 6th try is
 * refused even when it is right. A right code is then spent by a guarded update: used once, even by two
 * requests at once. Answers the code's payload.
 */
export async function consumeCode(
  deps: AccountDeps,
  input: { email: string; purpose: CodePurpose; code: string },
): Promise<{ ok: true; payload: unknown } | { ok: false }> {
  const { db, now } = deps;
  const nowIso = now.toISOString();
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.email, normalize(input.email)),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, nowIso),
        sql`${verificationCodes.attempts} < ${MAX_CODE_ATTEMPTS}`,
      ),
    )
    .returning({
      id: verificationCodes.id,
      codeHash: verificationCodes.codeHash,
      payload: verificationCodes.payloadJson,
    });
  if (!row) return { ok: false };
  if (!sameDigest(await codeHash(deps.secret, row.id, input.code), row.codeHash)) return { ok: false };
  const spent = await db
    .update(verificationCodes)
    .set({ usedAt: nowIso })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (spent.length === 0) return { ok: false };
  return { ok: true, payload: row.payload === null ? null : JSON.parse(row.payload) };
}

/**
 * Sends a code for sign-in, registration or a password reset, and resends one. An address without an
 * account gets no sign-in or reset e-mail and the same answer; a registration's names come with its first
 * request and are kept for a resend.
 */
export async function sendCode(
  deps: AccountDeps,
  input: {
    email: string;
    purpose: CodePurpose;
    locale: Locale;
    names?: { firstName: string; lastName: string } | undefined;
  },
): Promise<CodeRequestResult | { ok: false; reason: "exists" } | { ok: true; codeId: null }> {
  const email = normalize(input.email);
  const member = await findMemberByEmail(deps.db, email);
  if (input.purpose !== "register") {
    if (!member) return (await codeRequestLimited(deps, email, input.purpose)) ?? { ok: true, codeId: null };
    return requestCode(deps, { email, purpose: input.purpose, locale: member.locale, name: member.firstName });
  }
  if (member) return { ok: false, reason: "exists" };
  let names = input.names;
  if (!names) {
    const [last] = await deps.db
      .select({ payload: verificationCodes.payloadJson })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, "register")))
      .orderBy(sql`${verificationCodes.createdAt} DESC`)
      .limit(1);
    if (!last?.payload) return { ok: true, codeId: null };
    names = JSON.parse(last.payload) as { firstName: string; lastName: string };
  }
  return requestCode(deps, { email, purpose: "register", locale: input.locale, name: names.firstName, payload: names });
}

// --- Sign-in and registration -----------------------------------------------------------------------

export type SignInResult = { ok: true; member: Member } | { ok: false; reason: "credential" | "locked" };

async function touchLocale(db: Database, member: Member, locale: Locale, now: Date): Promise<Member> {
  if (member.locale === locale) return member;
  await db.update(members).set({ locale, updatedAt: now.toISOString() }).where(eq(members.id, member.id));
  return { ...member, locale };
}

/**
 * Password sign-in. A missing account and a wrong password get the same answer after the same work (a
 * decoy hash is checked); after 10 wrong passwords in 15 minutes password sign-in pauses for that account.
 */
export async function signInWithPassword(
  deps: AccountDeps,
  input: { email: string; password: string; locale: Locale },
): Promise<SignInResult> {
  const { db, now } = deps;
  const row = await memberRow(db, eq(members.email, normalize(input.email)));
  const matches = await verifyPassword(input.password, row?.passwordHash ?? null);
  if (!row) return { ok: false, reason: "credential" };
  if ((await readCount(db, passwordKey(row.id), now)) >= MAX_PASSWORD_FAILURES) return { ok: false, reason: "locked" };
  if (!matches) {
    await countEvent(db, passwordKey(row.id), PASSWORD_LOCK_MINUTES * 60_000, now);
    return { ok: false, reason: "credential" };
  }
  await resetCountStatement(db, passwordKey(row.id));
  return { ok: true, member: await touchLocale(db, toMember(row), input.locale, now) };
}

export async function signInWithCode(
  deps: AccountDeps,
  input: { email: string; code: string; locale: Locale },
): Promise<SignInResult> {
  const spent = await consumeCode(deps, { ...input, purpose: "sign_in" });
  const member = spent.ok ? await findMemberByEmail(deps.db, input.email) : null;
  if (!member) return { ok: false, reason: "credential" };
  return { ok: true, member: await touchLocale(deps.db, member, input.locale, deps.now) };
}

/** Registration, second step: a right code creates the account (code-only until a password is created). */
export async function completeRegistration(
  deps: AccountDeps,
  input: { email: string; code: string; locale: Locale },
): Promise<SignInResult> {
  const spent = await consumeCode(deps, { ...input, purpose: "register" });
  if (!spent.ok) return { ok: false, reason: "credential" };
  const names = spent.payload as { firstName: string; lastName: string };
  const email = normalize(input.email);
  const now = deps.now.toISOString();
  await deps.db
    .insert(members)
    .values({
      id: crypto.randomUUID(),
      email,
      firstName: names.firstName,
      lastName: names.lastName,
      phone: null,
      passwordHash: null,
      locale: input.locale,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const member = await findMemberByEmail(deps.db, email);
  return member ? { ok: true, member } : { ok: false, reason: "credential" };
}

// --- Passwords ---------------------------------------------------------------------------------------

async function setPassword(deps: AccountDeps, member: Member, password: string, keepToken: string | null) {
  const { db, now } = deps;
  const passwordHash = await hashPassword(password);
  const keep = keepToken ? await tokenHash(keepToken) : "";
  await db.batch([
    db.update(members).set({ passwordHash, updatedAt: now.toISOString() }).where(eq(members.id, member.id)),
    endOtherSessionsStatement(db, member.id, keep),
    resetCountStatement(db, passwordKey(member.id)),
  ]);
  await sendAccountEmail(
    deps.sender,
    {
      to: member.email,
      locale: member.locale,
      name: member.firstName,
      dedupeKey: `password:${member.id}:${now.toISOString()}`,
      siteUrl: deps.siteUrl,
    },
    { template: "password_changed" },
  );
}

/** Forgot password: a right code sets the new password and ends every other session. */
export async function resetPassword(
  deps: AccountDeps,
  input: { email: string; code: string; password: string; locale: Locale },
): Promise<SignInResult | { ok: false; reason: "common_password" }> {
  if (await isCommonPassword(input.password)) return { ok: false, reason: "common_password" };
  const spent = await consumeCode(deps, { ...input, purpose: "reset_password" });
  const member = spent.ok ? await findMemberByEmail(deps.db, input.email) : null;
  if (!member) return { ok: false, reason: "credential" };
  await setPassword(deps, member, input.password, null);
  return { ok: true, member: { ...member, hasPassword: true } };
}

/** Create password, for an account that has signed in only with codes so far. */
export async function createPassword(
  deps: AccountDeps,
  member: Member,
  password: string,
  keepToken: string,
): Promise<{ ok: true } | { ok: false; reason?: "common_password" }> {
  if (await isCommonPassword(password)) return { ok: false, reason: "common_password" };
  const current = await memberRow(deps.db, eq(members.id, member.id));
  if (!current || current.passwordHash !== null) return { ok: false };
  await setPassword(deps, member, password, keepToken);
  return { ok: true };
}

/** Change password: the current one first (counted like a sign-in), then every other session ends. */
export async function changePassword(
  deps: AccountDeps,
  member: Member,
  input: { currentPassword: string; password: string },
  keepToken: string,
): Promise<{ ok: true } | { ok: false; reason: "credential" | "locked" | "common_password" }> {
  const { db, now } = deps;
  if (await isCommonPassword(input.password)) return { ok: false, reason: "common_password" };
  const current = await memberRow(db, eq(members.id, member.id));
  if (!current) return { ok: false, reason: "credential" };
  if ((await readCount(db, passwordKey(member.id), now)) >= MAX_PASSWORD_FAILURES)
    return { ok: false, reason: "locked" };
  if (!(await verifyPassword(input.currentPassword, current.passwordHash))) {
    await countEvent(db, passwordKey(member.id), PASSWORD_LOCK_MINUTES * 60_000, now);
    return { ok: false, reason: "credential" };
  }
  await setPassword(deps, member, input.password, keepToken);
  return { ok: true };
}

// --- Profile -----------------------------------------------------------------------------------------

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
    db.delete(authCounters).where(eq(authCounters.key, passwordKey(member.id))),
    detachMemberStatement(db, member.id),
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
    db.delete(authCounters).where(lte(authCounters.windowEndsAt, nowIso)),
  ]);
}
