// Serves the production build (build/server, build/client) in workerd through Miniflare, the engine under
// `wrangler dev`, without wrangler dev's proxy Worker: that proxy exists to swap Workers on reload, and it cost
// a second workerd process as busy as the site itself on every request (docs/decisions/007-page-cache.md).
// The bindings come from the build's own wrangler.json, read by wrangler; state lives where `wrangler --persist-to`
// keeps it, so `wrangler d1 ...` commands see the same database.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 8787);
const persistTo = path.resolve(root, process.env.TERN_STATE_DIR ?? ".wrangler/state");
const level = { error: LogLevel.ERROR, warn: LogLevel.WARN, info: LogLevel.INFO, debug: LogLevel.DEBUG };

const serverDir = path.join(root, "build/server");
const { workerOptions, main } = unstable_getMiniflareWorkerOptions(path.join(serverDir, "wrangler.json"));
// Every module of a build by name, as wrangler lists them from its `rules`.
const modulesOf = (dir, entry) =>
  [
    entry,
    ...(existsSync(path.join(dir, "assets"))
      ? readdirSync(path.join(dir, "assets"), { recursive: true, encoding: "utf8" })
      : []
    )
      .filter((file) => file.endsWith(".js"))
      .map((file) => path.join(dir, "assets", file)),
  ].map((file) => ({ type: "ESModule", path: file }));
const modules = modulesOf(serverDir, main);
// The documents Worker (decision 023), which the site reaches through its DOCUMENTS service binding.
const documentsDir = path.join(root, "build/documents");
const documents = unstable_getMiniflareWorkerOptions(path.join(documentsDir, "wrangler.json"));
const miniflare = new Miniflare(
  convertV4MiniflareOptions({
    host: "localhost",
    port,
    log: new Log(level[process.env.TERN_LOG_LEVEL ?? "warn"] ?? LogLevel.WARN),
    logRequests: process.env.TERN_LOG_LEVEL === "info",
    // No request reaches Cloudflare from here: `request.cf` is Miniflare's placeholder, without trying the network.
    cf: false,
    // TERN_INSPECTOR_PORT=9229 opens the Worker to Chrome DevTools (profiling, breakpoints).
    ...(process.env.TERN_INSPECTOR_PORT ? { inspectorPort: Number(process.env.TERN_INSPECTOR_PORT) } : {}),
    resourcePersistencePath: path.join(persistTo, "v3"),
    // /cdn-cgi/local/scheduled fires the cron handler, as under wrangler dev.
    unsafeTriggerHandlers: true,
    workers: [
      {
        ...workerOptions,
        // DEV_TOOLS=1 (npm start's default) serves /dev/mailbox on this loopback host; the build itself says "0".
        // TERN_VAR_NAME=value overrides the var NAME for this server only (npm run chaos:payments uses it).
        bindings: {
          ...workerOptions.bindings,
          ...(process.env.DEV_TOOLS ? { DEV_TOOLS: process.env.DEV_TOOLS } : {}),
          // Links in e-mails, the e-ticket and the .ics point at this server, whatever port it was given.
          SITE_URL: `http://localhost:${port}`,
          ...Object.fromEntries(
            Object.entries(process.env)
              .filter(([name]) => name.startsWith("TERN_VAR_"))
              .map(([name, value]) => [name.slice("TERN_VAR_".length), value]),
          ),
        },
        modulesRules: undefined,
        name: "tern",
        modules,
        modulesRoot: serverDir,
      },
      {
        ...documents.workerOptions,
        modulesRules: undefined,
        name: "tern-documents",
        modules: modulesOf(documentsDir, documents.main),
        modulesRoot: documentsDir,
      },
    ],
  }),
);
const url = await miniflare.ready;
console.log(`Tern is ready on ${url.origin.replace("127.0.0.1", "localhost")}`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => miniflare.dispose().finally(() => process.exit(0)));
}
