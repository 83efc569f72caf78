import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { countEvent, countInWindow } from "~/domains/core/counters.server";
import { sendAccountEmail } from "./emails.server";
import {
  CODE_LENGTH,
  CODE_RESEND_COOLDOWN_SECONDS,
  type CodePurpose,
  MAX_CODE_ATTEMPTS,
  MAX_CODES_PER_HOUR,
} from "./schema";
import { verificationCodes } from "./tables";
import { sameDigest } from "~/lib/digest";
import { codeHash, newCode } from "./tokens.server";
import { type AccountDeps, codesKey, findMemberByEmail, normalize } from "./members.server";

// Verification codes: 6 digits, hashed, single use, 5 tries, a resend wait and an hourly cap per address.

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
export async function requestCode(
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
