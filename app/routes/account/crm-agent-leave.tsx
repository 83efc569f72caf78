import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import { Button } from "~/components/ui/button";
import { runBatch } from "~/db/batch";
import { dbContext, envContext, localeContext, sessionContext } from "~/context";
import { sessionStorageFor } from "~/domains/accounts/session.server";
import { leaveStatements } from "~/domains/agents/agents.server";
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

/**
 * Agent mode ends in this browser: its cookie goes, and so does its session, with the cart in it, on the server too;
 * the home page follows on a fresh session, as a web user who sees none of the agent's customers.
 */
export async function action({ context }: Route.ActionArgs) {
  const { SESSION_SECRET } = context.get(envContext);
  const db = context.get(dbContext);
  const session = context.get(sessionContext);
  await runBatch(db, leaveStatements(db, session.get("visitorId")));
  const headers = new Headers();
  headers.append("Set-Cookie", await leaveAgentMode(SESSION_SECRET));
  headers.append("Set-Cookie", await sessionStorageFor(SESSION_SECRET).destroySession(session));
  return redirect(withLocalePrefix(context.get(localeContext).prefix, "/"), { headers });
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
