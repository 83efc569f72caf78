import { signedCookie } from "~/domains/core/cookies";
import { REFERRAL } from "./terms";

// The referral this browser followed (decision 016): the referrer's member id, signed, HttpOnly, SameSite=Lax, for
// REFERRAL.cookieDays. Read once, at registration.

const referralCookie = signedCookie("__Host-tern_referral", { maxAge: REFERRAL.cookieDays * 86_400 });

export function rememberReferrer(secret: string, referrerId: string): Promise<string> {
  return referralCookie(secret).serialize(referrerId);
}

export async function referrerIn(secret: string, cookieHeader: string | null): Promise<string | null> {
  const value: unknown = await referralCookie(secret).parse(cookieHeader);
  return typeof value === "string" && value ? value : null;
}

export function forgetReferrer(secret: string): Promise<string> {
  return referralCookie(secret).serialize("", { expires: new Date(0), maxAge: 0 });
}
