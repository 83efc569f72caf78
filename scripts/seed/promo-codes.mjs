// Sandbox promo codes (docs/sandbox.md): one valid, one expired. Idempotent upserts.
import { sqlString } from "./sql.mjs";

export const PROMO_CODES = [
  { code: "TERN10", kind: "percent", value: 10, currency: null, validFrom: "2026-01-01", validUntil: "2099-12-31" },
  {
    code: "HARMATTAN25",
    kind: "percent",
    value: 25,
    currency: null,
    validFrom: "2025-12-01",
    validUntil: "2026-02-28",
  },
];

export default function promoCodesSeed() {
  return PROMO_CODES.map(
    (p) =>
      `INSERT INTO promo_codes (code, kind, value, currency, valid_from, valid_until) VALUES (${[
        sqlString(p.code),
        sqlString(p.kind),
        String(p.value),
        p.currency === null ? "NULL" : sqlString(p.currency),
        sqlString(p.validFrom),
        sqlString(p.validUntil),
      ].join(
        ", ",
      )}) ON CONFLICT (code) DO UPDATE SET kind = excluded.kind, value = excluded.value, currency = excluded.currency, valid_from = excluded.valid_from, valid_until = excluded.valid_until;`,
  ).join("\n");
}
