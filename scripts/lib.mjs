// Shared helpers for the npm scripts.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
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

/**
 * Applies the D1 migrations, then every seed in scripts/seed/: modules whose default export returns SQL
 * upserts, so running it again changes nothing. Seeds run as node_modules/.bin/node (Node 24), which
 * imports the TypeScript they share with the app.
 */
export async function applyMigrationsAndSeed() {
  run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...persistArgs()], {
    env: { ...env, CI: "true" },
  });
  const seedDir = path.join(root, "scripts", "seed");
  const outDir = path.join(root, ".wrangler", "seed");
  mkdirSync(outDir, { recursive: true });
  const seeds = readdirSync(seedDir)
    .filter((f) => f.endsWith(".mjs") && f !== "sql.mjs" && !f.includes(".test."))
    .sort()
    .map((f) => path.join(seedDir, f));
  // Every seed's SQL, in the seeds' order, in one file and one `wrangler d1 execute`: a wrangler run costs seconds
  // of start-up, which each server of the tests and measures paid once a seed.
  const sqlFile = path.join(outDir, "seed.sql");
  const imports = seeds.map((file, i) => `import seed${i} from ${JSON.stringify(file)};`).join(" ");
  const calls = seeds.map((_, i) => `seed${i}()`).join(", ");
  run(bin("node"), [
    "--input-type=module",
    "-e",
    `import { writeFileSync } from "node:fs"; ${imports} writeFileSync(${JSON.stringify(sqlFile)}, [${calls}].join("\\n"));`,
  ]);
  run(bin("wrangler"), ["d1", "execute", "DB", "--local", "--file", sqlFile, ...persistArgs()]);
  // The sandbox owner's photo (scripts/seed/owners.mjs): its files in the uploads bucket, as the extranet keeps them.
  const { ownerPhotoFiles } = await import(path.join(seedDir, "owners.mjs"));
  for (const { key, bytes } of ownerPhotoFiles()) {
    const file = path.join(outDir, path.basename(key));
    writeFileSync(file, bytes);
    run(bin("wrangler"), ["r2", "object", "put", `tern-uploads/${key}`, "--file", file, "--local", ...persistArgs()]);
  }
}

/**
 * Serves the production build in workerd on `port` (scripts/serve-build.mjs). Like a deployed Worker, it prints
 * no line per request; TERN_LOG_LEVEL=info brings them back.
 */
export function serve(port) {
  const child = spawn(bin("node"), [path.join(root, "scripts", "serve-build.mjs")], {
    cwd: root,
    stdio: "inherit",
    // A local server shows its developer tools (the e-mail outbox) unless DEV_TOOLS=0 says otherwise.
    env: { ...env, PORT: String(port), DEV_TOOLS: process.env.DEV_TOOLS ?? "1" },
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code) => process.exit(code ?? 0));
  return child;
}

/**
 * For the measuring scripts: the production build on a fresh database on `port`, or the server at `url`
 * when one is given. Resolves once it answers; `stop()` ends the one it started.
 */
export async function serverToMeasure({ url, port, stateDir }) {
  let child;
  if (!url) {
    rmSync(path.join(root, stateDir), { recursive: true, force: true });
    child = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
      cwd: root,
      env: { ...env, PORT: String(port), TERN_STATE_DIR: stateDir },
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  const base = url ?? `http://localhost:${port}`;
  const stop = () => child?.kill("SIGTERM");
  const end = Date.now() + 240_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    if (Date.now() > end) {
      stop();
      throw new Error(`${base} did not answer within 240 s`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
