import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// `npm run design:screenshots`: the screenshots in docs/design/ (docs/design.md), taken by Playwright against the
// same production build as the end-to-end tests. Not part of `npm test`: it writes files, it checks nothing.
export default defineConfig({
  ...base,
  testDir: "tests/design",
  fullyParallel: false,
  workers: 1,
  projects: [{ name: "design", use: { javaScriptEnabled: false } }],
});
