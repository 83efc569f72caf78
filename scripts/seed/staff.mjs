// Sandbox desk accounts (docs/sandbox.md, "The desk"): one per role, and a second refunds officer for the four-eyes
// approvals. Each signs in with SANDBOX_STAFF_PASSWORD and a TOTP code from its secret (or a recovery code). The
// password's hash has the format of app/domains/accounts/passwords.server.ts; recovery codes are kept as the SHA-256 of
// their letters and digits (app/domains/staff/sign-in.server.ts). Inserted once: a later run keeps what changed.
import { createHash, randomBytes, scryptSync } from "node:crypto";
import { sqlString } from "./sql.mjs";

export const SANDBOX_STAFF_PASSWORD = "desk-sandbox-2026";

export const STAFF = [
  {
    id: "staff-support",
    email: "support@tern.example",
    name: "Sade Support",
    roles: ["support"],
    totp: "JBSWY3DPEHPK3PXPSUPPORT2TERNDESK",
    recovery: "SUPP-ORT1-2345",
  },
  {
    id: "staff-refunds",
    email: "refunds@tern.example",
    name: "Remi Refunds",
    roles: ["refunds"],
    totp: "JBSWY3DPEHPK3PXPREFUNDS2TERNDESK",
    recovery: "REFU-NDS1-2345",
  },
  {
    id: "staff-refunds-2",
    email: "refunds2@tern.example",
    name: "Rita Refunds",
    roles: ["refunds"],
    totp: "JBSWY3DPEHPK3PXPREFUNDS3TERNDESK",
    recovery: "REFU-NDS2-2345",
  },
  {
    id: "staff-payments",
    email: "payments@tern.example",
    name: "Pat Payments",
    roles: ["payments"],
    totp: "JBSWY3DPEHPK3PXPPAYMENT2TERNDESK",
    recovery: "PAYM-ENTS-2345",
  },
  {
    id: "staff-visas",
    email: "visas@tern.example",
    name: "Vera Visas",
    roles: ["visas"],
    totp: "JBSWY3DPEHPK3PXPVISASXX2TERNDESK",
    recovery: "VISA-SXX1-2345",
  },
  {
    id: "staff-partners",
    email: "partners@tern.example",
    name: "Paul Partners",
    roles: ["partners"],
    totp: "JBSWY3DPEHPK3PXPPARTNER2TERNDESK",
    recovery: "PART-NERS-2345",
  },
  {
    id: "staff-content",
    email: "content@tern.example",
    name: "Chidi Content",
    roles: ["content"],
    totp: "JBSWY3DPEHPK3PXPCONTENT2TERNDESK",
    recovery: "CONT-ENTX-2345",
  },
  {
    id: "staff-admin",
    email: "admin@tern.example",
    name: "Ada Admin",
    roles: ["admin"],
    totp: "JBSWY3DPEHPK3PXPADMINXX2TERNDESK",
    recovery: "ADMI-NXX1-2345",
  },
];

function hashPassword(password) {
  const [N, r, p] = [2 ** 14, 8, 5];
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 32, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

const recoveryHash = (code) =>
  createHash("sha256")
    .update(code.toUpperCase().replace(/[^A-Z0-9]/g, ""))
    .digest("hex");

export default function staffSeed() {
  const at = "2026-11-28T00:00:00.000Z";
  return STAFF.flatMap((s) => [
    `INSERT INTO staff (id, email, name, password_hash, totp_secret, totp_last_step, roles_json, disabled_at, created_at, updated_at) VALUES (${[
      s.id,
      s.email,
      s.name,
      hashPassword(SANDBOX_STAFF_PASSWORD),
      s.totp,
    ]
      .map(sqlString)
      .join(
        ", ",
      )}, 0, ${sqlString(JSON.stringify(s.roles))}, NULL, ${sqlString(at)}, ${sqlString(at)}) ON CONFLICT (email) DO NOTHING;`,
    `INSERT INTO staff_recovery_codes (code_hash, staff_id, used_at) VALUES (${sqlString(recoveryHash(s.recovery))}, ${sqlString(s.id)}, NULL) ON CONFLICT (code_hash) DO NOTHING;`,
  ]).join("\n");
}
