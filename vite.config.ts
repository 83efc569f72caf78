import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Plugin } from "vite";
import { passwordLists, scriptIslands } from "./vite.plugins";

// vanilla-extract sets `ssr.external`, which the Cloudflare plugin refuses (docs/decisions/002-vanilla-extract-on-workers.md).
function dropSsrExternal(): Plugin {
  return {
    name: "tern:drop-ssr-external",
    enforce: "post",
    config(config) {
      if (config.ssr) delete config.ssr.external;
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // The dev server (npm run dev) serves the developer tools on localhost; a build never carries this.
      ...(command === "serve" ? { config: { vars: { DEV_TOOLS: process.env.DEV_TOOLS ?? "1" } } } : {}),
      // The documents Worker (decision 023), behind the DOCUMENTS service binding: built to build/documents.
      auxiliaryWorkers: [{ configPath: "./workers/documents.wrangler.toml" }],
    }),
    vanillaExtractPlugin(),
    dropSsrExternal(),
    scriptIslands(),
    passwordLists(),
    reactRouter(),
  ],
  resolve: {
    tsconfigPaths: true,
    // Leaflet's package names only its UMD build; its ES module needs no CommonJS wrapper in the map island.
    alias: [{ find: /^leaflet$/, replacement: "leaflet/dist/leaflet-src.esm.js" }],
  },
  environments: {
    // The Workers are minified as a deploy would be: Tern's budget (DESIGN.md, 1 MB gzip) is for what is uploaded.
    ssr: { build: { minify: true } },
    tern_documents: { build: { outDir: "build/documents", minify: true } },
    // One stylesheet for the whole site (about 2.5 KB gzip), cached across pages: Vite otherwise emits a CSS file
    // per chunk, and a results page waited on seven render-blocking files. `build.cssCodeSplit: false` is not
    // the way: React Router's manifest then links no stylesheet at all.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // A stylesheet's `?url` import is a URL, not a style: the map island loads Leaflet's CSS by it.
              groups: [{ name: "styles", test: /\.css(\.ts)?($|\?(?!url$))|\.vanilla\.css/ }],
            },
          },
        },
      },
    },
  },
}));
