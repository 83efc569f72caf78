import { isbot } from "isbot";
import { createCookie } from "react-router";
import { type Consent, ConsentSchema } from "./consent";

/** Stores the visitor's own choice; it is a necessary cookie, so it needs no consent itself. */
export const consentCookie = createCookie("tern_consent", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: true,
  maxAge: 60 * 60 * 24 * 180,
});

/** null until the visitor has chosen: the dialog shows, and nothing non-essential runs. */
export async function readConsent(cookieHeader: string | null): Promise<Consent | null> {
  if (!cookieHeader?.includes("tern_consent=")) return null;
  const parsed = ConsentSchema.safeParse(await consentCookie.parse(cookieHeader));
  return parsed.success ? parsed.data : null;
}

export function saveConsent(consent: Consent): Promise<string> {
  return consentCookie.serialize(consent);
}

/** Whether the page shows the consent dialog: to people who have not chosen yet, never to bots (product rules §2). */
export async function asksConsent(request: Request): Promise<boolean> {
  return (await readConsent(request.headers.get("Cookie"))) === null && !isbot(request.headers.get("User-Agent"));
}
