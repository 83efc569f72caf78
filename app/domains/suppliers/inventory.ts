import { DurableObject } from "cloudflare:workers";
import { z } from "zod";
import {
  type BucketAvailability,
  BucketKeySchema,
  type ConfirmResult,
  HoldIdSchema,
  type HoldInput,
  HoldInputSchema,
  type HoldResult,
  type HoldStatus,
  type Invalid,
  ExtendInputSchema,
  ResizeSchema,
} from "./inventory-schema";

/**
 * One object per inventory unit (a flight departure and cabin, a hotel property) serializes its holds and
 * sales: held plus sold never exceeds capacity. Every check-and-reserve is one synchronous storage
 * transaction with no await inside it. Holds expire by alarm; an expired hold stops counting at once,
 * whether or not its alarm has run yet.
 */
export class Inventory extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS buckets (key TEXT PRIMARY KEY, capacity INTEGER NOT NULL, sold INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE IF NOT EXISTS holds (id TEXT PRIMARY KEY, status TEXT NOT NULL, expires_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS hold_items (hold_id TEXT NOT NULL, key TEXT NOT NULL, quantity INTEGER NOT NULL, PRIMARY KEY (hold_id, key));
      CREATE INDEX IF NOT EXISTS holds_status_expiry ON holds (status, expires_at);
      CREATE TABLE IF NOT EXISTS registered (at INTEGER NOT NULL);
    `);
  }

  /** Reserves every item or none. Calling again with the same holdId answers the same hold. */
  async hold(input: HoldInput): Promise<HoldResult> {
    const parsed = HoldInputSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const { holdId, items, ttlMs } = parsed.data;
    const now = Date.now();
    const result = this.ctx.storage.transactionSync((): HoldResult => {
      const existing = this.holdRow(holdId);
      if (existing) {
        if (existing.status === "held" && existing.expires_at > now) {
          return { ok: true, holdId, expiresAt: existing.expires_at };
        }
        return { ok: false, reason: "already_closed", status: effectiveStatus(existing, now) };
      }
      for (const item of items) {
        this.sql.exec("INSERT OR IGNORE INTO buckets (key, capacity) VALUES (?, ?)", item.key, item.capacity);
        const available = this.availabilityOf(item.key, now).available;
        if (available < item.quantity) return { ok: false, reason: "sold_out", key: item.key, available };
      }
      const expiresAt = now + ttlMs;
      this.sql.exec(
        "INSERT INTO holds (id, status, expires_at, updated_at) VALUES (?, 'held', ?, ?)",
        holdId,
        expiresAt,
        now,
      );
      for (const item of items) {
        this.sql.exec(
          "INSERT INTO hold_items (hold_id, key, quantity) VALUES (?, ?, ?)",
          holdId,
          item.key,
          item.quantity,
        );
      }
      return { ok: true, holdId, expiresAt };
    });
    if (result.ok) {
      await this.scheduleAlarm();
      await this.register();
    }
    return result;
  }

  /**
   * Tells D1 that Tern holds or sells from this object (inventory_objects), once: results pages ask only such objects
   * what is left. A failed write is tried again at the next hold.
   */
  private async register(): Promise<void> {
    const name = this.ctx.id.name;
    if (!name || this.sql.exec("SELECT 1 FROM registered LIMIT 1").toArray().length > 0) return;
    await this.env.DB.prepare("INSERT OR IGNORE INTO inventory_objects (inventory_key, first_held_at) VALUES (?, ?)")
      .bind(name, new Date().toISOString())
      .run();
    this.sql.exec("INSERT INTO registered (at) VALUES (?)", Date.now());
  }

  /** Turns a live hold into a sale. Confirming a confirmed hold again sells nothing more. */
  async confirm(holdId: string): Promise<ConfirmResult> {
    const parsed = HoldIdSchema.safeParse(holdId);
    if (!parsed.success) return invalid(parsed.error);
    const id = parsed.data;
    const now = Date.now();
    return this.ctx.storage.transactionSync((): ConfirmResult => {
      const hold = this.holdRow(id);
      if (!hold) return { ok: false, reason: "not_found" };
      const status = effectiveStatus(hold, now);
      if (status === "confirmed") return { ok: true };
      if (status === "expired" || status === "released") {
        if (hold.status === "held") this.closeHold(id, "expired", now);
        return { ok: false, reason: status };
      }
      for (const item of this.itemsOf(id)) {
        this.sql.exec("UPDATE buckets SET sold = sold + ? WHERE key = ?", item.quantity, item.key);
      }
      this.closeHold(id, "confirmed", now);
      return { ok: true };
    });
  }

  /**
   * Keeps a live hold for at least `ttlMs` from now: a booking waiting for its payment (a bank transfer has
   * two days) keeps its seats. A hold never gets shorter; a closed or lapsed hold is answered, not revived.
   */
  async extend(holdId: string, ttlMs: number): Promise<HoldResult> {
    const parsed = ExtendInputSchema.safeParse({ holdId, ttlMs });
    if (!parsed.success) return invalid(parsed.error);
    const now = Date.now();
    const result = this.ctx.storage.transactionSync((): HoldResult => {
      const hold = this.holdRow(parsed.data.holdId);
      if (!hold) return { ok: false, reason: "already_closed", status: "released" };
      const status = effectiveStatus(hold, now);
      if (status !== "held") return { ok: false, reason: "already_closed", status };
      const expiresAt = Math.max(hold.expires_at, now + parsed.data.ttlMs);
      this.sql.exec("UPDATE holds SET expires_at = ?, updated_at = ? WHERE id = ?", expiresAt, now, parsed.data.holdId);
      return { ok: true, holdId: parsed.data.holdId, expiresAt };
    });
    return result;
  }

  /** Gives a live hold's units back. Releasing twice, or releasing a sale, changes nothing. */
  async release(holdId: string): Promise<{ status: HoldStatus | "not_found" } | Invalid> {
    return this.giveBack(holdId, { sales: false });
  }

  /**
   * Gives a sale's units back (a ticketed booking changed to other flights or seats), or releases the hold if it was
   * never sold. Returning twice changes nothing.
   */
  async returnSale(holdId: string): Promise<{ status: HoldStatus | "not_found" } | Invalid> {
    return this.giveBack(holdId, { sales: true });
  }

  private giveBack(holdId: string, options: { sales: boolean }): { status: HoldStatus | "not_found" } | Invalid {
    const parsed = HoldIdSchema.safeParse(holdId);
    if (!parsed.success) return invalid(parsed.error);
    const id = parsed.data;
    const now = Date.now();
    return this.ctx.storage.transactionSync(() => {
      const hold = this.holdRow(id);
      if (!hold) return { status: "not_found" as const };
      if (hold.status === "held") {
        this.closeHold(id, hold.expires_at > now ? "released" : "expired", now);
      } else if (hold.status === "confirmed" && options.sales) {
        for (const item of this.itemsOf(id)) {
          this.sql.exec("UPDATE buckets SET sold = MAX(0, sold - ?) WHERE key = ?", item.quantity, item.key);
        }
        this.closeHold(id, "returned", now);
      }
      return { status: effectiveStatus(this.holdRow(id) ?? hold, now) };
    });
  }

  async holdStatus(holdId: string): Promise<HoldStatus | "not_found"> {
    const parsed = HoldIdSchema.safeParse(holdId);
    const hold = parsed.success ? this.holdRow(parsed.data) : undefined;
    return hold ? effectiveStatus(hold, Date.now()) : "not_found";
  }

  async availability(keys: string[]): Promise<BucketAvailability[] | Invalid> {
    const parsed = z.array(BucketKeySchema).max(500).safeParse(keys);
    if (!parsed.success) return invalid(parsed.error);
    const now = Date.now();
    return parsed.data.map((key) => this.availabilityOf(key, now));
  }

  /**
   * Sets what buckets Tern has held from can sell (an owner opened or closed rooms on a night): what is held and sold
   * stays, and a bucket never held is left to be made at its first hold. Answers the buckets it changed.
   */
  async resize(items: Array<{ key: string; capacity: number }>): Promise<number | Invalid> {
    const parsed = ResizeSchema.safeParse(items);
    if (!parsed.success) return invalid(parsed.error);
    return this.ctx.storage.transactionSync(() => {
      let changed = 0;
      for (const item of parsed.data) {
        changed += this.sql.exec("UPDATE buckets SET capacity = ? WHERE key = ?", item.capacity, item.key).rowsWritten;
      }
      return changed;
    });
  }

  /** Expires the holds whose time has passed, then waits for the next one. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    this.ctx.storage.transactionSync(() => {
      this.sql.exec(
        "UPDATE holds SET status = 'expired', updated_at = ? WHERE status = 'held' AND expires_at <= ?",
        now,
        now,
      );
    });
    await this.scheduleAlarm();
  }

  private async scheduleAlarm(): Promise<void> {
    const next = this.sql
      .exec<{ next: number | null }>("SELECT MIN(expires_at) AS next FROM holds WHERE status = 'held'")
      .one().next;
    if (next === null) return;
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > next) await this.ctx.storage.setAlarm(next);
  }

  private availabilityOf(key: string, now: number): BucketAvailability {
    const bucket = this.sql
      .exec<{ capacity: number; sold: number }>("SELECT capacity, sold FROM buckets WHERE key = ?", key)
      .toArray()[0];
    const held = this.sql
      .exec<{ held: number }>(
        `SELECT COALESCE(SUM(i.quantity), 0) AS held FROM hold_items i JOIN holds h ON h.id = i.hold_id
         WHERE i.key = ? AND h.status = 'held' AND h.expires_at > ?`,
        key,
        now,
      )
      .one().held;
    const capacity = bucket?.capacity ?? 0;
    const sold = bucket?.sold ?? 0;
    return { key, capacity, held, sold, available: Math.max(0, capacity - held - sold) };
  }

  private holdRow(id: string) {
    return this.sql
      .exec<{ status: HoldStatus; expires_at: number }>("SELECT status, expires_at FROM holds WHERE id = ?", id)
      .toArray()[0];
  }

  private itemsOf(id: string) {
    return this.sql
      .exec<{ key: string; quantity: number }>("SELECT key, quantity FROM hold_items WHERE hold_id = ?", id)
      .toArray();
  }

  private closeHold(id: string, status: Exclude<HoldStatus, "held">, now: number) {
    this.sql.exec("UPDATE holds SET status = ?, updated_at = ? WHERE id = ?", status, now, id);
  }
}

function invalid(error: z.ZodError): Invalid {
  return { ok: false, reason: "invalid", message: z.prettifyError(error) };
}

function effectiveStatus(hold: { status: HoldStatus; expires_at: number }, now: number): HoldStatus {
  return hold.status === "held" && hold.expires_at <= now ? "expired" : hold.status;
}
