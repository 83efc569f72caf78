// The server the end-to-end tests run against: the production build in workerd, on a fresh database.
import { rmSync } from "node:fs";
import path from "node:path";
import { applyMigrationsAndSeed, bin, root, run, serve } from "./lib.mjs";

const stateDir = process.env.TERN_STATE_DIR ?? ".wrangler/e2e-state";
rmSync(path.resolve(root, stateDir), { recursive: true, force: true });
if (!process.env.TERN_SKIP_BUILD) run(bin("react-router"), ["build"]);
await applyMigrationsAndSeed();
serve(Number(process.env.PORT ?? 8799));
