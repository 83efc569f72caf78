import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

// The domain import graph (docs/architecture.md, Layers): which domain of app/domains imports which, read from the
// import statements of every domain file but tests. Shared by the ESLint rule no-domain-cycle and its unit test.

const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/g;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The domain a path of app/domains belongs to, or null. */
export function domainOf(root, file) {
  const parts = relative(join(root, "app", "domains"), file).split(sep);
  return parts.length > 1 && parts[0] !== ".." ? parts[0] : null;
}

/** The domain an import specifier of `file` reaches, or null when it reaches none. */
export function importedDomain(root, file, specifier) {
  if (specifier.startsWith("~/domains/")) return specifier.split("/")[2] ?? null;
  if (specifier.startsWith(".")) return domainOf(root, resolve(dirname(file), specifier));
  return null;
}

/** Every domain's imported domains, its own left out. */
export function domainGraph(root, sources = null) {
  const graph = new Map();
  const files = sources ?? filesUnder(join(root, "app", "domains")).map((f) => [f, readFileSync(f, "utf8")]);
  for (const [file, text] of files) {
    const from = domainOf(root, file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const match of text.matchAll(IMPORT)) {
      const to = importedDomain(root, file, match[1]);
      if (to && to !== from) graph.get(from).add(to);
    }
  }
  return graph;
}

/** A path of imports from `from` back to `to`, or null when there is none. */
export function pathBetween(graph, from, to) {
  const seen = new Set([from]);
  const queue = [[from]];
  while (queue.length > 0) {
    const path = queue.shift();
    const last = path[path.length - 1];
    for (const next of graph.get(last) ?? []) {
      if (next === to) return [...path, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...path, next]);
      }
    }
  }
  return null;
}
