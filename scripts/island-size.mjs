// npm run size:island: the JavaScript a route would load if it declared an island (docs/decisions/001), from the
// production build's manifest: the client entry, the route and its parents with their imports, and the catalogs
// `app/entry.client.tsx` loads for a language. Prints KB gzip per route against the 150 KB island budget. A report,
// not a test: no route declares an island yet, so this tells what the first one must trim. Run `npx react-router
// build` first.
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
console.log(`JavaScript a route would load as an island (${locale}, ${catalogFiles.length} catalogs), KB gzip:`);
for (const row of rows) {
  console.log(
    `${row.kb <= BUDGET_KB ? "ok  " : "over"} ${row.id.padEnd(48)} ${row.kb.toFixed(1).padStart(6)} KB  ${row.files} files`,
  );
}
const over = rows.filter((r) => r.kb > BUDGET_KB).length;
console.log(`\n${rows.length - over} of ${rows.length} routes within the ${BUDGET_KB} KB island budget.`);
