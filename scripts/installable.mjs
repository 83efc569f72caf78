// Whether Chrome can install Tern from each language's home page ("Add to Home screen" as an app, not a bookmark):
// Chrome's own check (the DevTools protocol's Page.getInstallabilityErrors, which Lighthouse's installability audit
// read until Lighthouse 12 dropped the audit), with the manifest Chrome parsed and its errors. `npm run perf` prints
// it after the pages; `npm run installable` runs it alone against the production build.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

/** One line per language's home page; `installable` is false when Chrome names any error. */
export async function installability(base) {
  // A profile of its own on disk: Chrome installs nothing from an incognito window, which a plain launch opens.
  const profile = mkdtempSync(path.join(tmpdir(), "tern-installable-"));
  const browser = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: chromiumArgs });
  const results = [];
  try {
    for (const path of ["/", "/fr-FR/"]) {
      const page = await browser.newPage();
      await page.goto(base + path, { waitUntil: "load" });
      const cdp = await browser.newCDPSession(page);
      // Chrome fetches the manifest and its icons lazily: ask until it has (or give its errors after a few tries).
      let errors = [];
      for (let attempt = 0; attempt < 10; attempt++) {
        ({ installabilityErrors: errors } = await cdp.send("Page.getInstallabilityErrors"));
        if (errors.length === 0) break;
        await page.waitForTimeout(300);
      }
      const manifest = await cdp.send("Page.getAppManifest");
      results.push({
        path,
        manifest: manifest.url,
        installable: errors.length === 0 && manifest.errors.length === 0,
        errors: [...errors.map((e) => e.errorId), ...manifest.errors.map((e) => e.message)],
      });
      await page.close();
    }
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return results;
}

export function printInstallability(results) {
  for (const r of results) {
    console.log(
      `${r.installable ? "ok  " : "FAIL"} installable ${r.path.padEnd(6)} manifest ${r.manifest || "none"}${r.errors.length ? `: ${r.errors.join(", ")}` : ""}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { serverToMeasure } = await import("./lib.mjs");
  const { base, stop } = await serverToMeasure({
    url: process.env.PERF_URL,
    port: Number(process.env.PERF_PORT ?? 8798),
    stateDir: ".wrangler/perf-state",
  });
  try {
    const results = await installability(base);
    printInstallability(results);
    process.exitCode = results.every((r) => r.installable) ? 0 : 1;
  } finally {
    stop();
  }
}
