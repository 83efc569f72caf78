// npm run bench:search: airport search and sandbox flight search timings on this machine (median and p95,
// CPU and wall time); npm run bench:hotels (this script with "hotels"): the sandbox stay search. A report, not a
// test. npm run bench:price-watch: the Worker CPU of one price-watch cron run over 1,000 watches. The TypeScript
// domain is bundled with esbuild first.
import { build } from "esbuild";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./lib.mjs";

const entry = ["hotels", "price-watch"].includes(process.argv[2] ?? "") ? process.argv[2] : "search";
const outfile = path.join(root, ".wrangler", "bench", `${entry}.mjs`);
await build({
  entryPoints: [path.join(root, "scripts", "bench", `${entry}-entry.ts`)],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  outfile,
  tsconfig: path.join(root, "tsconfig.json"),
  logLevel: "warning",
});
const { main } = await import(pathToFileURL(outfile).href);
await main(Number(process.env.BENCH_QUERIES ?? (entry === "price-watch" ? 20 : 400)));
