import { readFileSync } from "node:fs";
import { agentToken } from "../../app/domains/agents/token";

// CRM agent tokens for the end-to-end tests (decision 016): signed with the sandbox's AGENT_TOKEN_SECRET (wrangler.toml), which
// the end-to-end server runs with.

const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
export const SANDBOX_AGENT_SECRET = /^AGENT_TOKEN_SECRET = "([^"]+)"/m.exec(toml)?.[1] ?? "";

/** A token for `agentId` that expires `hours` after `now` (negative: already expired); `secret` to forge one. */
export function crmToken(agentId: string, now: Date, hours = 1, secret = SANDBOX_AGENT_SECRET): string {
  return agentToken(secret, agentId, new Date(now.getTime() + hours * 3_600_000));
}

/** The CRM's bookmarked validation URL. */
export function crmUrl(prefix: string, agentId: string, token: string): string {
  return `${prefix}/crm/client/validate?${new URLSearchParams({ agentId, accessToken: token })}`;
}
