// npm run dev: apply D1 migrations and seed data, then the Vite dev server with hot reload (workerd underneath).
import { applyMigrationsAndSeed, bin, run } from "./lib.mjs";

await applyMigrationsAndSeed();
run(bin("react-router"), ["dev", ...process.argv.slice(2)]);
