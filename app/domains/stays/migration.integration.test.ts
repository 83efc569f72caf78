import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { PRODUCT_FACTS } from "~/domains/orders/supplier-products.server";
import { getContact, getOrder, getParty } from "~/domains/supplier-orders/orders.server";
import createStays from "../../../migrations/0011_create_stays.sql?raw";
import addCancellation from "../../../migrations/0012_add_stay_cancellation_and_partial_refunds.sql?raw";
import moveStays from "../../../migrations/0041_move_stays_into_supplier_orders.sql?raw";
import { db } from "../../../tests/support/checkout";
import type { Stay } from "./types";
import { SAVANNAH_QUOTE, SAVANNAH_REQUEST } from "../../../tests/support/stays";

// Migration 0041 in workerd's D1: a stay written by the old tables (made again here as 0011 and 0012 made them) comes
// out of the move as a supplier order its product reads, with its guests, and every row naming its kind renamed.

const statements = (sql: string) =>
  sql
    .split("--> statement-breakpoint")
    .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);

const ID = "mvstay0000000001";
const TWO_ROOMS = [
  { adults: 2, childAges: [] },
  { adults: 1, childAges: [6] },
];
// A quote written before rooms had kinds has none: the move gives it null.
const QUOTE: Omit<typeof SAVANNAH_QUOTE, "roomKind"> & { roomKind?: unknown } = { ...SAVANNAH_QUOTE };
delete QUOTE.roomKind;

describe("migration 0041: stays move into the supplier order", () => {
  test("a paid stay of two rooms keeps its request, quote, guests, payment, cart line, plan, points and events", async () => {
    // The old tables again (the migrations already ran and dropped them), with one stay in them.
    for (const sql of statements(createStays).filter((s) => !s.includes("stay_events")))
      await env.DB.prepare(sql).run();
    for (const sql of statements(addCancellation).filter((s) => s.includes("`stays`"))) await env.DB.prepare(sql).run();
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO stays (id, reference, visitor_id, member_id, status, locale, currency, country, property_id, room_code,
          plan_code, check_in, check_out, rooms_json, quote_json, total, search, hold_id, hold_expires_at, confirmation,
          confirmed_at, outcome, created_at, updated_at)
         VALUES (?, 'MVSTAY2345', 'v-move', NULL, 'paid', 'fr-FR', 'NGN', 'NG', 'LOS-001', 'STD', 'ROOM_ONLY_FLEX',
          '2027-03-27', '2027-03-30', ?, ?, 500000, 'where=Lagos&room=2', ?, '2027-03-01T00:20:00.000Z', NULL, NULL,
          'rooms_lost', '2027-03-01T00:00:00.000Z', '2027-03-01T00:05:00.000Z')`,
      ).bind(ID, JSON.stringify(TWO_ROOMS), JSON.stringify(QUOTE), `${ID}-rooms`),
      env.DB.prepare(
        `INSERT INTO stay_guests VALUES (?, 0, 'MRS', 'Ngozi', 'Okafor', 'Ngozi@Example.com', '+2348012345678', 'Late arrival'),
          (?, 1, 'MR', 'Chidi', 'Okafor', NULL, NULL, NULL)`,
      ).bind(ID, ID),
      env.DB.prepare(
        `INSERT INTO cart_items (visitor_id, kind, item_id, added_at) VALUES ('v-move', 'stay', ?, '2027-03-01T00:00:00.000Z')`,
      ).bind(ID),
      env.DB.prepare(
        `INSERT INTO payments (id, booking_id, payable_kind, payable_id, attempt, method, status, amount, currency,
          billing_json, expires_at, created_at, updated_at)
         VALUES ('mv-pay', ?, 'stay', ?, 1, 'card', 'succeeded', 100000, 'NGN', '{}', '2027-03-02T00:00:00.000Z',
          '2027-03-01T00:00:00.000Z', '2027-03-01T00:00:00.000Z')`,
      ).bind(ID, ID),
      env.DB.prepare(
        `INSERT INTO instalment_plans (id, order_kind, order_id, product, currency, total, booked_on, travel_on, status,
          email, locale, reference, title, manage_path, created_at, updated_at)
         VALUES ('mv-plan', 'stay', ?, 'stays', 'NGN', 500000, '2027-03-01', '2027-03-27', 'active', 'ngozi@example.com',
          'fr-FR', 'MVSTAY2345', 'Savannah Hotel, Lagos', ?, '2027-03-01T00:00:00.000Z', '2027-03-01T00:00:00.000Z')`,
      ).bind(ID, `/stay/${ID}/summary`),
      env.DB.prepare(
        `INSERT INTO points_entries (id, account_id, kind, points, order_id, payable_kind, available_on, created_at)
         VALUES ('redeem:mv', 'mv-account', 'redeem', -100, ?, 'stay', '2027-03-01', '2027-03-01T00:00:00.000Z')`,
      ).bind(ID),
      env.DB.prepare(
        `INSERT INTO status_events (machine, subject_id, from_status, to_status, reason, at)
         VALUES ('stay', ?, 'pending_payment', 'paid', 'payment p1 succeeded', '2027-03-01T00:05:00.000Z')`,
      ).bind(ID),
    ]);

    for (const sql of statements(moveStays).filter((s) => !s.startsWith("ALTER TABLE")))
      await env.DB.prepare(sql).run();

    const stay = (await getOrder(db, PRODUCT_FACTS, ID)) as Stay;
    expect(stay).toMatchObject({
      kind: "stay",
      reference: "MVSTAY2345",
      status: "paid",
      locale: "fr-FR",
      startsOn: "2027-03-27",
      search: "/hotel/LOS-001?where=Lagos&room=2",
      inventoryUnit: "hotel:LOS-001",
      holdId: `${ID}-rooms`,
      outcome: "capacity_lost",
      total: { amount: 500_000, currency: "NGN" },
      request: { ...SAVANNAH_REQUEST, rooms: TWO_ROOMS },
    });
    expect(stay.quote).toEqual({ ...QUOTE, roomKind: null });
    expect(await getContact(db, ID)).toEqual({
      title: "MRS",
      firstName: "Ngozi",
      lastName: "Okafor",
      email: "ngozi@example.com",
      phone: "+2348012345678",
    });
    expect(await getParty(db, ID)).toEqual({
      others: [{ title: "MR", firstName: "Chidi", lastName: "Okafor" }],
      requests: "Late arrival",
    });
    const renamed = await env.DB.batch([
      env.DB.prepare("SELECT kind FROM cart_items WHERE item_id = ?").bind(ID),
      env.DB.prepare("SELECT machine FROM status_events WHERE subject_id = ?").bind(ID),
      env.DB.prepare("SELECT payable_kind FROM payments WHERE payable_id = ?").bind(ID),
      env.DB.prepare("SELECT order_kind, manage_path FROM instalment_plans WHERE order_id = ?").bind(ID),
      env.DB.prepare("SELECT payable_kind FROM points_entries WHERE order_id = ?").bind(ID),
      env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('stays', 'stay_guests')"),
    ]);
    expect(renamed.map((r) => r.results)).toEqual([
      [{ kind: "supplier_order" }],
      [{ machine: "supplier_order" }],
      [{ payable_kind: "supplier_order" }],
      [{ order_kind: "supplier_order", manage_path: `/order/${ID}/summary` }],
      [{ payable_kind: "supplier_order" }],
      [],
    ]);
    // The ledger is append-only again after the move.
    await expect(env.DB.prepare("UPDATE points_entries SET points = 0 WHERE id = 'redeem:mv'").run()).rejects.toThrow(
      "append-only",
    );
  });
});
