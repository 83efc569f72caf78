// Shared helpers for the npm scripts. They run on the project's own Node (the `node` devDependency).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
export const bin = (name) => path.join(root, "node_modules", ".bin", name);

// node_modules/.bin first: children run on the project's Node 24 even when this script was started by an older one.
export const env = {
  ...process.env,
  PATH: [path.join(root, "node_modules", ".bin"), process.env.PATH].join(path.delimiter),
  WRANGLER_SEND_METRICS: "false",
};

/** Runs a command to completion, failing the script when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env, ...options });
  if (result.status !== 0) {
    console.error(`\n${path.basename(command)} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Where wrangler keeps local D1 and Durable Object state; TERN_STATE_DIR isolates test runs. */
export function persistArgs() {
  return process.env.TERN_STATE_DIR ? ["--persist-to", process.env.TERN_STATE_DIR] : [];
}

export function applyMigrationsAndSeed() {
  run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...persistArgs()], {
    env: { ...env, CI: "true" },
  });
  const seedDir = path.join(root, "scripts", "seed");
  if (!existsSync(seedDir)) return;
  for (const file of readdirSync(seedDir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    run(bin("wrangler"), ["d1", "execute", "DB", "--local", "--file", path.join(seedDir, file), ...persistArgs()]);
  }
}

export function serve(port) {
  const child = spawn(bin("wrangler"), ["dev", "--port", String(port), "--ip", "localhost", ...persistArgs()], {
    cwd: root,
    stdio: "inherit",
    env,
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code) => process.exit(code ?? 0));
  return child;
}
