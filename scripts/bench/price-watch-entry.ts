// Bundled by scripts/bench-search.mjs ("price-watch"): the Worker CPU of one price-watch cron run over 1,000
// watches on 25 trips (decision 014). D1 runs its SQL outside the Worker, so the database here answers from memory: what is
// measured is the Worker's own work (building the queries, reading 1,000 rows, 25 sandbox searches, the updates).
import { getTableColumns } from "drizzle-orm";
import { drizzle } from "drizzle-orm/sqlite-proxy";
import type { Database } from "~/db/client.server";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import { checkPriceWatches } from "~/domains/subscriptions/price-watch.server";
import { subscriptions } from "~/domains/subscriptions/tables";
import { addDays } from "~/lib/time";
import { measureAsync, report, type Sample } from "./measure";

const WATCHES = 1000;
const TRIPS = 25;

export async function main(runs: number) {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const at = now.toISOString();
  const trips = Array.from(
    { length: TRIPS },
    (_, i) => `trip=oneway&from=LOS&to=ABV&depart=${addDays(today, 30 + i)}&adults=1&cabin=economy`,
  );
  const columns = Object.keys(getTableColumns(subscriptions));
  const rows = Array.from({ length: WATCHES }, (_, i) => {
    const row: Record<string, unknown> = {
      id: `bulk${String(i).padStart(12, "0")}`,
      kind: "price_watch",
      email: `bulk-${i}@example.com`,
      topic: `NGN ${trips[i % TRIPS]}`,
      locale: "en-US",
      status: "confirmed",
      // The price seen is below any fare: no alert, the usual run.
      detailsJson: JSON.stringify({
        search: trips[i % TRIPS],
        seen: { amount: 1, currency: "NGN" },
        departs: addDays(today, 60),
      }),
      source: "/bench",
      consentAt: at,
      createdAt: at,
      updatedAt: at,
    };
    return columns.map((name) => row[name] ?? null);
  });
  let statements = 0;
  const db = drizzle(
    async (sql, _params, method) => {
      statements += 1;
      return { rows: method === "all" && sql.startsWith("select") ? rows : [] };
    },
    async (batch) => batch.map(() => ({ rows: [] })),
  ) as unknown as Database;
  const deps = { db, now, jobs: { send: async () => {} }, flights: new SandboxFlightSupplier("bench-secret") };

  await checkPriceWatches(deps); // warm the JIT and the network index
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i += 1) {
    statements = 0;
    samples.push(await measureAsync(async () => (await checkPriceWatches(deps)).searched));
  }
  report(`price-watch cron, ${WATCHES} watches`, samples);
  console.log(`  each run: ${TRIPS} searches, ${statements} statements sent to D1`);
}
