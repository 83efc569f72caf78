import { createCookieSessionStorage, type Session } from "react-router";

export interface SessionData {
  /** A random id for the browser session: anonymous carts and bookings belong to it. */
  visitorId: string;
}

export type VisitorSession = Session<SessionData>;

/** Signed `__Host-` cookie: HttpOnly, Secure, SameSite=Lax, whole-site path, no Domain (DESIGN.md, Security). */
export function createSessionStorage(secret: string) {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: "__Host-tern_session",
      httpOnly: true,
      secure: true,
      sameSite: "lax",
      path: "/",
      secrets: [secret],
      maxAge: 60 * 60 * 24 * 30,
    },
  });
}
