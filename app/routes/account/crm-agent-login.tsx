import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { z } from "zod";
import { AccountPage } from "~/components/account/account-page";
import { LocaleLink } from "~/components/locale-link";
import { Alert } from "~/components/ui/alert";
import { agentContext, clockContext, dbContext, envContext, localeContext, sessionContext } from "~/context";
import { sessionStorageFor } from "~/domains/accounts/session.server";
import { checkAgent } from "~/domains/agents/agents.server";
import { enterAgentMode, leaveAgentMode } from "~/domains/agents/cookie.server";
import { withLocalePrefix } from "~/i18n/locales";
import { privateMetaTags } from "~/i18n/meta";
import { accountMeta } from "~/utils/account.server";
import type { Route } from "./+types/crm-agent-login";

const QuerySchema = z.object({
  agentId: z.string().max(100).optional(),
  accessToken: z.string().max(300).optional(),
});

/**
 * The CRM's URL (`/crm/client/validate?agentId=…&accessToken=…` redirects here, query kept; product rules §4 "Agent
 * validation"). The token is checked in this one request, without a network call (docs/agent-tokens.md). Valid: agent
 * mode's cookie is set, any member's session in this browser is forgotten, and the page is shown again without the
 * token in its address. Expired, forged, or for an unknown or disabled agent: the page says so, agent mode is left,
 * and the visitor carries on as a web user. Like an e-mailed link, this GET sets a cookie and writes nothing else.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = QuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const env = context.get(envContext);
  const current = context.get(agentContext);
  const token = query.success ? query.data.accessToken : undefined;
  if (!token && !url.search) {
    return {
      meta: accountMeta(context, "agent"),
      state: current ? ("validated" as const) : ("none" as const),
      agent: current,
    };
  }
  const checked = await checkAgent(
    { db: context.get(dbContext), secret: env.AGENT_TOKEN_SECRET, now: context.get(clockContext)() },
    token,
    query.success ? query.data.agentId : undefined,
  );
  if (checked.ok) {
    const headers = new Headers();
    headers.append("Set-Cookie", await enterAgentMode(env.SESSION_SECRET, token ?? "", checked.expires));
    // An agent is never also a member in this browser: the member's session cookie (and its visitor) is forgotten.
    const storage = sessionStorageFor(env.SESSION_SECRET);
    headers.append("Set-Cookie", await storage.destroySession(context.get(sessionContext)));
    return redirect(withLocalePrefix(context.get(localeContext).prefix, "/account/crm-agent/login"), { headers });
  }
  // Failure (a good token that has run out, or an agent no longer active) or invalid (anything else).
  const state: "failed" | "invalid" =
    checked.reason === "expired" || checked.reason === "unknown" ? "failed" : "invalid";
  const headers = current ? { "Set-Cookie": await leaveAgentMode(env.SESSION_SECRET) } : undefined;
  return data({ meta: accountMeta(context, "agent"), state, agent: null }, { headers });
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function CrmAgentLogin({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { state, agent } = loaderData;
  return (
    <AccountPage heading={t("agent.login.heading")} narrow>
      <ol aria-label={t("agent.login.steps")}>
        <li>{t("agent.login.validating")}</li>
        <li aria-current="step">
          <strong>{t(`agent.login.state.${state}`)}</strong>
        </li>
      </ol>
      {state === "validated" && agent ? (
        <>
          <Alert tone="success" live="status">
            {t("agent.login.success", { name: agent.name, id: agent.id })}
          </Alert>
          <ul>
            <li>
              <LocaleLink to="/flight">{t("agent.login.searchFlights")}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="/hotel">{t("agent.login.searchStays")}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="/account/crm-agent/bookings">{t("agent.bookings.heading")}</LocaleLink>
            </li>
          </ul>
        </>
      ) : (
        <>
          <Alert tone={state === "none" ? "info" : "warning"} live="status">
            {t(`agent.login.message.${state === "validated" ? "none" : state}`)}
          </Alert>
          <p>
            <LocaleLink to="/">{t("agent.login.asWebUser")}</LocaleLink>
          </p>
        </>
      )}
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
