// npm run chaos:payments: kills the server (SIGKILL, the whole process group) at random moments while travellers
// pay, starts it again on the same state, and after the cron's sweep reports every booking's final state against
// the sandbox gateway's own records. The goal: 0 charged but unfulfilled, 0 charged twice, and nobody charged without a
// ticket for more than two minutes, with the deployed settings (wrangler.toml: the cron every minute, the sweep's
// thresholds as they are). Exits non-zero otherwise. A report, not a test.
//
// CHAOS_PAYMENTS (24), CHAOS_CRASHES (4), CHAOS_SEED, CHAOS_PORT (8798); TERN_SKIP_BUILD=1 reuses build/.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { applyMigrationsAndSeed, bin, env, root, run } from "./lib.mjs";

const PORT = Number(process.env.CHAOS_PORT ?? 8798);
const PAYMENTS = Number(process.env.CHAOS_PAYMENTS ?? 24);
const CRASHES = Number(process.env.CHAOS_CRASHES ?? 4);
const STATE = ".wrangler/chaos-state";
const BASE = `http://localhost:${PORT}`;
const SALT = /^API_AUTH_SALT = "([^"]+)"/m.exec(readFileSync(path.join(root, "wrangler.toml"), "utf8"))?.[1] ?? "";

// A small seeded generator, so a run can be repeated (CHAOS_SEED).
let seed = Number(process.env.CHAOS_SEED ?? Date.now() % 100_000);
const firstSeed = seed;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const hex = (algorithm, text) => createHash(algorithm).update(text).digest("hex");
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

rmSync(path.join(root, STATE), { recursive: true, force: true });
process.env.TERN_STATE_DIR = STATE;
if (!process.env.TERN_SKIP_BUILD) run(bin("react-router"), ["build"]);
await applyMigrationsAndSeed();

let server = null;
let crashes = 0;

async function start() {
  server = spawn(bin("node"), [path.join(root, "scripts", "serve-build.mjs")], {
    cwd: root,
    // Its own process group: SIGKILL reaches workerd too, as a machine losing power would.
    detached: true,
    stdio: ["ignore", "ignore", "ignore"],
    env: { ...env, PORT: String(PORT), TERN_STATE_DIR: STATE, DEV_TOOLS: "1" },
  });
  for (const end = Date.now() + 60_000; Date.now() < end;) {
    try {
      if ((await fetch(`${BASE}/robots.txt`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error("the server did not start");
}

function kill() {
  if (!server) return;
  try {
    process.kill(-server.pid, "SIGKILL");
  } catch {
    // already gone
  }
  server = null;
}

/** A request as a traveller's phone makes it: tried again while the server is down, for up to a minute. */
async function call(url, init = {}) {
  for (const end = Date.now() + 60_000; ;) {
    try {
      const response = await fetch(`${BASE}${url}`, {
        ...init,
        redirect: "manual",
        signal: AbortSignal.timeout(15_000),
      });
      if (response.status < 500) return response;
    } catch {
      // connection refused or reset: the server is down
    }
    if (Date.now() > end) throw new Error(`${init.method ?? "GET"} ${url} never answered`);
    await sleep(300 + random() * 700);
  }
}

/** The booking API (README): X-Auth-Hash over segment, TimeStamp and key, then method, path and body digest. */
async function book(i) {
  const to = ["ABV", "PHC", "KAN", "ACC", "NBO", "LHR"][i % 6];
  const offers = await (
    await call(`/api/flights/search?trip=oneway&from=LOS&to=${to}&depart=${day(20 + (i % 9))}&adults=1&cabin=economy`)
  ).json();
  const offer = offers.offers?.[i % Math.max(1, Math.min(5, offers.offers.length))];
  if (!offer) throw new Error(`no offer to ${to}`);
  const method = i % 3 === 2 ? "bank_transfer" : "card";
  const body = JSON.stringify({
    offerId: offer.id,
    familyCode: offer.families[0].code,
    contact: { email: `chaos-${i}@example.com`, phone: "+2348012345678" },
    travellers: [
      {
        title: "MS",
        firstName: "Ngozi",
        lastName: `Chaos${"abcdefghijklmnopqrstuvwxyz"[i % 26]}`,
        dateOfBirth: "1990-02-03",
        nationality: "NG",
        gender: "female",
        passportNumber: `A${String(1_000_000 + i)}`,
        passportAuthority: "NG",
        passportIssuedOn: "2024-01-10",
        passportExpiresOn: "2033-01-09",
      },
    ],
    billing: { nameOnCard: "Ngozi Chaos", address: "3 Allen Avenue", zipCode: "100001", city: "Ikeja", country: "NG" },
    paymentMethod: method,
  });
  const target = "/api/booking/Booking/Booking";
  for (;;) {
    const timestamp = new Date().toISOString();
    const hash = hex("sha512", `Booking${timestamp}${SALT}\nPOST\n${target}\n${hex("sha256", body)}`);
    const response = await call(target, {
      method: "POST",
      body,
      headers: {
        "Content-Type": "application/json",
        TimeStamp: timestamp,
        "X-Auth-Hash": hash,
        "Idempotency-Key": `chaos-${firstSeed}-${i}`,
      },
    });
    if (response.status === 201) return { i, method, ...(await response.json()) };
    // A replayed signature (the first try reached the server just before it died): sign again.
    if (response.status !== 401) throw new Error(`booking ${i}: ${response.status} ${await response.text()}`);
  }
}

/** Pays on the sandbox gateway's hosted page, as the traveller would: the card form, or the transfer arriving. */
async function pay(booking) {
  const sessionId =
    booking.method === "card" ? booking.payment.url.split("/").pop() : await sessionOfTransfer(booking.bookingId);
  const form =
    booking.method === "card"
      ? { cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", cardholder: "Ngozi Chaos" }
      : { intent: "receive" };
  await sleep(random() * 1500);
  await call(`/pay/${sessionId}`, { method: "POST", body: new URLSearchParams(form) });
  // Paying twice (a double tap, a retry after the crash) must not charge twice.
  if (random() < 0.3) await call(`/pay/${sessionId}`, { method: "POST", body: new URLSearchParams(form) });
}

function database() {
  const dir = path.join(root, STATE, "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  return new DatabaseSync(path.join(dir, file), { readOnly: true });
}

async function sessionOfTransfer(bookingId) {
  const db = database();
  try {
    return db
      .prepare("SELECT gateway_ref AS ref FROM payments WHERE booking_id = ? ORDER BY attempt DESC")
      .get(bookingId)?.ref;
  } finally {
    db.close();
  }
}

/** Every chaos booking with what the gateway took for it, net of refunds. */
function finalStates() {
  const db = database();
  try {
    return db
      .prepare(
        `SELECT b.id, b.status,
           (SELECT COUNT(*) FROM gateway_sessions g WHERE g.merchant_key LIKE b.id || '-p%' AND g.status = 'succeeded') AS charged,
           (SELECT COUNT(*) FROM gateway_sessions g WHERE g.merchant_key LIKE b.id || '-p%' AND g.status = 'refunded') AS refunded,
           (SELECT COUNT(*) FROM booking_tickets t WHERE t.booking_id = b.id) AS tickets,
           (SELECT MIN(g.updated_at) FROM gateway_sessions g WHERE g.merchant_key LIKE b.id || '-p%' AND g.status = 'succeeded') AS charged_at,
           (SELECT MIN(t.issued_at) FROM booking_tickets t WHERE t.booking_id = b.id) AS ticketed_at
         FROM bookings b WHERE b.visitor_id LIKE 'api-default-%' ORDER BY b.created_at`,
      )
      .all();
  } finally {
    db.close();
  }
}

await start();
const started = Date.now();
const flows = Array.from({ length: PAYMENTS }, async (_, i) => {
  await sleep(i * 250 + random() * 500);
  const booking = await book(i);
  await pay(booking);
  return booking;
});
// The crashes fall while bookings are made and paid: spread over the first seconds of the run.
const chaos = (async () => {
  for (let n = 0; n < CRASHES; n++) {
    await sleep(800 + (random() * (PAYMENTS * 250)) / CRASHES);
    kill();
    crashes += 1;
    await sleep(300 + random() * 1200);
    await start();
  }
})();
const results = await Promise.allSettled(flows);
await chaos;
const failedFlows = results.filter((r) => r.status === "rejected");
for (const failure of failedFlows) console.error(failure.reason);

// What the queues alone finish once the crashes stop (a few seconds), then the cron, as wrangler.toml schedules it
// in production (every minute; npm start does the same): expiry, then the sweep, after which the queues finish.
await sleep(5000);
const before = finalStates();
let rounds = 0;
const busy = (states) =>
  states.some((b) => ["paid", "confirmed"].includes(b.status) || (b.status === "pending_payment" && b.charged > 0));
for (const end = Date.now() + 240_000; Date.now() < end && busy(finalStates()); rounds++) {
  await sleep(60_000);
  await call("/cdn-cgi/local/scheduled");
  await sleep(3000);
}
const after = finalStates();
const endedAt = new Date().toISOString();
kill();

/** How long each charged traveller waited for a ticket (until now for one still without), in seconds. */
const waits = after
  .filter((b) => b.charged > 0)
  .map((b) => ({ id: b.id, seconds: (Date.parse(b.ticketed_at ?? endedAt) - Date.parse(b.charged_at)) / 1000 }));
const longest = waits.reduce((max, w) => (w.seconds > max.seconds ? w : max), { id: "-", seconds: 0 });
const LONGEST_ALLOWED_SECONDS = 120;

const count = (states, test) => states.filter(test).length;
const unfulfilled = (b) => b.charged > 0 && b.status !== "ticketed";
const twice = (b) => b.charged > 1;
const summary = (states) => ({
  bookings: states.length,
  ticketed: count(states, (b) => b.status === "ticketed"),
  "paid, awaiting tickets": count(states, (b) => ["paid", "confirmed"].includes(b.status)),
  "not completed (refunded)": count(states, (b) => b.status === "not_completed"),
  "unpaid (pending)": count(states, (b) => b.status === "pending_payment" && b.charged === 0),
  "charged but unfulfilled": count(states, unfulfilled),
  "charged twice": count(states, twice),
  "ticketed without a charge": count(states, (b) => b.status === "ticketed" && b.charged === 0),
  "refunds at the gateway": states.reduce((n, b) => n + b.refunded, 0),
});
console.log(
  `\nchaos:payments — seed ${firstSeed}, ${PAYMENTS} payments, ${crashes} crashes (SIGKILL), ${Math.round((Date.now() - started) / 1000)} s`,
);
console.log(`flows that gave up: ${failedFlows.length}; sweep rounds: ${rounds}`);
console.table({ "before the sweep": summary(before), "after the sweep": summary(after) });
console.log(
  `longest time charged without a ticket: ${Math.round(longest.seconds)} s (booking ${longest.id}; at most ${LONGEST_ALLOWED_SECONDS} s)`,
);
const bad = after.filter((b) => unfulfilled(b) || twice(b) || (b.status === "ticketed" && b.charged === 0));
for (const b of bad) console.log(`  ${b.id}: ${b.status}, ${b.charged} charge(s), ${b.tickets} ticket(s)`);
const tooLong = longest.seconds > LONGEST_ALLOWED_SECONDS;
process.exit(bad.length > 0 || tooLong || failedFlows.length > 0 || crashes < CRASHES ? 1 : 0);
