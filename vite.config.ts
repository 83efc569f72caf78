import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), vanillaExtractPlugin(), dropSsrExternal(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
