import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";
import { scriptIslands } from "./vite.islands";

const migrations = await readD1Migrations("./migrations");
// The day the suite runs as of (tests/support/clock.ts): TEST_TODAY, or the real day.
const today = process.env.TEST_TODAY || new Date().toISOString().slice(0, 10);

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __TEST_TODAY__: JSON.stringify(today) },
  test: {
    projects: [
      {
        extends: true,
        plugins: [vanillaExtractPlugin(), scriptIslands()],
        test: {
          name: "unit",
          environment: "node",
          include: ["app/**/*.test.{ts,tsx}", "locales/**/*.test.ts", "scripts/**/*.test.ts", "eslint/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
          setupFiles: ["./tests/setup/fail-on-console-error.ts"],
        },
      },
      {
        extends: true,
        plugins: [
          vanillaExtractPlugin(),
          scriptIslands(),
          cloudflareTest({
            main: "./tests/integration/worker.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
          }),
        ],
        test: {
          name: "integration",
          // Code running inside workerd cannot read Vitest's on-disk module cache.
          fsModuleCache: false,
          include: ["app/**/*.integration.test.ts", "tests/integration/**/*.integration.test.ts"],
          setupFiles: ["./tests/setup/fail-on-console-error.ts", "./tests/setup/apply-migrations.ts"],
        },
      },
    ],
  },
});
