import { configProblems } from "./config.server";
/**
 * The secrets `wrangler.toml` ships for local use. A deployment still using any of them could be driven by
 * anyone who reads this repository (a webhook signed with the known secret tickets a booking with no money
 * taken), so the Worker refuses to serve anything but loopback with them (deployment.server.test.ts keeps this
 * list in step with wrangler.toml).
 */
export const COMMITTED_DEFAULTS = {
  SESSION_SECRET: "sandbox-only-session-secret-change-me",
  PAYMENT_WEBHOOK_SECRET: "sandbox-only-webhook-secret-change-me",
  API_AUTH_SALT: "sandbox-only-api-salt-change-me",
  AGENT_TOKEN_SECRET: "sandbox-only-agent-secret-change-me",
} as const satisfies Partial<Record<keyof Env, string>>;

/** localhost, 127.0.0.0/8 and ::1: the only hosts a machine serves to itself. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Why this request must not be served with this configuration, or null. */
export function unsafeDeploymentReason(request: Request, env: Env): string | null {
  // Anywhere, loopback too: a setting missing or invalid (config.server.ts), named, never shown.
  const problems = configProblems(env);
  if (problems.length > 0) return `refusing to serve: ${problems.join(", ")} missing or invalid`;
  if (isLoopbackHost(new URL(request.url).hostname)) return null;
  const defaults = Object.entries(COMMITTED_DEFAULTS).filter(
    ([name, value]) => (env as unknown as Record<string, unknown>)[name] === value,
  );
  if (defaults.length === 0) return null;
  return `refusing to serve ${new URL(request.url).host}: ${defaults.map(([name]) => name).join(", ")} still the committed default (wrangler secret put NAME)`;
}

/**
 * The developer tools under /dev (the e-mail outbox, which shows anyone's sign-in code) exist only when asked for
 * explicitly with DEV_TOOLS=1 (npm start does), on a loopback host, with e-mails kept in the local outbox.
 */
export function devToolsAllowed(request: Request, env: Env): boolean {
  return (
    env.DEV_TOOLS === "1" &&
    env.EMAIL_SENDER === "sandbox" &&
    env.APP_ENV !== "production" &&
    isLoopbackHost(new URL(request.url).hostname)
  );
}

/** The guard of every /dev page (docs/architecture.md, convention 2: `require*` throws a Response): 404 where the tools are off. */
export function requireDevTools(request: Request, env: Env): void {
  if (!devToolsAllowed(request, env)) throw new Response(null, { status: 404 });
}

/**
 * The origin links in e-mails, documents and the .ics point to: the configured SITE_URL, except that a site
 * configured for a loopback address answers with the origin the request came to (another port, another host).
 */
export function publicOrigin(env: Pick<Env, "SITE_URL">, request?: Request): string {
  const configured = new URL(env.SITE_URL);
  if (request && isLoopbackHost(configured.hostname)) return new URL(request.url).origin;
  return configured.origin;
}
