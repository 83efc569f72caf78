import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { clockContext, dbContext } from "~/context";
import { SignOutSchema } from "~/domains/staff/schema";
import { signOutStaff } from "~/domains/staff/sign-in.server";
import { clearDeskCookie, deskActor, deskPath, deskToken } from "~/utils/desk.server";
import type { Route } from "./+types/sign-out";

/** POST /desk/sign-out: ends this desk session on the server (or, with `everywhere`, every one of the account's). */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: SignOutSchema });
  const actor = deskActor(context, request);
  await signOutStaff(
    { db: context.get(dbContext), now: context.get(clockContext)() },
    {
      token: await deskToken(context, request),
      ...actor,
      everywhere: submission.status === "success" && submission.value.everywhere === "1",
    },
  );
  return redirect(deskPath(context, "/sign-in"), {
    headers: { "Set-Cookie": await clearDeskCookie(context), "Clear-Site-Data": '"cache"' },
  });
}

/** Nothing to show: signing out is a POST, never a link. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(deskPath(context));
}
