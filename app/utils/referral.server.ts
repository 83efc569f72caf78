import type { RouterContextProvider } from "react-router";
import { clockContext, dbContext, envContext } from "~/context";
import type { Member } from "~/domains/accounts/members.server";
import { forgetReferrer, referrerIn } from "~/domains/points/referral-cookie.server";
import { linkReferee } from "~/domains/points/referrals.server";

/**
 * A member who has just registered in a browser that followed a referral link is linked to its referrer (once;
 * never to themselves), and the browser forgets the link. `signedIn` is registration's answer, returned with it.
 */
export async function withReferral(
  context: Readonly<RouterContextProvider>,
  request: Request,
  member: Member,
  signedIn: Response,
): Promise<Response> {
  const secret = context.get(envContext).SESSION_SECRET;
  const referrerId = await referrerIn(secret, request.headers.get("Cookie"));
  if (!referrerId) return signedIn;
  await linkReferee(context.get(dbContext), { referrerId, referee: member }, context.get(clockContext)());
  signedIn.headers.append("Set-Cookie", await forgetReferrer(secret));
  return signedIn;
}
