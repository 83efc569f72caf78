import { signature, signatureMatches } from "~/lib/signer";
import { AGENT_ID } from "./id";

// The CRM's access token for an agent (docs/agent-tokens.md): `{agentId}.{expires}.{signature}`, where expires
// is seconds since the epoch and the signature is HMAC-SHA256 over `tern-agent-v1:{agentId}:{expires}` with the
// Worker secret AGENT_TOKEN_SECRET, base64url without padding. Checked without a network call.

/** The longest a token may run: a CRM mints one per shift, not per year. */
export const AGENT_TOKEN_MAX_HOURS = 24;

export { AGENT_ID };

export type AgentTokenCheck =
  | { ok: true; agentId: string; expires: Date }
  | { ok: false; reason: "malformed" | "signature" | "expired" | "too_long" };

const message = (agentId: string, expires: number) => `tern-agent-v1:${agentId}:${expires}`;

/** A token for `agentId` that runs until `expires`. */
export function agentToken(secret: string, agentId: string, expires: Date): string {
  if (!AGENT_ID.test(agentId)) throw new Error("an agent id is 1 to 40 letters, digits, - or _");
  const seconds = Math.floor(expires.getTime() / 1000);
  return `${agentId}.${seconds}.${signature(secret, message(agentId, seconds))}`;
}

/** Whether a token is good now: well formed, signed with the secret, not expired, not running too far ahead. */
export function checkAgentToken(secret: string, token: string, now: Date): AgentTokenCheck {
  const match = /^([A-Za-z0-9_-]{1,40})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "malformed" };
  const [, agentId = "", seconds = "", signed = ""] = match;
  const expires = Number(seconds);
  if (!signatureMatches(secret, message(agentId, expires), signed)) return { ok: false, reason: "signature" };
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  if (expires * 1000 > now.getTime() + AGENT_TOKEN_MAX_HOURS * 3_600_000) return { ok: false, reason: "too_long" };
  return { ok: true, agentId, expires: new Date(expires * 1000) };
}
