// npm run content:load [-- --remote]: loads the editors' content (content/airlines/, content/landing/, the static pages and offices of
// scripts/seed/content/) into D1: the local database by default, the deployed one with --remote. Each row is an
// upsert, so loading again changes nothing but what was edited. `npm start` runs it with the other seeds.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bin, persistArgs, root, run } from "./lib.mjs";
import airlinesSeed from "./seed/airlines.mjs";
import contentSeed from "./seed/content.mjs";
import landingSeed from "./seed/landing.mjs";

const remote = process.argv.includes("--remote");
const outDir = path.join(root, ".wrangler", "seed");
mkdirSync(outDir, { recursive: true });
for (const [name, seed] of [
  ["airlines", airlinesSeed],
  ["content", contentSeed],
  ["landing", landingSeed],
]) {
  const file = path.join(outDir, `${name}.sql`);
  writeFileSync(file, seed());
  run(bin("wrangler"), [
    "d1",
    "execute",
    "DB",
    remote ? "--remote" : "--local",
    "--file",
    file,
    ...(remote ? [] : persistArgs()),
  ]);
}
console.log(`content loaded into the ${remote ? "deployed" : "local"} D1 database`);
