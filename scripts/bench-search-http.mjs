// npm run bench:search-http: a flight results page under load, served by the production build in workerd
// (as `npm start` does): 50 concurrent connections for 20 seconds. Prints p50, p90, p97.5, p99 and requests/s.
// Budget (docs/architecture.md): p95 <= 150 ms on this 2-core machine; p95 lies between the p90 and p97.5 printed.
// A report, not a test.
//
// `-- --varied`: two runs of 15 s at 10 connections from one server, the same search repeated (the page cache
// answers) and every request a new search drawn from what travellers ask (scripts/search-mix.mjs: one-way and return,
// 1-3 adults with and without a child, twelve origins, economy to business: the Worker renders each), printing
// pages/s and the CPU each page cost, and the ratio of the two. CPU is workerd's own (user + system, /proc on Linux) over the run,
// divided by the pages served: the Worker's work and workerd's HTTP around it, an upper bound on the Worker's CPU.
import { readFileSync, readdirSync } from "node:fs";
import autocannon from "autocannon";
import { serverToMeasure } from "./lib.mjs";
import { dayAfter, travellerSearch } from "./search-mix.mjs";

const TODAY = process.env.TEST_TODAY || new Date().toISOString().slice(0, 10);
const inDays = (days) => dayAfter(TODAY, days);
const { base, stop } = await serverToMeasure({
  url: process.env.BENCH_URL,
  port: Number(process.env.BENCH_PORT ?? 8797),
  stateDir: ".wrangler/bench-state",
});
const url = `${base}/flight/search?trip=oneway&from=LOS&to=LHR&depart=${inDays(30)}&adults=1&cabin=economy`;

/** The CPU seconds every workerd process has used so far (Linux), or null where /proc cannot tell. */
function workerdCpuSeconds() {
  try {
    let ticks = 0;
    for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      let cmd = "";
      try {
        cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      } catch {
        continue;
      }
      if (!cmd.includes("workerd")) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    }
    return ticks / 100;
  } catch {
    return null;
  }
}

let searches = 0;
/** A search never asked before in this run, drawn from what travellers ask (scripts/search-mix.mjs). */
const nextSearch = () => travellerSearch(searches++, TODAY);

async function measure(name, options) {
  const before = workerdCpuSeconds();
  const result = await autocannon({
    connections: 10,
    duration: 15,
    headers: { "User-Agent": "Mozilla/5.0 bench" },
    ...options,
  });
  const after = workerdCpuSeconds();
  const pages = result.requests.total;
  const cpuMs = before !== null && after !== null && pages > 0 ? ((after - before) * 1000) / pages : null;
  const cpu = cpuMs !== null ? `${cpuMs.toFixed(1)} ms CPU a page` : "CPU not measured";
  console.log(
    `  ${name.padEnd(8)} ${result.requests.average.toFixed(1).padStart(7)} pages/s  p50 ${result.latency.p50} ms  p97.5 ${result.latency.p97_5} ms  ${cpu}  (${pages} pages, ${result.non2xx} not 2xx)`,
  );
  return { perSecond: result.requests.average, cpuMs };
}

if (process.argv.includes("--varied")) {
  try {
    await autocannon({ url, connections: 10, duration: 5 });
    console.log("Results pages, 10 connections, 15 s each, one server:");
    const cached = await measure("cached", { url });
    const varied = await measure("varied", {
      url: base,
      requests: [{ setupRequest: (request) => ({ ...request, path: nextSearch() }) }],
    });
    const ratio = (a, b) => (a && b ? `${(a / b).toFixed(1)}×` : "not measured");
    console.log(
      `  a new search costs ${ratio(varied.cpuMs, cached.cpuMs)} the CPU of a kept page; the kept page serves ${ratio(cached.perSecond, varied.perSecond)} as many pages a second`,
    );
    console.log("  goal: 120 varied pages/s; budget: 8 ms of Worker CPU a varied page");
  } finally {
    stop();
  }
  process.exit(0);
}

try {
  // Warm the Worker up before measuring.
  await autocannon({ url, connections: 10, duration: 5 });
  const result = await autocannon({
    url,
    connections: 50,
    duration: 20,
    headers: { "User-Agent": "Mozilla/5.0 bench" },
  });
  const { latency, requests, non2xx, errors } = result;
  console.log(`Results page, 50 connections, 20 s: ${url.replace(base, "")}`);
  // autocannon reports p90 and p97.5: p95 lies between them.
  console.log(
    `  latency p50 ${latency.p50} ms  p90 ${latency.p90} ms  p97.5 ${latency.p97_5} ms  p99 ${latency.p99} ms  max ${latency.max} ms`,
  );
  console.log(
    `  ${requests.average.toFixed(1)} requests/s on average, ${requests.total} in all, ${non2xx} not 2xx, ${errors} errors`,
  );
  console.log(`  budget: p95 <= 150 ms`);
} finally {
  stop();
}
