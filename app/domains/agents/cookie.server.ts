import { signedCookie } from "~/domains/core/cookies";

// Agent mode's own cookie (decision 016): the CRM's token, signed again with the session secret, HttpOnly, Secure,
// SameSite=Lax, whole-site path, expiring with the token. It never holds a member's session.

/** Agent mode's cookie; its expiry is the token's, set when it is written. */
export const agentCookieFor = signedCookie("__Host-tern_agent");

/** The token agent mode runs on, if this request carries one (unchecked: `checkAgent` checks it). */
export async function agentTokenIn(secret: string, cookieHeader: string | null): Promise<string | null> {
  const value: unknown = await agentCookieFor(secret).parse(cookieHeader);
  return typeof value === "string" ? value : null;
}

/** Set-Cookie for agent mode on this token, expiring with it. */
export function enterAgentMode(secret: string, token: string, expires: Date): Promise<string> {
  return agentCookieFor(secret).serialize(token, { expires });
}

/** Set-Cookie that leaves agent mode. */
export function leaveAgentMode(secret: string): Promise<string> {
  return agentCookieFor(secret).serialize("", { expires: new Date(0), maxAge: 0 });
}
