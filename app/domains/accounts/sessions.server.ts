import { and, eq, gt, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { members, memberSessions } from "./tables";
import { newToken, tokenHash } from "./tokens.server";
import { memberColumns, toMember } from "./members.server";

// Sessions and API tokens: a fresh token at every sign-in, ended on the server at sign-out.

export type SessionKind = "web" | "api";

/** How long a signed-in browser or an API token lasts without signing in again. */
export const SESSION_DAYS = 30;

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
export function endOtherSessionsStatement(db: Database, memberId: string, keepTokenHash: string) {
  return db
    .delete(memberSessions)
    .where(and(eq(memberSessions.memberId, memberId), ne(memberSessions.tokenHash, keepTokenHash)));
}
