import { type Cookie, type CookieOptions, createCookie } from "react-router";

/**
 * A signed cookie by its secret, made once per secret and isolate: `__Host-` (no Domain, the whole site), HttpOnly,
 * Secure, SameSite=Lax, as every cookie that says who someone is (docs/architecture.md, Security).
 */
export function signedCookie(name: `__Host-${string}`, options: Omit<CookieOptions, "secrets"> = {}) {
  const made = new Map<string, Cookie>();
  return (secret: string): Cookie => {
    let cookie = made.get(secret);
    if (!cookie) {
      cookie = createCookie(name, {
        httpOnly: true,
        secure: true,
        sameSite: "lax",
        path: "/",
        ...options,
        secrets: [secret],
      });
      made.set(secret, cookie);
    }
    return cookie;
  };
}
