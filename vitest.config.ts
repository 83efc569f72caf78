import { readFileSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";
import { scriptIslands } from "./vite.plugins";
import { PASSWORD_LISTS_PATH } from "./app/domains/accounts/passwords.server";
import { answerDocumentRequest } from "./app/utils/documents-service";
import { renderDocument } from "./app/domains/documents/pdf-layout.server";
import { inspectPdf } from "./app/domains/documents/pdf-inspect.server";
import { safePhoto } from "./app/domains/owners/photo-pipeline";

const migrations = await readD1Migrations("./migrations");
const documentFont = new Uint8Array(readFileSync("./app/domains/documents/fonts/dejavu-sans-tern.ttf"));

/** The ASSETS binding in workerd tests: the one static file the Worker reads, the password lists, from their package. */
async function assetsService(request: Request): Promise<Response> {
  if (new URL(request.url).pathname !== PASSWORD_LISTS_PATH) return new Response("Not Found", { status: 404 });
  const { dictionary, adjacencyGraphs } = await import("@zxcvbn-ts/language-common");
  return Response.json({ dictionary, adjacencyGraphs });
}

/**
 * The DOCUMENTS service binding in workerd tests (decision 023): the documents Worker's own answer and setter, run
 * here in Node with the font read from disk (the Worker itself is called in tests/support/documents.ts).
 */
function documentsService(request: Request): Promise<Response> {
  return answerDocumentRequest(request, (document) => renderDocument(document, documentFont), inspectPdf, safePhoto);
}

// The day the suite runs as of (tests/support/clock.ts): TEST_TODAY, or the real day.
const today = process.env.TEST_TODAY || new Date().toISOString().slice(0, 10);

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __TEST_TODAY__: JSON.stringify(today) },
  test: {
    // One test file per core: Vitest's default leaves one core idle (cores - 1), which on a 2-core machine ran the
    // workerd files one at a time; two at once took the bookings domain's files from 57 s to 42 s.
    maxWorkers: "100%",
    projects: [
      {
        extends: true,
        plugins: [vanillaExtractPlugin(), scriptIslands()],
        test: {
          name: "unit",
          environment: "node",
          // One module graph for every unit file a worker runs (Vitest's recipe for unit suites): none of them stubs a
          // global, mocks a module, fakes timers or listens on the process, and they pass shuffled. The unit files in
          // 9 s instead of 28. The workerd files stay one isolate each: several read what others' files wrote to D1.
          isolate: false,
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
            miniflare: {
              bindings: { TEST_MIGRATIONS: migrations },
              serviceBindings: { DOCUMENTS: documentsService, ASSETS: assetsService },
            },
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
