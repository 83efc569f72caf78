// npm run profile:search: a CPU profile of the Worker while it renders flight results pages that are each a new
// search (the page cache cannot answer), taken over Chrome DevTools' protocol from workerd's inspector. Prints the
// functions that took the most CPU, by their own time and with what they call, per page. A report, not a test.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import WebSocket from "ws";
import { root } from "./lib.mjs";
import { travellerSearch } from "./search-mix.mjs";

const PAGES = Number(process.env.PROFILE_PAGES ?? 150);
const port = 8796;
const inspector = 9239;
const child = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    TERN_STATE_DIR: ".wrangler/profile-state",
    TERN_INSPECTOR_PORT: String(inspector),
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://localhost:${port}`;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) break;
    } catch {
      if (i > 480) throw new Error("the server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const targets = await (await fetch(`http://127.0.0.1:${inspector}/json`)).json();
  const target = targets.find((t) => /core:user/.test(t.title)) ?? targets[0];
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve) => socket.once("open", resolve));
  let next = 0;
  const pending = new Map();
  socket.on("message", (raw) => {
    const message = JSON.parse(String(raw));
    pending.get(message.id)?.(message.result);
    pending.delete(message.id);
  });
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      next += 1;
      pending.set(next, resolve);
      socket.send(JSON.stringify({ id: next, method, params }));
    });
  // The searches travellers ask (scripts/search-mix.mjs), the same mix `bench:search-http -- --varied` draws.
  const today = process.env.TEST_TODAY || new Date().toISOString().slice(0, 10);
  const page = (i) => `${base}${travellerSearch(i, today)}`;
  // Warmed up on searches of their own, so every profiled page is a new search.
  for (let i = 0; i < 20; i++) await fetch(page(10_000 + i));
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 100 });
  await send("Profiler.start");
  for (let i = 0; i < PAGES; i++) await fetch(page(i));
  const { profile } = await send("Profiler.stop");
  socket.close();

  // The sandbox supplier's search stands in for a real supplier's, whose answer is an HTTP wait, not the Worker's CPU:
  // its share is printed apart so that it does not hide the page's own. Its methods are found by their lines in the
  // build the server runs (the file and line the profile names).
  const supplierFrames = new Set();
  const assets = path.join(root, "build", "server", "assets");
  for (const file of readdirSync(assets).filter((f) => f.endsWith(".js"))) {
    const lines = readFileSync(path.join(assets, file), "utf8").split("\n");
    const start = lines.findIndex((line) =>
      /^var SandboxFlightSupplier = class|^class SandboxFlightSupplier/.test(line),
    );
    if (start < 0) continue;
    for (const method of [/^\s+async search\(/, /^\s+async cheapestFare\(/]) {
      const at = lines.findIndex((line, i) => i > start && method.test(line));
      if (at >= 0) supplierFrames.add(`${file}:${at + 1}`);
    }
  }
  let supplier = 0;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
  const own = new Map();
  const within = new Map();
  let total = 0;
  profile.samples.forEach((sample, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    const node = nodes.get(sample);
    if (node.callFrame.functionName === "(idle)" || node.callFrame.functionName === "(program)") return;
    total += micros;
    const name = (n) =>
      `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber + 1}`;
    own.set(name(node), (own.get(name(node)) ?? 0) + micros);
    const seen = new Set();
    let inSupplier = false;
    for (let at = sample; at; at = parents.get(at)) {
      const n = nodes.get(at);
      inSupplier ||= supplierFrames.has(`${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber + 1}`);
      if (!n.callFrame.functionName || seen.has(n.callFrame.functionName)) continue;
      seen.add(n.callFrame.functionName);
      within.set(n.callFrame.functionName, (within.get(n.callFrame.functionName) ?? 0) + micros);
    }
    if (inSupplier) supplier += micros;
  });
  const perPage = (micros) => `${(micros / 1000 / PAGES).toFixed(2)} ms`;
  console.log(`Worker CPU while busy: ${perPage(total)} a page over ${PAGES} new searches`);
  if (supplierFrames.size === 0) console.log("  (the sandbox supplier's methods were not found in the build)");
  else
    console.log(
      `  the page's own: ${perPage(total - supplier)}; the sandbox supplier's search and calendar days: ${perPage(supplier)}`,
    );
  console.log("Own time, a page:");
  for (const [name, micros] of [...own].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${perPage(micros).padStart(9)}  ${name}`);
  console.log("With what they call, a page:");
  for (const [name, micros] of [...within].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_TOP ?? 30)))
    console.log(`  ${perPage(micros).padStart(9)}  ${name}`);
} finally {
  child.kill("SIGTERM");
}
