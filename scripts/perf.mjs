// npm run perf: Lighthouse mobile (simulated Slow 4G, CPU x4) on every page of scripts/perf-pages.mjs, against
// the production build served by workerd. Prints score, LCP, CLS, JavaScript files and bytes, and HTML size
// per page, each against its budget. A report, not a test: it exits 0 unless it could not measure.
// Each page is measured twice: as a first visit (no consent given: the cookie banner shows) and as a returning
// visitor's, with consent saved. PERF_VISITS=first or PERF_VISITS=returning measures one of them.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { root, serverToMeasure } from "./lib.mjs";
import { BUDGETS, PERF_PAGES } from "./perf-pages.mjs";
import { perfBooking, perfOwner } from "./perf-booking.mjs";
import { installability, printInstallability } from "./installable.mjs";

const { base, stop } = await serverToMeasure({
  url: process.env.PERF_URL,
  port: Number(process.env.PERF_PORT ?? 8798),
  stateDir: ".wrangler/perf-state",
});

const launch = () =>
  chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumArgs] });
const chrome = await launch();

// PERF_ONLY=view=map measures only the pages whose path contains it; PERF_ONLY=visa,applications, those with either;
// a part in quotes is the whole path (PERF_ONLY='"/","/fr-FR/"' measures the landing pages).
const only = process.env.PERF_ONLY?.split(",").filter(Boolean) ?? [];
const matches = (path, part) => (/^".*"$/.test(part) ? path === part.slice(1, -1) : path.includes(part));
const pages = PERF_PAGES.filter((p) => only.length === 0 || only.some((part) => matches(p.path, part)));
const rows = [];
const consent = `tern_consent=${btoa(JSON.stringify({ analytics: false, targeting: false }))}`;
const visits = (process.env.PERF_VISITS ?? "first,returning")
  .split(",")
  .filter((v) => v === "first" || v === "returning");
try {
  const booking = pages.some((p) => p.booking) ? await perfBooking(base) : null;
  const owner = pages.some((p) => p.owner) ? await perfOwner(base) : null;
  for (const [page, visit] of pages.flatMap((p) => visits.map((v) => [p, v]))) {
    const pagePath = page.path
      .replace("{booking}", booking?.bookingId ?? "")
      .replace("{change}", booking?.changeId ?? "")
      .replace("{next}", booking?.next ?? "")
      .replace("{stay}", booking?.stayId ?? "")
      .replace("{draftStay}", booking?.draftStayId ?? "")
      .replace("{order}", booking?.orderId ?? "")
      .replace("{draftOrder}", booking?.draftOrderId ?? "")
      .replace("{application}", booking?.applicationId ?? "")
      .replace("{draftApplication}", booking?.draftApplicationId ?? "");
    const url = base + pagePath;
    // A first visit sends no consent; a page behind a booking still needs the booking's session.
    const saved = visit === "returning" ? [consent] : [];
    const cookie = [
      ...saved,
      ...(page.booking && booking ? [booking.cookie] : []),
      ...(page.owner && owner ? [owner.cookie] : []),
    ].join("; ");
    const response = await fetch(url, { headers: cookie ? { Cookie: cookie } : {} });
    // A page that answers an error (a booking the session cannot open) would be measured as a small, fast page.
    if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
    const html = await response.text();
    // Lighthouse keeps the browser's cookies between pages, and every page sets a visitor's session cookie, which the
    // browser then sends beside (and ahead of) the booking's session in extraHeaders: the booking's page answered 404
    // to Lighthouse while this fetch had 200. A page opened with a session is measured in a browser of its own.
    // A first visit is a browser of its own too: nothing kept from the pages before it.
    const browser = page.booking || page.owner || visit === "first" ? await launch() : chrome;
    const measure = () =>
      lighthouse(url, {
        port: browser.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        // A returning visitor's consent is saved, so the page is the one they see; a first visit's is not.
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
    // A page with `runs` is measured that many times and its worst run is the one reported.
    let lhr = null;
    const lcpOf = (report) => report.audits["largest-contentful-paint"]?.numericValue ?? Number.POSITIVE_INFINITY;
    const badness = (report) =>
      (1 - (report.categories.performance.score ?? 0)) * 1e6 +
      (report.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1e5 +
      lcpOf(report);
    for (let run = 0; run < (page.runs ?? 1); run++) {
      let result = await measure();
      // Lighthouse now and then fails to see a navigation start (NO_NAVSTART): such a run measured nothing, so once more.
      if (result.lhr.runtimeError) result = await measure();
      if (!lhr || result.lhr.runtimeError || badness(result.lhr) > badness(lhr)) lhr = result.lhr;
      if (lhr.runtimeError) break;
    }
    if (browser !== chrome) await browser.kill();
    if (lhr.runtimeError) console.log(`     ${page.path}: Lighthouse could not measure it (${lhr.runtimeError.code})`);
    const value = (audit) => lhr.audits[audit]?.numericValue ?? Number.NaN;
    const requests = lhr.audits["network-requests"]?.details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === "Script");
    // A script the page's service worker answered (the worker claims the page once active) shows no bytes on
    // the page's request, and Lighthouse keeps no record of the worker's: such a file is counted by its gzip size.
    const bytesOf = async (script) =>
      script.transferSize || gzipSync(Buffer.from(await (await fetch(script.url)).arrayBuffer())).length;
    const jsBytes = (await Promise.all(scripts.map(bytesOf))).reduce((sum, bytes) => sum + bytes, 0);
    const budget = page.island ? BUDGETS.island : BUDGETS.static;
    const row = {
      page: page.path,
      visit,
      island: page.island,
      score: lhr.categories.performance.score ?? Number.NaN,
      lcpMs: Math.round(value("largest-contentful-paint")),
      cls: Number(value("cumulative-layout-shift").toFixed(3)),
      jsFiles: scripts.length,
      jsTransferBytes: jsBytes,
      // Which scripts: on a page without an island, the enhancement script alone (island-enhance-*.js).
      jsNames: scripts.map((script) => path.posix.basename(new URL(script.url).pathname)),
      htmlGzipBytes: gzipSync(html).length,
    };
    row.withinBudget =
      row.score >= budget.score &&
      row.lcpMs <= budget.lcpMs &&
      row.cls <= budget.cls &&
      row.jsTransferBytes <= budget.jsGzipBytes;
    // What an over-budget page painted last: the element to look at.
    // (Lighthouse 13 names it in its LCP breakdown insight; the element audit of earlier versions is gone.)
    const breakdown = lhr.audits["lcp-breakdown-insight"]?.details?.items ?? [];
    const lcpNode = breakdown.find((item) => item.type === "node");
    row.lcpElement = lcpNode ? `${lcpNode.snippet} ${lcpNode.nodeLabel ?? ""}`.trim() : undefined;
    row.runs = page.runs ?? 1;
    rows.push(row);
    console.log(
      `${row.withinBudget ? "ok  " : "OVER"} ${visit === "first" ? "first " : "return"} ${row.page.padEnd(28)}${row.runs > 1 ? ` worst of ${row.runs}` : ""} score ${row.score.toFixed(2)}  LCP ${String(row.lcpMs).padStart(5)} ms  CLS ${row.cls.toFixed(3)}  JS ${row.jsFiles} files ${(row.jsTransferBytes / 1024).toFixed(1)} KB (${row.jsNames.join(" ") || "none"})  HTML ${(row.htmlGzipBytes / 1024).toFixed(1)} KB gzip`,
    );
    if (!row.withinBudget && row.lcpElement) console.log(`     LCP element: ${row.lcpElement}`);
  }
  // Lighthouse 13 has no installability audit: Chrome's own check, on each language's home page, every run.
  printInstallability(await installability(base));
} finally {
  await chrome.kill();
  stop();
}

mkdirSync(path.join(root, "perf-report"), { recursive: true });
writeFileSync(path.join(root, "perf-report", "lighthouse.json"), JSON.stringify(rows, null, 2));
for (const visit of visits) {
  const of = rows.filter((r) => r.visit === visit);
  console.log(
    `${visit === "first" ? "First visits" : "Returning visits"}: ${of.filter((r) => r.withinBudget).length} of ${of.length} pages within budget`,
  );
}
console.log("Details in perf-report/lighthouse.json");
