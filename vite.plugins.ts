import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { PASSWORD_LISTS_PATH } from "./app/domains/accounts/passwords.server";

// Tern's Vite plugins. The script islands' is shared by the app's build (vite.config.ts) and the tests
// (vitest.config.ts), where a route module that renders an island imports its script's URL, never the island's code.

const ISLAND = "\0tern-island:";

/**
 * `import src from "./islands/x.ts?island"`: a script of its own that a page loads with a `<script type="module">`,
 * outside React Router's hydration (docs/decisions/011-script-islands.md). The client build emits it as an entry
 * chunk; the server build reads its hashed name from the client's Vite manifest, which React Router keeps until the
 * server build ends; the dev server serves the source.
 */
export function scriptIslands(): Plugin {
  return {
    name: "tern:script-islands",
    enforce: "pre",
    async resolveId(id, importer) {
      if (!id.endsWith("?island")) return null;
      const resolved = await this.resolve(id.slice(0, -"?island".length), importer);
      return resolved ? ISLAND + resolved.id : null;
    },
    load(id) {
      if (!id.startsWith(ISLAND)) return null;
      const file = id.slice(ISLAND.length);
      const { root, command } = this.environment.config;
      const source = path.relative(root, file).split(path.sep).join("/");
      if (command === "serve") return `export default ${JSON.stringify(`/${source}`)}; export const imports = [];`;
      if (this.environment.name === "client") {
        const ref = this.emitFile({
          type: "chunk",
          id: file,
          name: `island-${path.basename(file, path.extname(file))}`,
        });
        // Only the server renders an island's script tags; the chunk graph is not known yet here.
        return `export default import.meta.ROLLUP_FILE_URL_${ref}; export const imports = [];`;
      }
      const clientDir = path.resolve(
        root,
        this.environment.getTopLevelConfig().environments.client?.build.outDir ?? "",
      );
      const manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8")) as Record<
        string,
        { file: string; src?: string; imports?: string[] }
      >;
      const chunk = manifest[source];
      if (!chunk) throw new Error(`The client build emitted no island for ${source}`);
      // The chunks it imports, fetched beside it (modulepreload) rather than after it.
      const imports = new Set<string>();
      const visit = (key: string) => {
        for (const dep of manifest[key]?.imports ?? []) {
          const file = manifest[dep]?.file;
          if (file && !imports.has(`/${file}`)) {
            imports.add(`/${file}`);
            visit(dep);
          }
        }
      };
      visit(source);
      return `export default ${JSON.stringify(`/${chunk.file}`)}; export const imports = ${JSON.stringify([...imports])};`;
    },
  };
}

/**
 * zxcvbn-ts's common lists as a static file of the site (decision 023): the Worker reads them through its ASSETS
 * binding on the first new password instead of carrying 580 KB of them in its code. Written into public/ (ignored by
 * git) when Vite starts, so the dev server serves them and the build copies them to build/client.
 */
export function passwordLists(): Plugin {
  return {
    name: "tern:password-lists",
    async config(config) {
      const { dictionary, adjacencyGraphs } = await import("@zxcvbn-ts/language-common");
      const file = path.join(path.resolve(config.root ?? "."), "public", PASSWORD_LISTS_PATH);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ dictionary, adjacencyGraphs }));
    },
  };
}
