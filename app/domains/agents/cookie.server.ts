import { createCookie, type Cookie } from "react-router";

// Agent mode's own cookie (#33): the CRM's token, signed again with the session secret, HttpOnly, Secure,
// SameSite=Lax, whole-site path, expiring with the token. It never holds a member's session.

const cookies = new Map<string, Cookie>();

export function agentCookieFor(secret: string): Cookie {
  let cookie = cookies.get(secret);
  if (!cookie) {
    cookie = createCookie("__Host-tern_agent", {
      httpOnly: true,
      secure: true,
      sameSite: "lax",
      path: "/",
      secrets: [secret],
    });
    cookies.set(secret, cookie);
  }
  return cookie;
}

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
