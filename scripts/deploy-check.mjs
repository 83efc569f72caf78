// npm run deploy:check: what `wrangler deploy` would upload, checked without deploying and without a network.
// Builds (unless TERN_SKIP_BUILD), runs `wrangler deploy --dry-run` (the configuration and bundle are valid) and
// `wrangler check startup` (the Worker's startup, global scope, profiled locally) for the site's Worker and the documents
// Worker (decision 023), then prints the Worker's gzip
// size against Cloudflare's limit and Tern's budget, and its startup CPU against Cloudflare's limit. Exits non-zero
// when a Cloudflare limit would refuse the deploy; Tern's own budget is reported (docs/deploy.md).
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { bin, root, run } from "./lib.mjs";

/** Cloudflare's limits (developers.cloudflare.com/workers/platform/limits): the free plan's Worker size, startup. */
const CLOUDFLARE_GZIP_KIB = 3 * 1024;
const CLOUDFLARE_STARTUP_MS = 1000;
/** Tern's own budget for the Worker (DESIGN.md): 1 MB gzip. */
const TERN_GZIP_KIB = 1024;

const out = path.join(root, ".wrangler", "deploy-check");
mkdirSync(out, { recursive: true });
if (!process.env.TERN_SKIP_BUILD) run(bin("react-router"), ["build"]);
const env = { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" };

/** One Worker's dry run and startup: its gzip and raw sizes and its startup CPU, from wrangler's own report. */
function measure(name, config) {
  const dir = path.join(out, name);
  mkdirSync(dir, { recursive: true });
  const bundle = path.join(dir, "worker.bundle");
  const configArgs = config ? ["--config", config] : [];
  run(bin("wrangler"), ["deploy", "--dry-run", "--outfile", bundle, ...configArgs], { env, stdio: "ignore" });
  // The bundle just checked, so each Worker is profiled as itself (`check startup` would build the site's otherwise).
  const startup = spawnSync(
    bin("wrangler"),
    ["check", "startup", "--worker", bundle, "--outfile", path.join(dir, "startup.cpuprofile")],
    { cwd: root, env, encoding: "utf8" },
  );
  const text = `${startup.stdout}\n${startup.stderr}`;
  if (startup.status !== 0) {
    console.error(text);
    process.exit(startup.status ?? 1);
  }
  const size = /Bundle: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(text);
  const active = /Active: ([\d.]+) ms/.exec(text);
  if (!size || !active) {
    console.error(`could not read wrangler's figures for ${name}:\n${text}`);
    process.exit(1);
  }
  return { raw: Number(size[1]), gzip: Number(size[2]), startupMs: Number(active[1]) };
}

// The site's Worker, and the documents Worker its DOCUMENTS binding reaches (decision 023), deployed first.
const site = measure("site", null);
const documents = measure("documents", path.join(root, "build", "documents", "wrangler.json"));
const kib = (n) => `${n.toFixed(0)} KiB`;
const rows = [
  ["Worker, gzip", kib(site.gzip), `Cloudflare ${CLOUDFLARE_GZIP_KIB} KiB`, site.gzip <= CLOUDFLARE_GZIP_KIB],
  ["Worker, gzip", kib(site.gzip), `Tern ${TERN_GZIP_KIB} KiB`, site.gzip <= TERN_GZIP_KIB],
  ["Worker, raw", kib(site.raw), "", true],
  [
    "startup CPU (local)",
    `${site.startupMs.toFixed(0)} ms`,
    `Cloudflare ${CLOUDFLARE_STARTUP_MS} ms`,
    site.startupMs <= CLOUDFLARE_STARTUP_MS,
  ],
  [
    "documents, gzip",
    kib(documents.gzip),
    `Cloudflare ${CLOUDFLARE_GZIP_KIB} KiB`,
    documents.gzip <= CLOUDFLARE_GZIP_KIB,
  ],
  [
    "documents startup",
    `${documents.startupMs.toFixed(0)} ms`,
    `Cloudflare ${CLOUDFLARE_STARTUP_MS} ms`,
    documents.startupMs <= CLOUDFLARE_STARTUP_MS,
  ],
];
for (const [name, value, budget, ok] of rows) {
  console.log(`${ok ? "ok  " : "OVER"} ${name.padEnd(20)} ${value.padStart(9)}  ${budget}`);
}
const refused = [site, documents].some((w) => w.gzip > CLOUDFLARE_GZIP_KIB || w.startupMs > CLOUDFLARE_STARTUP_MS);
console.log(
  refused
    ? "\nCloudflare would refuse these Workers."
    : "\nwrangler deploy --dry-run passed for both; Cloudflare would take these Workers.",
);
process.exit(refused ? 1 : 0);
