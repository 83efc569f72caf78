/** A CRM agent id (docs/agent-tokens.md): 1 to 40 letters, digits, - or _. */
export const AGENT_ID = /^[A-Za-z0-9_-]{1,40}$/;
