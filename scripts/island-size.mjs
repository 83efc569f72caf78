// npm run size:island: the JavaScript of each island against the 150 KB island budget (docs/decisions/001 and 011), from
// the production build. First the script islands (app/islands/*, built by vite.config.ts's scriptIslands): each
// file with the chunks it imports, what a page with that island loads. Then what a route would load if it hydrated
// as a React island: the client entry, the route and its parents with their imports, and the catalogs
// `app/entry.client.tsx` loads for a language. Prints KB gzip; a report, not a test. Run `npx react-router build` first.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./lib.mjs";

const BUDGET_KB = 150;
const client = path.join(root, "build", "client");
const assets = path.join(client, "assets");
if (!existsSync(assets)) {
  console.error("No production build: run `npx react-router build` first.");
  process.exit(1);
}
const manifestFile = readdirSync(assets).find((f) => f.startsWith("manifest-"));
const source = readFileSync(path.join(assets, manifestFile), "utf8");
const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
const gzipped = new Map();
const size = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(client, file))).length);
  return gzipped.get(file);
};

// The catalogs of one language, as entry.client's import.meta.glob maps them to chunks.
const entrySource = readFileSync(path.join(client, manifest.entry.module), "utf8");
const catalogs = (locale) =>
  [
    ...entrySource.matchAll(new RegExp(`locales/${locale}/[a-z-]+\\.json"\\s*:[^\\n]*?import\\(["'\`]([^"'\`]+)`, "g")),
  ].map((m) => path.posix.join(path.posix.dirname(manifest.entry.module), m[1]));

// Script islands: an entry chunk and its static imports.
const imported = (file, seen = new Set()) => {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(path.join(client, file), "utf8");
  for (const m of source.matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)) {
    imported(path.posix.join(path.posix.dirname(file), m[1]), seen);
  }
  return seen;
};
const scriptIslands = readdirSync(assets).filter((f) => /^island-.+\.js$/.test(f));
console.log("Script islands (a page that shows one loads this JavaScript and no other), KB gzip:");
for (const file of scriptIslands) {
  const files = imported(`/assets/${file}`);
  const kb = [...files].reduce((sum, f) => sum + size(f), 0) / 1024;
  const name = file.replace(/-[\w-]{8}\.js$/, "");
  console.log(
    `${kb <= BUDGET_KB ? "ok  " : "over"} ${name.padEnd(48)} ${kb.toFixed(1).padStart(6)} KB  ${files.size} files`,
  );
}
console.log("");

const locale = process.argv[2] ?? "en-US";
const catalogFiles = catalogs(locale);
const rows = [];
for (const route of Object.values(manifest.routes)) {
  if (!route.hasDefaultExport || route.id === "root") continue;
  const files = new Set([manifest.entry.module, ...manifest.entry.imports, ...catalogFiles]);
  for (let r = route; r; r = r.parentId ? manifest.routes[r.parentId] : null) {
    files.add(r.module);
    for (const file of r.imports ?? []) files.add(file);
  }
  const bytes = [...files].reduce((sum, file) => sum + size(file), 0);
  rows.push({ id: route.id, kb: bytes / 1024, files: files.size });
}
rows.sort((a, b) => b.kb - a.kb);
console.log(
  `JavaScript a route would load hydrated as a React island (${locale}, ${catalogFiles.length} catalogs), KB gzip:`,
);
for (const row of rows) {
  console.log(
    `${row.kb <= BUDGET_KB ? "ok  " : "over"} ${row.id.padEnd(48)} ${row.kb.toFixed(1).padStart(6)} KB  ${row.files} files`,
  );
}
const over = rows.filter((r) => r.kb > BUDGET_KB).length;
console.log(`\n${rows.length - over} of ${rows.length} routes within the ${BUDGET_KB} KB island budget.`);
