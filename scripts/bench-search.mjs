// npm run bench:search: airport search and sandbox flight search timings on this machine (median and p95,
// CPU and wall time). A report, not a test. The TypeScript domain is bundled with esbuild first.
import { build } from "esbuild";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./lib.mjs";

const outfile = path.join(root, ".wrangler", "bench", "search.mjs");
await build({
  entryPoints: [path.join(root, "scripts", "bench", "search-entry.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  outfile,
  tsconfig: path.join(root, "tsconfig.json"),
  logLevel: "warning",
});
const { main } = await import(pathToFileURL(outfile).href);
await main(Number(process.env.BENCH_QUERIES ?? 400));
