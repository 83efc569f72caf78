// npm test: typecheck, lint, unit, integration (workerd) and end-to-end (Chromium, JS on and off) tests.
// Exits non-zero when any step fails, and closes with one "N passed, N failed" line over every test.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { bin, env, root } from "./lib.mjs";

const reports = path.join(root, ".test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// The day every test, and the end-to-end server, runs as of (tests/support/clock.ts).
const today = process.env.TEST_TODAY || new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(today))) {
  console.error(`TEST_TODAY must be a day as YYYY-MM-DD, not ${JSON.stringify(today)}`);
  process.exit(2);
}
console.log(`Running the tests as of ${today}${process.env.TEST_TODAY ? " (TEST_TODAY)" : ""}`);

// The typecheck and lint read the code only: they run side by side (each half of a 2-core machine's time), their
// output printed as each ends.
const checks = [
  { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
];
const steps = [
  {
    name: "unit and integration",
    command: bin("vitest"),
    args: ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${path.join(reports, "vitest.json")}`],
    // CI runs the unit and workerd tests once, as of a later day (TERN_VITEST_TODAY): none reads the real date.
    env: process.env.TERN_VITEST_TODAY ? { TEST_TODAY: process.env.TERN_VITEST_TODAY } : {},
  },
  {
    name: "end-to-end",
    command: bin("playwright"),
    args: ["test"],
    env: { E2E_JSON: path.join(reports, "e2e.json") },
  },
];

const failedSteps = [];
const checked = await Promise.all(
  checks.map(
    (check) =>
      new Promise((resolve) => {
        const child = spawn(check.command, check.args, {
          cwd: root,
          stdio: ["ignore", "pipe", "pipe"],
          env: { ...env, TEST_TODAY: today },
        });
        const output = [];
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.on("close", (code) => {
          console.log(`\n▶ ${check.name}`);
          process.stdout.write(Buffer.concat(output));
          resolve({ name: check.name, ok: code === 0 });
        });
      }),
  ),
);
for (const check of checked) if (!check.ok) failedSteps.push(check.name);
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: "inherit",
    env: { ...env, TEST_TODAY: today, ...step.env },
  });
  if (result.status !== 0) failedSteps.push(step.name);
}

let passed = 0;
let failed = 0;
const vitestReport = path.join(reports, "vitest.json");
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
const e2eReport = path.join(reports, "e2e.json");
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}

console.log("");
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(", ")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
