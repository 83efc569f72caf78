// npm run html:check: the W3C Nu HTML Checker (the vnu-jar package, run with the machine's Java) over every page of
// `npm run perf` (scripts/perf-pages.mjs), booking pages included, as the production build serves them. Prints each
// page's errors and the total; exits 1 when there is any. A report of the markup, not a test of the site's logic.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverToMeasure } from "./lib.mjs";
import { PERF_PAGES } from "./perf-pages.mjs";
import { perfBooking, perfOwner } from "./perf-booking.mjs";

const vnu = path.join(import.meta.dirname, "..", "node_modules", "vnu-jar", "build", "dist", "vnu.jar");
const { base, stop } = await serverToMeasure({
  url: process.env.PERF_URL,
  port: Number(process.env.PERF_PORT ?? 8798),
  stateDir: ".wrangler/perf-state",
});
const dir = mkdtempSync(path.join(tmpdir(), "tern-html-"));
const consent = `tern_consent=${btoa(JSON.stringify({ analytics: false, targeting: false }))}`;
try {
  const booking = PERF_PAGES.some((p) => p.booking) ? await perfBooking(base) : null;
  const owner = PERF_PAGES.some((p) => p.owner) ? await perfOwner(base) : null;
  const files = [];
  for (const [i, page] of PERF_PAGES.entries()) {
    const pagePath = page.path.replace(/\{(\w+)\}/g, (_, name) => {
      const ids = {
        booking: booking?.bookingId,
        change: booking?.changeId,
        next: booking?.next,
        stay: booking?.stayId,
        draftStay: booking?.draftStayId,
        order: booking?.orderId,
        draftOrder: booking?.draftOrderId,
        application: booking?.applicationId,
        draftApplication: booking?.draftApplicationId,
      };
      return ids[name] ?? "";
    });
    const session = page.owner ? owner?.cookie : page.booking ? booking?.cookie : null;
    const cookie = session ? `${consent}; ${session}` : consent;
    const response = await fetch(base + pagePath, { headers: { Cookie: cookie } });
    if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
    const file = path.join(dir, `${String(i).padStart(3, "0")}.html`);
    writeFileSync(file, await response.text());
    files.push({ file, page: pagePath });
  }
  // One run of the checker over every page: JSON on stderr, errors only (warnings are advice).
  let out = "";
  try {
    execFileSync("java", ["-jar", vnu, "--errors-only", "--format", "json", ...files.map((f) => f.file)], {
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    out = String(error.stderr ?? "");
    if (!out.trim().startsWith("{")) throw error;
  }
  const messages = out ? JSON.parse(out).messages : [];
  const byFile = new Map(files.map((f) => [`file:${f.file}`, f.page]));
  const errors = messages.filter((m) => m.type === "error");
  process.exitCode = errors.length > 0 ? 1 : 0;
  for (const { page } of files) {
    const mine = errors.filter((m) => byFile.get(m.url) === page);
    console.log(`${mine.length === 0 ? "ok  " : "FAIL"} ${page}${mine.length ? `: ${mine.length} errors` : ""}`);
    for (const m of mine) console.log(`     line ${m.lastLine}: ${m.message}`);
  }
  console.log(`\n${errors.length} HTML errors in ${files.length} pages (W3C Nu HTML Checker, vnu-jar)`);
} finally {
  stop();
  rmSync(dir, { recursive: true, force: true });
}
