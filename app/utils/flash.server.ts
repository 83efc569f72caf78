import { createCookie } from "react-router";

/** Messages shown once after a redirect ("Your password has been changed"), never named in the URL. */
export const NOTICES = [
  "welcome",
  "signedIn",
  "passwordCreated",
  "passwordChanged",
  "passwordReset",
  "profileSaved",
  "travellerAdded",
  "travellerSaved",
  "travellerDeleted",
  "profileDeleted",
  "codeSent",
  "codeFirstSent",
  "ticketResent",
  "refundRequested",
  "paymentMatched",
  "paymentInReview",
  "itineraryRequested",
  "pinSet",
  "referralSaved",
] as const;
export type Notice = (typeof NOTICES)[number];

/** A minute is enough to reach the next page; the page that shows the notice clears it. */
const flashCookie = createCookie("tern_flash", {
  path: "/",
  httpOnly: true,
  secure: true,
  sameSite: "lax",
  maxAge: 60,
});

/** The Set-Cookie that carries a notice to the next page. */
export function flashNotice(notice: Notice): Promise<string> {
  return flashCookie.serialize(notice);
}

/**
 * The notice waiting for this page, if any, and the headers that clear it once shown (a loader returns them
 * with `data()`, and the route's `headers` passes them on), so reloading the page does not show it again.
 */
export async function readNotice(request: Request): Promise<{ notice: Notice | null; headers: Headers }> {
  const headers = new Headers();
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("tern_flash=")) return { notice: null, headers };
  const value: unknown = await flashCookie.parse(cookie);
  headers.append("Set-Cookie", await flashCookie.serialize("", { maxAge: 0 }));
  return {
    notice: typeof value === "string" && (NOTICES as readonly string[]).includes(value) ? (value as Notice) : null,
    headers,
  };
}

/** A redirect that carries a notice, keeping any other Set-Cookie the caller adds (a new session). */
export async function withNoticeHeaders(notice: Notice | undefined, headers: HeadersInit = {}): Promise<Headers> {
  const all = new Headers(headers);
  if (notice) all.append("Set-Cookie", await flashNotice(notice));
  return all;
}
