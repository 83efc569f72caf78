import { and, eq, lte } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { checkAuthHash } from "~/lib/api-auth.server";
import { sha256Hex } from "~/lib/digest";
import { apiIdempotencyKeys, apiReplays } from "./tables";

/** The partner a request names in X-Partner-Id; without the header, the default one keyed by API_AUTH_SALT. */
export const DEFAULT_PARTNER = "default";
export const PARTNER_HEADER = "X-Partner-Id";

const PartnerIdSchema = z.string().regex(/^[a-z0-9-]{2,40}$/);
/** API_PARTNERS: a secret holding {"partner-id": "its key", ...}; each key at least 32 characters. */
const PartnersSchema = z.record(PartnerIdSchema, z.string().min(32));

const parsedPartners = new Map<string, Record<string, string>>();

function partnerKeys(env: Pick<Env, "API_AUTH_SALT"> & { API_PARTNERS?: string }): Record<string, string> {
  const raw = env.API_PARTNERS ?? "";
  let keys = parsedPartners.get(raw);
  if (!keys) {
    let json: unknown;
    try {
      json = raw ? JSON.parse(raw) : {};
    } catch {
      json = null;
    }
    const parsed = PartnersSchema.safeParse(json);
    if (!parsed.success) console.warn("API_PARTNERS is not a JSON object of partner ids and keys: ignored");
    keys = parsed.success ? parsed.data : {};
    parsedPartners.set(raw, keys);
  }
  return { ...keys, [DEFAULT_PARTNER]: env.API_AUTH_SALT };
}

export type PartnerAuth = { ok: true; partnerId: string } | { ok: false; code: "bad_auth_hash" | "replayed" };

/**
 * Authenticates a booking API request (product rules §7's X-Auth-Hash, made safe): the partner's key signs the
 * method, path, query, body and time, and each signature is accepted once within its window, so a captured request
 * can be neither replayed nor pointed at another booking.
 */
export async function authenticatePartner(
  db: Database,
  env: Pick<Env, "API_AUTH_SALT"> & { API_PARTNERS?: string },
  request: Request,
  body: string,
  now: Date,
): Promise<PartnerAuth> {
  const named = request.headers.get(PARTNER_HEADER);
  const partnerId = named === null ? DEFAULT_PARTNER : named.trim().toLowerCase();
  const key = PartnerIdSchema.safeParse(partnerId).success ? partnerKeys(env)[partnerId] : undefined;
  if (!key) return { ok: false, code: "bad_auth_hash" };
  const check = await checkAuthHash(request, body, key, now);
  if (!check.ok) return { ok: false, code: "bad_auth_hash" };
  const [first] = await db
    .insert(apiReplays)
    .values({ hash: check.hash, expiresAt: check.expiresAt.toISOString() })
    .onConflictDoNothing()
    .returning({ hash: apiReplays.hash });
  return first ? { ok: true, partnerId } : { ok: false, code: "replayed" };
}

export type IdempotencyClaim = "new" | "repeat" | "conflict";

/**
 * Binds a partner's Idempotency-Key to the body it first came with: the same key and body again is a repeat (the
 * same booking answers); the same key with other parameters is a conflict, answered 422 and changing nothing.
 */
export async function claimIdempotencyKey(
  db: Database,
  input: { partnerId: string; key: string; bodyDigest: string },
  now: Date,
): Promise<IdempotencyClaim> {
  const [created] = await db
    .insert(apiIdempotencyKeys)
    .values({ ...input, createdAt: now.toISOString() })
    .onConflictDoNothing()
    .returning({ key: apiIdempotencyKeys.key });
  if (created) return "new";
  const [row] = await db
    .select({ bodyDigest: apiIdempotencyKeys.bodyDigest })
    .from(apiIdempotencyKeys)
    .where(and(eq(apiIdempotencyKeys.partnerId, input.partnerId), eq(apiIdempotencyKeys.key, input.key)));
  return row?.bodyDigest === input.bodyDigest ? "repeat" : "conflict";
}

/** Idempotency keys are kept a day, as payment APIs keep theirs; spent replay entries go at once. */
const IDEMPOTENCY_KEEP_MS = 86_400_000;

export async function purgePartnerRecords(db: Database, now: Date) {
  await db.batch([
    db.delete(apiReplays).where(lte(apiReplays.expiresAt, now.toISOString())),
    db
      .delete(apiIdempotencyKeys)
      .where(lte(apiIdempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_MS).toISOString())),
  ]);
}

/** An Idempotency-Key as partners may send it. */
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export type PartnerBooking = { ok: true; visitorId: string } | { ok: false; reason: "key_reused" };

/**
 * Who a partner's booking request books as: one booking per partner and Idempotency-Key, or without a key, per
 * identical body, so a retry finds the booking it made. A key reused with another body is refused.
 */
export async function partnerBookingIdentity(
  db: Database,
  input: { partnerId: string; key: string | null; body: string },
  now: Date,
): Promise<PartnerBooking> {
  const bodyDigest = await sha256Hex(input.body);
  if (input.key !== null) {
    const claim = await claimIdempotencyKey(db, { partnerId: input.partnerId, key: input.key, bodyDigest }, now);
    if (claim === "conflict") return { ok: false, reason: "key_reused" };
  }
  const source = input.key !== null ? `key:${input.key}` : `body:${bodyDigest}`;
  return { ok: true, visitorId: `api-${input.partnerId}-${(await sha256Hex(source)).slice(0, 24)}` };
}
