import { env } from "cloudflare:test";
import { afterEach, describe, expect, test, vi } from "vitest";
import { sendBookingEmail } from "~/domains/bookings/emails.server";
import { submitPayment } from "~/domains/bookings/payment.server";
import { processTicketing } from "~/domains/bookings/ticketing.server";
import { receivePaymentWebhook } from "~/domains/checkout/webhooks.server";
import { billing, bookingReady, harness, outboxEmailDeps, SECRET, startDaysAt } from "../support/checkout";

// What one flight booking costs D1 (docs/capacity.md): every statement the saga sends, by phase and verb, with the
// rows D1 says it read and wrote. A measurement, printed for the capacity note, with a ceiling that fails the test
// when a change makes a booking much dearer.
startDaysAt(720);

interface Tally {
  statements: number;
  byVerb: Record<string, number>;
  rowsRead: number;
  rowsWritten: number;
}
const empty = (): Tally => ({ statements: 0, byVerb: {}, rowsRead: 0, rowsWritten: 0 });
let tally = empty();

type Meta = { meta?: { rows_read?: number; rows_written?: number } };
const count = (sql: string) => {
  const verb = (/^\s*(\w+)/.exec(sql)?.[1] ?? "other").toLowerCase();
  tally.statements += 1;
  tally.byVerb[verb] = (tally.byVerb[verb] ?? 0) + 1;
};
const add = (result: unknown) => {
  const meta = (result as Meta | null)?.meta;
  tally.rowsRead += meta?.rows_read ?? 0;
  tally.rowsWritten += meta?.rows_written ?? 0;
};

/** Counts every statement on env.DB: prepared ones as they run, a batch's each; rows from D1's own meta. */
function instrument() {
  const prepare = env.DB.prepare.bind(env.DB);
  vi.spyOn(env.DB, "prepare").mockImplementation((sql: string) => {
    const wrap = (stmt: D1PreparedStatement): D1PreparedStatement =>
      new Proxy(stmt, {
        get(target, key) {
          if (key === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
          if (key === "all" || key === "run" || key === "first") {
            return async (...args: unknown[]) => {
              count(sql);
              const result = await (target[key] as (...a: unknown[]) => Promise<unknown>).apply(target, args);
              if (key !== "first") add(result);
              return result;
            };
          }
          if (key === "raw") {
            return async (...args: unknown[]) => {
              count(sql);
              // raw() answers no meta: a select is read again with all() for its rows read (reads change nothing).
              if (/^\s*select/i.test(sql)) add(await target.all());
              return (target.raw as (...a: unknown[]) => Promise<unknown>).apply(target, args);
            };
          }
          const value = Reflect.get(target, key, target) as unknown;
          return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
    return wrap(prepare(sql));
  });
  const batch = env.DB.batch.bind(env.DB);
  vi.spyOn(env.DB, "batch").mockImplementation(async (statements: D1PreparedStatement[]) => {
    const results = await batch(statements);
    for (const result of results) {
      tally.statements += 1;
      tally.byVerb.batched = (tally.byVerb.batched ?? 0) + 1;
      add(result);
    }
    return results;
  });
}

afterEach(() => vi.restoreAllMocks());

describe("what one flight booking costs D1", () => {
  test("from the fare chosen to the e-ticket e-mailed, by phase", async () => {
    const h = harness();
    instrument();
    const phases: Record<string, Tally> = {};
    const phase = async <T>(name: string, run: () => Promise<T>) => {
      tally = empty();
      const result = await run();
      phases[name] = tally;
      return result;
    };
    const booking = await phase("start and travellers", () =>
      bookingReady(h, `capacity-${crypto.randomUUID().slice(0, 8)}`),
    );
    const paid = await phase("payment started", () =>
      submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" }),
    );
    await phase("card paid at the gateway", () =>
      h.gateway().payByCard((paid as { url: string }).url.split("/").pop() ?? "", "4242424242424242"),
    );
    await phase("webhook", async () => {
      for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    });
    await phase("ticketing", () => processTicketing(h.deps(), booking.id));
    await phase("e-mails", async () => {
      const deps = outboxEmailDeps();
      for (const job of h.emails.splice(0)) await sendBookingEmail(deps, job);
    });
    const total = Object.values(phases).reduce(
      (sum, t) => ({
        statements: sum.statements + t.statements,
        rowsRead: sum.rowsRead + t.rowsRead,
        rowsWritten: sum.rowsWritten + t.rowsWritten,
      }),
      { statements: 0, rowsRead: 0, rowsWritten: 0 },
    );
    for (const [name, t] of Object.entries(phases)) {
      console.log(
        `capacity: ${name.padEnd(26)} ${String(t.statements).padStart(4)} statements ${JSON.stringify(t.byVerb)}, rows read ${t.rowsRead}, written ${t.rowsWritten}`,
      );
    }
    // What the booking keeps: its row (with the offer as JSON, the largest part) and every row naming it.
    const kept = await env.DB.prepare(
      `SELECT (SELECT SUM(length(offer_json) + length(search) + 200) FROM bookings WHERE id = ?1)
            + (SELECT COALESCE(SUM(length(billing_json) + 200), 0) FROM payments WHERE booking_id = ?1) AS bytes`,
    )
      .bind(booking.id)
      .first<{ bytes: number }>();
    console.log(
      `capacity: one flight booking, ${total.statements} statements, rows read ${total.rowsRead}, written ${total.rowsWritten}; its booking and payment rows about ${kept?.bytes ?? 0} bytes`,
    );
    expect(total.statements).toBeGreaterThan(20);
    // The ceiling docs/capacity.md's figures rest on: a change that makes a booking much dearer fails here first.
    expect(total.statements).toBeLessThan(250);
  });
});
