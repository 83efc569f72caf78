// npm run agent:token -- AGENT_ID [HOURS]: a CRM access token for a local agent (docs/agent-tokens.md), signed with
// AGENT_TOKEN_SECRET from the environment or, failing that, wrangler.toml's sandbox value; valid HOURS (default 8,
// at most 24). Prints the token and the validation URL of the local server.
import { readFileSync } from "node:fs";
import path from "node:path";
import { agentToken, AGENT_TOKEN_MAX_HOURS } from "../app/domains/agents/token.ts";
import { root } from "./lib.mjs";

const [agentId, hoursArg] = process.argv.slice(2);
const hours = Number(hoursArg ?? 8);
if (!agentId || !(hours > 0 && hours <= AGENT_TOKEN_MAX_HOURS)) {
  console.error(`usage: npm run agent:token -- AGENT_ID [HOURS, 1 to ${AGENT_TOKEN_MAX_HOURS}]`);
  process.exit(2);
}
const toml = readFileSync(path.join(root, "wrangler.toml"), "utf8");
const secret = process.env.AGENT_TOKEN_SECRET ?? /^AGENT_TOKEN_SECRET = "([^"]+)"/m.exec(toml)?.[1];
if (!secret) throw new Error("AGENT_TOKEN_SECRET is neither in the environment nor in wrangler.toml");
const token = agentToken(secret, agentId, new Date(Date.now() + hours * 3_600_000));
const port = process.env.PORT ?? "8787";
console.log(token);
console.log(`http://localhost:${port}/crm/client/validate?${new URLSearchParams({ agentId, accessToken: token })}`);
