import { env } from "cloudflare:test";
import { Secret, TOTP } from "otpauth";
import { describe, expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { hashPassword } from "~/domains/accounts/passwords.server";
import { sha256Hex } from "~/lib/digest";
import { testClock } from "../../../tests/support/clock";
import {
  checkSecondFactor,
  checkStaffPassword,
  MAX_STAFF_FAILURES,
  recoveryCodeKey,
  signOutStaff,
  STAFF_IDLE_MINUTES,
  staffForToken,
} from "./sign-in.server";
import { staff, staffRecoveryCodes } from "./tables";

// Staff sign-in (DESIGN.md, Security): a password, then a TOTP code or a recovery code, each good once; attempts are
// counted before they are checked; a session ends when idle, at sign-out, and everywhere at once.

const db = createDb(env.DB);
const PASSWORD = "correct horse battery staple";
const SECRET = "JBSWY3DPEHPK3PXPTESTSTAFFTERNDSK";
const ADDRESS = "192.0.2.20";

async function staffMember(email: string, roles = ["refunds"]) {
  const id = `staff-${email.split("@")[0]}`;
  const at = testClock().toISOString();
  await db.insert(staff).values({
    id,
    email,
    name: email,
    passwordHash: await hashPassword(PASSWORD),
    totpSecret: SECRET,
    rolesJson: JSON.stringify(roles),
    createdAt: at,
    updatedAt: at,
  });
  await db
    .insert(staffRecoveryCodes)
    .values({ codeHash: await sha256Hex(recoveryCodeKey(recoveryFor(id))), staffId: id });
  return id;
}

/** Each account's own recovery code: "ABCD-EFGH-" and four letters of its id. */
const recoveryFor = (id: string) =>
  `ABCD-EFGH-${id
    .replace(/[^a-z]/g, "")
    .slice(-4)
    .toUpperCase()
    .padEnd(4, "X")}`;

const codeAt = (now: Date) => new TOTP({ secret: Secret.fromBase32(SECRET) }).generate({ timestamp: now.getTime() });

async function signIn(email: string, now = testClock()) {
  const step = await checkStaffPassword({ db, now }, { email, password: PASSWORD, address: ADDRESS });
  if (!step.ok) throw new Error(step.reason);
  return step.token;
}

const actions = async (staffId: string) =>
  (
    await env.DB.prepare("SELECT action FROM staff_audit WHERE staff_id = ? ORDER BY id")
      .bind(staffId)
      .all<{ action: string }>()
  ).results.map((row) => row.action);

describe("staff sign-in", () => {
  test("a password then a TOTP code signs in; the same code again signs nobody in", async () => {
    const id = await staffMember("remi@tern.test");
    const now = testClock();
    const pending = await signIn("remi@tern.test", now);
    // The password step alone opens no desk page.
    expect(await staffForToken(db, pending, now)).toBeNull();
    const signed = await checkSecondFactor({ db, now }, { token: pending, code: codeAt(now), address: ADDRESS });
    expect(signed.ok).toBe(true);
    if (!signed.ok) return;
    expect(await staffForToken(db, signed.token, now)).toMatchObject({ id, roles: ["refunds"] });
    // Replayed within its 30 seconds, by someone who read it over a shoulder and knows the password.
    const again = await signIn("remi@tern.test", now);
    expect(await checkSecondFactor({ db, now }, { token: again, code: codeAt(now), address: ADDRESS })).toEqual({
      ok: false,
      reason: "credential",
    });
    expect(await actions(id)).toEqual(["sign_in", "sign_in_failed"]);
  });

  test("a recovery code signs in once; a wrong password and an unknown address answer alike", async () => {
    const id = await staffMember("rita@tern.test");
    const now = testClock();
    const wrong = await checkStaffPassword(
      { db, now },
      { email: "rita@tern.test", password: "nope", address: ADDRESS },
    );
    const unknown = await checkStaffPassword(
      { db, now },
      { email: "nobody@tern.test", password: PASSWORD, address: ADDRESS },
    );
    expect(wrong).toEqual(unknown);
    const first = await checkSecondFactor(
      { db, now },
      {
        token: await signIn("rita@tern.test"),
        code: recoveryFor(id).toLowerCase().replaceAll("-", " "),
        address: ADDRESS,
      },
    );
    expect(first.ok).toBe(true);
    const second = await checkSecondFactor(
      { db, now },
      { token: await signIn("rita@tern.test"), code: recoveryFor(id), address: ADDRESS },
    );
    expect(second).toEqual({ ok: false, reason: "credential" });
    expect(await actions(id)).toEqual(["sign_in_failed", "sign_in_recovery_code", "sign_in_failed"]);
  });

  test("a burst of wrong passwords is counted whole, before any is checked: past the limit the right one waits", async () => {
    await staffMember("burst@tern.test");
    const now = testClock();
    const tries = await Promise.all(
      Array.from({ length: MAX_STAFF_FAILURES + 3 }, () =>
        checkStaffPassword({ db, now }, { email: "burst@tern.test", password: "wrong", address: ADDRESS }),
      ),
    );
    expect(tries.filter((t) => !t.ok && t.reason === "locked")).toHaveLength(3);
    expect(
      await checkStaffPassword({ db, now }, { email: "burst@tern.test", password: PASSWORD, address: ADDRESS }),
    ).toEqual({ ok: false, reason: "locked" });
  });

  test("wrong second factors are limited the same way, and a late second step must start again", async () => {
    await staffMember("codes@tern.test");
    const now = testClock();
    const pending = await signIn("codes@tern.test", now);
    for (let i = 0; i < MAX_STAFF_FAILURES; i++) {
      expect(await checkSecondFactor({ db, now }, { token: pending, code: "000000", address: ADDRESS })).toMatchObject({
        reason: "credential",
      });
    }
    expect(await checkSecondFactor({ db, now }, { token: pending, code: codeAt(now), address: ADDRESS })).toEqual({
      ok: false,
      reason: "locked",
    });
    const later = new Date(now.getTime() + 10 * 60_000);
    expect(
      await checkSecondFactor({ db, now: later }, { token: pending, code: codeAt(later), address: ADDRESS }),
    ).toEqual({ ok: false, reason: "expired" });
  });

  test("a session ends when idle, at sign-out, and everywhere at once", async () => {
    const id = await staffMember("idle@tern.test");
    const now = testClock();
    const session = async (at: Date) => {
      const signed = await checkSecondFactor(
        { db, now: at },
        { token: await signIn("idle@tern.test", at), code: codeAt(at), address: ADDRESS },
      );
      if (!signed.ok) throw new Error(signed.reason);
      return signed.token;
    };
    const a = await session(now);
    // Each request restarts the idle time; a pause longer than it ends the session.
    const busy = new Date(now.getTime() + (STAFF_IDLE_MINUTES - 1) * 60_000);
    expect(await staffForToken(db, a, busy)).not.toBeNull();
    expect(await staffForToken(db, a, new Date(busy.getTime() + (STAFF_IDLE_MINUTES + 1) * 60_000))).toBeNull();
    const b = await session(new Date(now.getTime() + 60_000));
    const c = await session(new Date(now.getTime() + 120_000));
    const at = new Date(now.getTime() + 180_000);
    await signOutStaff({ db, now: at }, { token: b, staffId: id, address: ADDRESS, everywhere: false });
    expect(await staffForToken(db, b, at)).toBeNull();
    expect(await staffForToken(db, c, at)).not.toBeNull();
    await signOutStaff({ db, now: at }, { token: c, staffId: id, address: ADDRESS, everywhere: true });
    expect(await staffForToken(db, c, at)).toBeNull();
    expect((await actions(id)).slice(-2)).toEqual(["sign_out", "sign_out_everywhere"]);
  });

  test("a suspended account signs in no more, and its sessions open nothing", async () => {
    await staffMember("gone@tern.test");
    const now = testClock();
    const signed = await checkSecondFactor(
      { db, now },
      { token: await signIn("gone@tern.test", now), code: codeAt(now), address: ADDRESS },
    );
    if (!signed.ok) throw new Error(signed.reason);
    await env.DB.prepare("UPDATE staff SET disabled_at = ? WHERE email = ?")
      .bind(now.toISOString(), "gone@tern.test")
      .run();
    expect(await staffForToken(db, signed.token, now)).toBeNull();
    expect(
      await checkStaffPassword({ db, now }, { email: "gone@tern.test", password: PASSWORD, address: ADDRESS }),
    ).toEqual({
      ok: false,
      reason: "credential",
    });
  });
});
