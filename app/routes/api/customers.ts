import { answer, CustomerAnswer, SentAnswer, SignInAnswer } from "~/utils/api-answers";
import { clockContext, dbContext, localeContext } from "~/context";
import { bearerToken } from "~/context.server";
import { setMemberPassword, signInWithCode, signInWithPassword } from "~/domains/accounts/sign-in.server";
import { endSession, startSession } from "~/domains/accounts/sessions.server";
import { getMember, updateProfile } from "~/domains/accounts/members.server";
import { sendCode } from "~/domains/accounts/codes.server";
import { MemberApi } from "~/utils/api-contract";
import { accountDeps, throttled } from "~/utils/account.server";
import type { Route } from "./+types/customers";
import { apiError } from "~/utils/booking-api.server";
import { customerJson, methodNotAllowed, notFound, readJson, requireApiMember } from "~/utils/member-api.server";

/**
 * /api/customers/{operation}: the member API's account calls (product rules §7). SignIn answers
 * TokenData.access_token (product rules §3, User); SignOut revokes the token it is called with.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.operation !== "GetCustomerAccountDetails") {
    if (["SignIn", "SendCode", "SignOut", "ChangeCustomerPassword", "Update"].includes(params.operation)) {
      methodNotAllowed(context, "POST");
    }
    notFound(context);
  }
  return answer(CustomerAnswer, { Customer: customerJson(requireApiMember(context)) });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = accountDeps(context);
  const { locale } = context.get(localeContext);
  switch (params.operation) {
    case "SignIn": {
      const body = await readJson(request, context, MemberApi.signIn);
      if (await throttled(context, request)) return apiError(context, 429, "throttled", "account:errors.throttled");
      const result =
        "password" in body
          ? await signInWithPassword(deps, { email: body.email, password: body.password, locale })
          : await signInWithCode(deps, { email: body.email, code: body.code, locale });
      if (!result.ok) {
        if (result.reason === "locked") return apiError(context, 429, "locked", "account:errors.locked");
        return apiError(context, 401, "bad_credential", "account:errors.credential");
      }
      const { token, expiresAt } = await startSession(context.get(dbContext), result.member.id, "api", deps.now);
      return answer(
        SignInAnswer,
        {
          TokenData: { access_token: token, token_type: "Bearer", expires_at: expiresAt },
          Customer: customerJson(result.member),
        },
        { headers: { "Cache-Control": "no-store" } },
      );
    }
    case "SendCode": {
      const body = await readJson(request, context, MemberApi.sendCode);
      if (await throttled(context, request)) return apiError(context, 429, "throttled", "account:errors.throttled");
      const sent = await sendCode(deps, { email: body.email, purpose: "sign_in", locale });
      if (!sent.ok && sent.reason === "cooldown") {
        return apiError(context, 429, "cooldown", "account:errors.cooldown", { seconds: sent.retryInSeconds });
      }
      if (!sent.ok) return apiError(context, 429, "too_many_codes", "account:errors.tooManyCodes");
      // The same answer whether or not the address has an account.
      return answer(SentAnswer, { sent: true }, { status: 202 });
    }
    case "SignOut": {
      requireApiMember(context);
      await endSession(context.get(dbContext), bearerToken(request) ?? "");
      return new Response(null, { status: 204 });
    }
    case "ChangeCustomerPassword": {
      const member = requireApiMember(context);
      const body = await readJson(request, context, MemberApi.changePassword);
      const keep = bearerToken(request) ?? "";
      const set = await setMemberPassword(
        deps,
        member,
        { currentPassword: body.currentPassword, password: body.newPassword },
        keep,
      );
      if (!set.ok) {
        if (set.reason === "common_password") {
          return apiError(context, 400, "common_password", "account:errors.passwordCommon");
        }
        if (set.reason === "locked") return apiError(context, 429, "locked", "account:errors.locked");
        return apiError(context, 401, "bad_credential", "account:errors.credential");
      }
      return new Response(null, { status: 204 });
    }
    case "Update": {
      const member = requireApiMember(context);
      const body = await readJson(request, context, MemberApi.profile);
      await updateProfile(context.get(dbContext), member.id, body, context.get(clockContext)());
      const updated = await getMember(context.get(dbContext), member.id);
      if (!updated) return notFound(context);
      return answer(CustomerAnswer, { Customer: customerJson(updated) });
    }
    case "GetCustomerAccountDetails":
      return methodNotAllowed(context, "GET");
    default:
      return notFound(context);
  }
}
