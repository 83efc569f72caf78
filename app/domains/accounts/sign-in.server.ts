import { runBatch } from "~/db/batch";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Locale } from "~/i18n/locales";
import { claimAttempt, resetCountStatement } from "~/domains/core/counters.server";
import { sendAccountEmail } from "./emails.server";
import { hashPassword, isGuessablePassword, verifyPassword } from "./passwords.server";
import { MAX_PASSWORD_FAILURES, PASSWORD_LOCK_MINUTES } from "./schema";
import { members } from "./tables";
import { tokenHash } from "./tokens.server";
import {
  type AccountDeps,
  findMemberByEmail,
  type Member,
  memberRow,
  normalize,
  passwordKey,
  toMember,
} from "./members.server";
import { endOtherSessionsStatement, endSession, startSession } from "./sessions.server";
import { consumeCode } from "./codes.server";
import { moveCartStatements } from "~/domains/cart/cart.server";

// Signing in and registering, and setting a password (docs/decisions/006-accounts-sign-in.md).

export type SignInResult = { ok: true; member: Member } | { ok: false; reason: "credential" | "locked" };

async function touchLocale(db: Database, member: Member, locale: Locale, now: Date): Promise<Member> {
  if (member.locale === locale) return member;
  await db.update(members).set({ locale, updatedAt: now.toISOString() }).where(eq(members.id, member.id));
  return { ...member, locale };
}

/** A password attempt for a member, counted before it is checked: false once MAX_PASSWORD_FAILURES are used up. */
const claimPasswordAttempt = (db: AccountDeps["db"], memberId: string, now: Date) =>
  claimAttempt(db, passwordKey(memberId), MAX_PASSWORD_FAILURES, PASSWORD_LOCK_MINUTES * 60_000, now);

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
  // Counted before the password is checked: forty at once are forty attempts, and past the limit none is checked.
  if (row && !(await claimPasswordAttempt(db, row.id, now))) return { ok: false, reason: "locked" };
  const matches = await verifyPassword(input.password, row?.passwordHash ?? null);
  if (!row || !matches) return { ok: false, reason: "credential" };
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
  if (!member) return { ok: false, reason: "credential" };
  // The code proved the address: what was booked as a guest with it is now in the member's trips.
  await runBatch(deps.db, deps.belongings.claim(deps.db, member.id, email));
  return { ok: true, member };
}

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

/** What a member's password must not be built from: their names and e-mail address. */
const personalWords = (member: Pick<Member, "email" | "firstName" | "lastName">) => [
  member.email,
  member.firstName,
  member.lastName,
];

/** Forgot password: a right code sets the new password and ends every other session. */
export async function resetPassword(
  deps: AccountDeps,
  input: { email: string; code: string; password: string; locale: Locale },
): Promise<SignInResult | { ok: false; reason: "common_password" }> {
  if (await isGuessablePassword(input.password, [input.email], deps.passwordLists))
    return { ok: false, reason: "common_password" };
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
  if (await isGuessablePassword(password, personalWords(member), deps.passwordLists))
    return { ok: false, reason: "common_password" };
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
  if (await isGuessablePassword(input.password, personalWords(member), deps.passwordLists))
    return { ok: false, reason: "common_password" };
  const current = await memberRow(db, eq(members.id, member.id));
  if (!current) return { ok: false, reason: "credential" };
  if (!(await claimPasswordAttempt(db, member.id, now))) return { ok: false, reason: "locked" };
  if (!(await verifyPassword(input.currentPassword, current.passwordHash))) return { ok: false, reason: "credential" };
  await setPassword(deps, member, input.password, keepToken);
  return { ok: true };
}

/**
 * A member sets a password: changing one they have needs the current one (counted like a sign-in); an account
 * that has used only codes creates one. One rule for the web form and the member API.
 */
export async function setMemberPassword(
  deps: AccountDeps,
  member: Member,
  input: { currentPassword?: string | undefined; password: string },
  keepToken: string,
): Promise<{ ok: true } | { ok: false; reason: "credential" | "locked" | "common_password" }> {
  if (!member.hasPassword) {
    const created = await createPassword(deps, member, input.password, keepToken);
    return created.ok ? created : { ok: false, reason: created.reason ?? "credential" };
  }
  return changePassword(
    deps,
    member,
    { currentPassword: input.currentPassword ?? "", password: input.password },
    keepToken,
  );
}

/**
 * Signing a member in on a browser: the browser's previous session ends, the browser gets a new visitor id (its
 * drafts, finished bookings and cart follow it), and a new session starts. The caller writes the cookie.
 */
export async function signInBrowser(
  deps: Pick<AccountDeps, "db" | "now" | "belongings">,
  input: { member: Member; previousToken: string | undefined; visitorId: string; newVisitorId: string },
): Promise<{ token: string }> {
  const { db, now } = deps;
  if (input.previousToken) await endSession(db, input.previousToken);
  await runBatch(db, [
    ...deps.belongings.handOver(db, input.visitorId, input.newVisitorId, input.member.id),
    ...moveCartStatements(db, input.visitorId, input.newVisitorId),
  ]);
  const { token } = await startSession(db, input.member.id, "web", now);
  return { token };
}
