import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import { EmailStepForm } from "~/components/account/credential-fields";
import { dbContext } from "~/context";
import { findMemberByEmail } from "~/domains/accounts/members.server";
import { EmailStepSchema } from "~/domains/accounts/schema";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/sign-in";
import {
  accountMeta,
  emailParam,
  redirectIfSignedIn,
  redirectToParam,
  stepPath,
  throttled,
} from "~/utils/account.server";
import { readNotice } from "~/utils/flash.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  redirectIfSignedIn(context);
  const flash = await readNotice(request);
  return data(
    {
      meta: accountMeta(context, "signIn"),
      email: emailParam(request),
      redirectTo: redirectToParam(request),
      notice: flash.notice,
    },
    { headers: flash.headers },
  );
}

/** E-mail first (product rules §4): an address with an account goes on to its password, a new one to registration. */
export async function action({ request, context }: Route.ActionArgs) {
  redirectIfSignedIn(context);
  const submission = parseWithZod(await request.formData(), { schema: EmailStepSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: ["errors.form"] }) }, { status: 400 });
  }
  if (await throttled(context, request)) {
    return data({ result: submission.reply({ formErrors: ["account:errors.throttled"] }) }, { status: 429 });
  }
  const { email, redirectTo } = submission.value;
  const member = await findMemberByEmail(context.get(dbContext), email);
  return redirect(stepPath(context, member ? "/sign-in/password" : "/register", { email, redirectTo }));
}

/** The loader clears the notice it showed: its Set-Cookie reaches the page. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  return (
    <AccountPage heading={t("signIn.heading")} narrow notice={loaderData.notice}>
      <p>{t("signIn.intro")}</p>
      <EmailStepForm
        id="sign-in"
        lastResult={actionData?.result}
        defaultValue={{ email: loaderData.email, redirectTo: loaderData.redirectTo }}
        alert={null}
        submitLabel={t("signIn.continue")}
      />
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
