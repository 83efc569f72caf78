// npm run size:worker (decision 023): the server build's JavaScript, gzip, in all and by chunk (the largest first), against
// Tern's budget of 1 MB gzip for the Worker (DESIGN.md), and the documents Worker's beside it (decision 023). Builds
// first unless TERN_SKIP_BUILD. `-- --check` exits non-zero above the budget (.ci/run; `npm run deploy:check` measures
// the upload).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { bin, root, run } from "./lib.mjs";

const BUDGET_KIB = 1024;
if (!process.env.TERN_SKIP_BUILD) run(bin("react-router"), ["build"]);
const dir = path.join(root, "build", "server");
const files = [];
const walk = (at) => {
  for (const name of readdirSync(at)) {
    const full = path.join(at, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (/\.(m?js)$/.test(name)) files.push(full);
  }
};
walk(dir);
const chunks = files
  .map((file) => {
    const bytes = readFileSync(file);
    return { file: path.relative(dir, file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
const total = chunks.reduce((sum, c) => sum + c.gzip, 0);
console.log(`Worker JavaScript, gzip: ${kib(total)} (budget ${BUDGET_KIB} KiB) in ${chunks.length} files`);
for (const chunk of chunks.slice(0, 8)) {
  console.log(`  ${kib(chunk.gzip).padStart(9)} gzip  ${kib(chunk.raw).padStart(9)} raw  ${chunk.file}`);
}
const documentsDir = path.join(root, "build", "documents");
const documents = readdirSync(documentsDir, { recursive: true, encoding: "utf8" })
  .filter((name) => /\.(m?js)$/.test(name))
  .reduce((sum, name) => sum + gzipSync(readFileSync(path.join(documentsDir, name)), { level: 9 }).length, 0);
console.log(`The documents Worker (PDFs, behind the DOCUMENTS binding), gzip: ${kib(documents)}`);
const over = total > BUDGET_KIB * 1024;
console.log(over ? `OVER the budget by ${kib(total - BUDGET_KIB * 1024)}` : "within the budget");
if (over && process.argv.includes("--check")) process.exit(1);
