import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import { Button } from "~/components/ui/button";
import { envContext, localeContext } from "~/context";
import { leaveAgentMode } from "~/domains/agents/cookie.server";
import { withLocalePrefix } from "~/i18n/locales";
import { privateMetaTags } from "~/i18n/meta";
import { accountMeta } from "~/utils/account.server";
import type { Route } from "./+types/crm-agent-leave";
import { ResendToken } from "~/components/forms";

/** GET only asks (no GET writes anything); the banner's "Leave agent mode" posts here. */
export function loader({ context }: Route.LoaderArgs) {
  return { meta: accountMeta(context, "agentLeave") };
}

/** Agent mode ends in this browser: its cookie goes, and the home page follows, as a web user. */
export async function action({ context }: Route.ActionArgs) {
  return redirect(withLocalePrefix(context.get(localeContext).prefix, "/"), {
    headers: { "Set-Cookie": await leaveAgentMode(context.get(envContext).SESSION_SECRET) },
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function CrmAgentLeave() {
  const { t } = useTranslation("account");
  return (
    <AccountPage heading={t("agent.banner.leave")} narrow>
      <Form method="post">
        <ResendToken />
        <Button>{t("agent.banner.leave")}</Button>
      </Form>
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
