// npm run deploy:check (#34): what `wrangler deploy` would upload, checked without deploying and without a network.
// Builds (unless TERN_SKIP_BUILD), runs `wrangler deploy --dry-run` (the configuration and bundle are valid) and
// `wrangler check startup` (the Worker's startup, global scope, profiled locally), then prints the Worker's gzip
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
run(bin("wrangler"), ["deploy", "--dry-run", "--outdir", path.join(out, "bundle")], { env, stdio: "ignore" });
const startup = spawnSync(bin("wrangler"), ["check", "startup", "--outfile", path.join(out, "startup.cpuprofile")], {
  cwd: root,
  env,
  encoding: "utf8",
});
const text = `${startup.stdout}\n${startup.stderr}`;
if (startup.status !== 0) {
  console.error(text);
  process.exit(startup.status ?? 1);
}
const size = /Bundle: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(text);
const active = /Active: ([\d.]+) ms/.exec(text);
if (!size || !active) {
  console.error(`could not read wrangler's figures:\n${text}`);
  process.exit(1);
}
const gzip = Number(size[2]);
const startupMs = Number(active[1]);
const rows = [
  ["Worker, gzip", `${gzip.toFixed(0)} KiB`, `Cloudflare ${CLOUDFLARE_GZIP_KIB} KiB`, gzip <= CLOUDFLARE_GZIP_KIB],
  ["Worker, gzip", `${gzip.toFixed(0)} KiB`, `Tern ${TERN_GZIP_KIB} KiB`, gzip <= TERN_GZIP_KIB],
  ["Worker, raw", `${Number(size[1]).toFixed(0)} KiB`, "", true],
  [
    "startup CPU (local)",
    `${startupMs.toFixed(0)} ms`,
    `Cloudflare ${CLOUDFLARE_STARTUP_MS} ms`,
    startupMs <= CLOUDFLARE_STARTUP_MS,
  ],
];
for (const [name, value, budget, ok] of rows) {
  console.log(`${ok ? "ok  " : "OVER"} ${name.padEnd(20)} ${value.padStart(9)}  ${budget}`);
}
const refused = gzip > CLOUDFLARE_GZIP_KIB || startupMs > CLOUDFLARE_STARTUP_MS;
console.log(
  refused
    ? "\nCloudflare would refuse this Worker."
    : "\nwrangler deploy --dry-run passed; Cloudflare would take this Worker.",
);
process.exit(refused ? 1 : 0);
