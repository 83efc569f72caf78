import { and, eq, gt, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Database } from "~/db/client.server";
import { hashPassword, isGuessablePassword, type PasswordLists } from "~/domains/accounts/passwords.server";
import { newToken, tokenHash } from "~/domains/accounts/tokens.server";
import { transactionalEmail } from "~/domains/notifications/bodies.server";
import type { EmailSender } from "~/domains/notifications/email.server";
import { translatorFor } from "~/i18n/translator.server";
import { canonicalPath, type Locale } from "~/i18n/locales";
import { hmacSha256Hex, sha256Hex } from "~/lib/digest";
import { auditStatement } from "./audit.server";
import type { DeskActor, StaffRole } from "./roles";
import { recoveryCodeKey } from "./sign-in.server";
import { RECOVERY_CODES } from "./staff.server";
import { staff, staffRecoveryCodes } from "./tables";

// Staff enrolment (decision 026): an admin invites someone by e-mail with their roles; the link (a token, valid
// ENROL_HOURS) opens a page showing the TOTP secret and the recovery codes, both derived from the token with the
// server's secret (so showing them writes nothing), where the new staff member sets a password and proves their
// authenticator with a code. Only then is anything stored: the password's hash, the secret, the codes' hashes.

export const ENROL_HOURS = 48;
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** The secret and recovery codes an enrolment link stands for, the same at every opening of it. */
export async function enrolmentSecrets(serverSecret: string, token: string) {
  const seed = await hmacSha256Hex(serverSecret, `staff-enrol-totp:${token}`);
  const bytes = Uint8Array.from(seed.slice(0, 40).match(/../g) ?? [], (hex) => Number.parseInt(hex, 16));
  const totpSecret = new Secret({ buffer: bytes.buffer }).base32;
  const recoveryCodes = await Promise.all(
    Array.from({ length: RECOVERY_CODES }, async (_, i) => {
      const hex = await hmacSha256Hex(serverSecret, `staff-enrol-recovery:${token}:${i}`);
      const code = Array.from(
        { length: 12 },
        (_, j) => ALPHABET[Number.parseInt(hex.slice(j * 2, j * 2 + 2), 16) % 32],
      );
      return `${code.slice(0, 4).join("")}-${code.slice(4, 8).join("")}-${code.slice(8).join("")}`;
    }),
  );
  return { totpSecret, recoveryCodes };
}

/** The authenticator app's link for a secret: its QR code is what the app scans. */
export const otpauthUri = (email: string, totpSecret: string) =>
  new TOTP({ issuer: "Tern desk", label: email, secret: Secret.fromBase32(totpSecret) }).toString();

/** Invites a new staff member; an address already in use answers "taken" and sends nothing. */
export async function inviteStaff(
  deps: { db: Database; now: Date; sender: EmailSender; siteUrl: string },
  input: { email: string; name: string; roles: StaffRole[]; locale: Locale },
  actor: DeskActor,
): Promise<"invited" | "taken"> {
  const { db, now } = deps;
  const token = newToken();
  const id = crypto.randomUUID();
  const email = input.email.trim().toLowerCase();
  const at = now.toISOString();
  const [created] = await db.batch([
    db
      .insert(staff)
      .values({
        id,
        email,
        name: input.name.trim(),
        passwordHash: "",
        totpSecret: "",
        rolesJson: JSON.stringify(input.roles),
        enrolTokenHash: await tokenHash(token),
        enrolExpiresAt: new Date(now.getTime() + ENROL_HOURS * 3_600_000).toISOString(),
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: staff.id }),
    auditStatement(
      db,
      actor,
      { action: "staff.invite", record: { kind: "staff", id }, detail: { email, roles: input.roles } },
      now,
      sql`EXISTS (SELECT 1 FROM ${staff} WHERE ${staff.id} = ${id})`,
    ),
  ]);
  if (created.length === 0) return "taken";
  const t = translatorFor(input.locale, "desk");
  await deps.sender.send(
    transactionalEmail({
      dedupeKey: `staff-invite:${id}`,
      to: email,
      locale: input.locale,
      subject: t("enrol.email.subject"),
      paragraphs: [t("enrol.email.body", { name: input.name.trim(), hours: ENROL_HOURS })],
      action: {
        label: t("enrol.email.action"),
        href: `${deps.siteUrl}${canonicalPath(input.locale, "/desk/enrol")}?token=${encodeURIComponent(token)}`,
      },
    }),
  );
  return "invited";
}

/** The invited account an enrolment link opens, while it is good. */
export async function pendingEnrolment(db: Database, token: string, now: Date) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ id: staff.id, email: staff.email, name: staff.name })
    .from(staff)
    .where(and(eq(staff.enrolTokenHash, await tokenHash(token)), gt(staff.enrolExpiresAt, now.toISOString())));
  return row ?? null;
}

/** Completes an enrolment: a password nobody guesses, and a code from the authenticator the page set up. */
export async function completeEnrolment(
  deps: { db: Database; now: Date; secret: string; passwordLists: () => Promise<PasswordLists> },
  input: { token: string; password: string; code: string; address: string },
): Promise<"enrolled" | "expired" | "code" | "common_password"> {
  const { db, now } = deps;
  const pending = await pendingEnrolment(db, input.token, now);
  if (!pending) return "expired";
  if (await isGuessablePassword(input.password, [pending.email, pending.name], deps.passwordLists)) {
    return "common_password";
  }
  const { totpSecret, recoveryCodes } = await enrolmentSecrets(deps.secret, input.token);
  const totp = new TOTP({ secret: Secret.fromBase32(totpSecret) });
  const delta = totp.validate({ token: input.code.replace(/\s/g, ""), timestamp: now.getTime(), window: 1 });
  if (delta === null) return "code";
  const hash = await tokenHash(input.token);
  const [enrolled] = await db.batch([
    db
      .update(staff)
      .set({
        passwordHash: await hashPassword(input.password),
        totpSecret,
        totpLastStep: totp.counter({ timestamp: now.getTime() }) + delta,
        enrolTokenHash: null,
        enrolExpiresAt: null,
        updatedAt: now.toISOString(),
      })
      .where(and(eq(staff.id, pending.id), eq(staff.enrolTokenHash, hash)))
      .returning({ id: staff.id }),
    db
      .insert(staffRecoveryCodes)
      .select(
        sql`SELECT value, ${pending.id}, NULL FROM json_each(${JSON.stringify(
          await Promise.all(recoveryCodes.map((code) => sha256Hex(recoveryCodeKey(code)))),
        )}) WHERE EXISTS (SELECT 1 FROM ${staff} WHERE ${staff.id} = ${pending.id} AND ${staff.enrolTokenHash} IS NULL AND ${staff.updatedAt} = ${now.toISOString()})`,
      )
      .onConflictDoNothing(),
    auditStatement(
      db,
      { staffId: pending.id, address: input.address },
      { action: "staff.enrol", record: { kind: "staff", id: pending.id } },
      now,
      sql`EXISTS (SELECT 1 FROM ${staff} WHERE ${staff.id} = ${pending.id} AND ${staff.enrolTokenHash} IS NULL AND ${staff.updatedAt} = ${now.toISOString()})`,
    ),
  ]);
  return enrolled.length > 0 ? "enrolled" : "expired";
}
