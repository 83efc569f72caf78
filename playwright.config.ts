import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 8799);
// The day the tests and the server run as of (tests/support/clock.ts): TEST_TODAY, or the real day, fixed for the run.
process.env.TEST_TODAY ||= new Date().toISOString().slice(0, 10);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: process.env.E2E_JSON ? [["list"], ["json", { outputFile: process.env.E2E_JSON }]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    // A phone's Chrome: headless Chromium's own user agent is (rightly) treated as a bot.
    userAgent:
      "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // A trace records every action's snapshots, a third of the suite's CPU on a 2-core machine: kept for local runs,
    // where a failure is looked at; CI runs without (E2E_TRACE=1 turns it on).
    trace: process.env.CI && !process.env.E2E_TRACE ? "off" : "retain-on-failure",
  },
  // Every journey runs twice: with JavaScript, and without it (DESIGN.md, HTML first).
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true } },
    { name: "js-off", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    // Refund cases take one step per cron run in the tests (a day a step by default).
    env: {
      PORT: String(port),
      TERN_STATE_DIR: ".wrangler/e2e-state",
      TERN_VAR_REFUND_STEP_MINUTES: "0",
      TERN_VAR_APPLICATION_STEP_MINUTES: "0",
      TERN_VAR_TEST_TODAY: process.env.TEST_TODAY,
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
