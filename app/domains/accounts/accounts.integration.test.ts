import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import {
  accountDepsAt,
  RecordingSender,
  registerMember,
  SCRYPT_TIMEOUT,
  uniqueEmail,
} from "../../../tests/support/accounts";
import { type AccountDeps, deleteMember, findMemberByEmail, purgeExpired } from "./members.server";
import {
  changePassword,
  completeRegistration,
  createPassword,
  resetPassword,
  signInWithCode,
  signInWithPassword,
} from "./sign-in.server";
import { consumeCode, sendCode } from "./codes.server";
import { endSession, memberForToken, startSession } from "./sessions.server";
import { MAX_PASSWORD_FAILURES } from "./schema";
import { createTraveller, listTravellers } from "./travellers.server";

const db = createDb(env.DB);
const depsAt = (sender: RecordingSender, now?: Date) => accountDepsAt(sender, now);

const later = (deps: AccountDeps, seconds: number): AccountDeps => ({
  ...deps,
  now: new Date(deps.now.getTime() + seconds * 1000),
});

/** A registered member, code-only unless a password is given. */
const register = (sender: RecordingSender, password?: string) => registerMember(sender, password);

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("verification codes", { timeout: SCRYPT_TIMEOUT }, () => {
  test("the 6th try is refused even when the code is right", async () => {
    const sender = new RecordingSender();
    const { email, deps } = await register(sender);
    await sendCode(later(deps, 61), { email, purpose: "sign_in", locale: "en-US" });
    const code = sender.codeFor(email);
    for (let i = 0; i < 5; i++) {
      expect((await signInWithCode(later(deps, 62), { email, code: wrong(code), locale: "en-US" })).ok).toBe(false);
    }
    expect(await signInWithCode(later(deps, 63), { email, code, locale: "en-US" })).toEqual({
      ok: false,
      reason: "credential",
    });
  });

  test("the 5th try still counts: a right code after 4 wrong ones signs in", async () => {
    const sender = new RecordingSender();
    const { email, deps } = await register(sender);
    await sendCode(later(deps, 61), { email, purpose: "sign_in", locale: "en-US" });
    const code = sender.codeFor(email);
    for (let i = 0; i < 4; i++) await signInWithCode(later(deps, 62), { email, code: wrong(code), locale: "en-US" });
    expect((await signInWithCode(later(deps, 63), { email, code, locale: "en-US" })).ok).toBe(true);
  });

  test("a used code is refused, and so is one past its minutes", async () => {
    const sender = new RecordingSender();
    const { email, deps } = await register(sender);
    const registrationCode = sender.codeFor(email);
    // The registration code was spent by registering.
    expect((await completeRegistration(deps, { email, code: registrationCode, locale: "en-US" })).ok).toBe(false);

    const start = later(deps, 61);
    await sendCode(start, { email, purpose: "sign_in", locale: "en-US" });
    const code = sender.codeFor(email);
    expect((await signInWithCode(later(start, 10 * 60 + 1), { email, code, locale: "en-US" })).ok).toBe(false);
    await sendCode(later(start, 61), { email, purpose: "sign_in", locale: "en-US" });
    const fresh = sender.codeFor(email);
    expect((await signInWithCode(later(start, 62), { email, code: fresh, locale: "en-US" })).ok).toBe(true);
    expect((await signInWithCode(later(start, 63), { email, code: fresh, locale: "en-US" })).ok).toBe(false);
  });

  test("a new code replaces the one before it", async () => {
    const sender = new RecordingSender();
    const { email, deps } = await register(sender);
    await sendCode(later(deps, 61), { email, purpose: "sign_in", locale: "en-US" });
    const first = sender.codeFor(email);
    await sendCode(later(deps, 122), { email, purpose: "sign_in", locale: "en-US" });
    const second = sender.codeFor(email);
    if (first !== second) {
      expect((await signInWithCode(later(deps, 123), { email, code: first, locale: "en-US" })).ok).toBe(false);
    }
    expect((await signInWithCode(later(deps, 124), { email, code: second, locale: "en-US" })).ok).toBe(true);
  });

  test("a resend waits a minute, and an address gets at most 5 codes an hour", async () => {
    const sender = new RecordingSender();
    const { email, deps } = await register(sender);
    const first = await sendCode(later(deps, 61), { email, purpose: "sign_in", locale: "en-US" });
    expect(first.ok).toBe(true);
    const soon = await sendCode(later(deps, 90), { email, purpose: "sign_in", locale: "en-US" });
    expect(soon).toEqual({ ok: false, reason: "cooldown", retryInSeconds: 31 });
    // Registration sent the 1st code, the first sign-in code the 2nd; the 3rd to 5th go, the 6th is refused.
    for (let i = 2; i <= 4; i++) {
      expect((await sendCode(later(deps, 61 * i), { email, purpose: "sign_in", locale: "en-US" })).ok).toBe(true);
    }
    expect(await sendCode(later(deps, 61 * 5), { email, purpose: "sign_in", locale: "en-US" })).toEqual({
      ok: false,
      reason: "too_many",
    });
    expect(sender.sent.filter((m) => m.to === email)).toHaveLength(5);
  });

  test("codes are stored hashed: the table never holds the digits", async () => {
    const sender = new RecordingSender();
    const { email } = await register(sender);
    const code = sender.codeFor(email);
    const rows = await env.DB.prepare("SELECT code_hash FROM verification_codes WHERE email = ?").bind(email).all();
    expect(rows.results.length).toBeGreaterThan(0);
    for (const row of rows.results) expect(String(row.code_hash)).not.toContain(code);
  });

  test("no account, no e-mail: sign-in and reset codes answer the same for an unknown address", async () => {
    const sender = new RecordingSender();
    const deps = depsAt(sender);
    const email = uniqueEmail();
    expect(await sendCode(deps, { email, purpose: "sign_in", locale: "en-US" })).toEqual({ ok: true, codeId: null });
    expect(await sendCode(deps, { email, purpose: "reset_password", locale: "en-US" })).toEqual({
      ok: true,
      codeId: null,
    });
    expect(sender.sent).toHaveLength(0);
    expect((await consumeCode(deps, { email, purpose: "sign_in", code: "123456" })).ok).toBe(false);
  });
});

describe("passwords and sessions", { timeout: SCRYPT_TIMEOUT }, () => {
  test("common and breached passwords are refused when created, changed or reset; nothing is stored", async () => {
    const sender = new RecordingSender();
    const { email, member, deps } = await register(sender);
    for (const common of ["12345678", "password", "Password", "iloveyou", "qwertyuiop"]) {
      expect(await createPassword(deps, member, common, "")).toEqual({ ok: false, reason: "common_password" });
    }
    // Guessable though in no list (zxcvbn scores them below 2): one repeated character, keyboard runs, a date.
    for (const guessable of ["aaaaaaaa", "zzzzzzzzzzzz", "1qaz2wsx3edc", "asdfghjkl;", "12/03/1990"]) {
      expect(await createPassword(deps, member, guessable, ""), guessable).toEqual({
        ok: false,
        reason: "common_password",
      });
    }
    expect(await createPassword(deps, member, "correct horse battery", "")).toEqual({ ok: true });
    const withPassword = { ...member, hasPassword: true };
    expect(
      await changePassword(deps, withPassword, { currentPassword: "correct horse battery", password: "12345678" }, ""),
    ).toEqual({ ok: false, reason: "common_password" });
    await sendCode(deps, { email, purpose: "reset_password", locale: "en-US" });
    const code = sender.codeFor(email);
    expect(await resetPassword(deps, { email, code, password: "password", locale: "en-US" })).toEqual({
      ok: false,
      reason: "common_password",
    });
    // The code was not spent on the refused password: it still sets an uncommon one.
    expect((await resetPassword(deps, { email, code, password: "a long uncommon phrase", locale: "en-US" })).ok).toBe(
      true,
    );
    expect((await signInWithPassword(deps, { email, password: "a long uncommon phrase", locale: "en-US" })).ok).toBe(
      true,
    );
  });

  test("a wrong password and an unknown address get the same answer; a right one signs in", async () => {
    const sender = new RecordingSender();
    const { email, deps } = await register(sender, "correct horse battery");
    expect(await signInWithPassword(deps, { email, password: "wrong password", locale: "en-US" })).toEqual({
      ok: false,
      reason: "credential",
    });
    expect(
      await signInWithPassword(deps, { email: uniqueEmail(), password: "correct horse battery", locale: "en-US" }),
    ).toEqual({ ok: false, reason: "credential" });
    const ok = await signInWithPassword(deps, {
      email: email.toUpperCase(),
      password: "correct horse battery",
      locale: "fr-FR",
    });
    expect(ok.ok && ok.member.email).toBe(email);
    // The member's language follows their latest sign-in, for their e-mails.
    expect((await findMemberByEmail(db, email))?.locale).toBe("fr-FR");
  });

  test(`password sign-in pauses after ${MAX_PASSWORD_FAILURES} wrong passwords, even for the right one; a code still works`, async () => {
    const sender = new RecordingSender();
    const { email, deps } = await register(sender, "correct horse battery");
    for (let i = 0; i < MAX_PASSWORD_FAILURES; i++) {
      await signInWithPassword(deps, { email, password: `wrong ${i}`, locale: "en-US" });
    }
    expect(await signInWithPassword(deps, { email, password: "correct horse battery", locale: "en-US" })).toEqual({
      ok: false,
      reason: "locked",
    });
    expect(
      (
        await signInWithPassword(later(deps, 15 * 60 + 1), {
          email,
          password: "correct horse battery",
          locale: "en-US",
        })
      ).ok,
    ).toBe(true);
    await sendCode(later(deps, 61), { email, purpose: "sign_in", locale: "en-US" });
    expect((await signInWithCode(later(deps, 62), { email, code: sender.codeFor(email), locale: "en-US" })).ok).toBe(
      true,
    );
  });

  test("a session lives until sign-out; a password change ends every other session", async () => {
    const sender = new RecordingSender();
    const { email, member, deps } = await register(sender, "correct horse battery");
    const a = await startSession(db, member.id, "web", deps.now);
    const b = await startSession(db, member.id, "web", deps.now);
    const api = await startSession(db, member.id, "api", deps.now);
    expect(a.token).not.toBe(b.token);
    expect((await memberForToken(db, a.token, "web", deps.now))?.id).toBe(member.id);
    // A web token is no API token, and the other way round.
    expect(await memberForToken(db, a.token, "api", deps.now)).toBeNull();
    expect(await memberForToken(db, api.token, "web", deps.now)).toBeNull();
    await endSession(db, a.token);
    expect(await memberForToken(db, a.token, "web", deps.now)).toBeNull();

    const changed = await changePassword(
      deps,
      member,
      { currentPassword: "correct horse battery", password: "a new long passphrase" },
      b.token,
    );
    expect(changed.ok).toBe(true);
    expect((await memberForToken(db, b.token, "web", deps.now))?.id).toBe(member.id);
    expect(await memberForToken(db, api.token, "api", deps.now)).toBeNull();
    expect(sender.sent.at(-1)?.subject).toBe("Your Tern password has been changed");
    expect((await signInWithPassword(deps, { email, password: "a new long passphrase", locale: "en-US" })).ok).toBe(
      true,
    );
    // An expired session is nobody.
    const expiredAt = new Date(deps.now.getTime() + 31 * 86_400_000);
    expect(await memberForToken(db, b.token, "web", expiredAt)).toBeNull();
  });

  test("forgot password: a reset code sets the password and ends the old sessions", async () => {
    const sender = new RecordingSender();
    const { email, member, deps } = await register(sender, "correct horse battery");
    const old = await startSession(db, member.id, "web", deps.now);
    await sendCode(later(deps, 61), { email, purpose: "reset_password", locale: "en-US" });
    const code = sender.codeFor(email);
    expect(sender.sent.at(-1)?.subject).toBe(`${code} is your Tern password reset code`);
    const reset = await resetPassword(later(deps, 62), {
      email,
      code,
      password: "brand new passphrase",
      locale: "en-US",
    });
    expect(reset.ok).toBe(true);
    expect(await memberForToken(db, old.token, "web", deps.now)).toBeNull();
    expect((await signInWithPassword(deps, { email, password: "brand new passphrase", locale: "en-US" })).ok).toBe(
      true,
    );
    // A sign-in code cannot be used as a reset code.
    await sendCode(later(deps, 130), { email, purpose: "sign_in", locale: "en-US" });
    const signInCode = sender.codeFor(email);
    expect(
      (
        await resetPassword(later(deps, 131), {
          email,
          code: signInCode,
          password: "another passphrase",
          locale: "en-US",
        })
      ).ok,
    ).toBe(false);
  });

  test("the cron purges expired sessions and old codes, and keeps live ones", async () => {
    const sender = new RecordingSender();
    const { email, member, deps } = await register(sender);
    const live = await startSession(db, member.id, "web", deps.now);
    const old = await startSession(db, member.id, "web", new Date(deps.now.getTime() - 31 * 86_400_000));
    const count = async (sql: string) => Number((await env.DB.prepare(sql).bind(email).first<{ n: number }>())?.n);
    expect(await count("SELECT COUNT(*) AS n FROM verification_codes WHERE email = ?")).toBe(1);
    await purgeExpired(db, new Date(deps.now.getTime() + 86_400_001));
    expect(await memberForToken(db, live.token, "web", deps.now)).not.toBeNull();
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM member_sessions WHERE member_id = ?")
      .bind(member.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
    expect(await memberForToken(db, old.token, "web", new Date(0))).toBeNull();
    expect(await count("SELECT COUNT(*) AS n FROM verification_codes WHERE email = ?")).toBe(0);
  });

  test("create password only for a code-only account", async () => {
    const sender = new RecordingSender();
    const { member, deps } = await register(sender);
    expect(member.hasPassword).toBe(false);
    expect((await createPassword(deps, member, "first passphrase", "")).ok).toBe(true);
    expect((await createPassword(deps, member, "second passphrase", "")).ok).toBe(false);
  });
});

describe("account e-mails", { timeout: SCRYPT_TIMEOUT }, () => {
  test("codes, password changes and deletion are written in the member's language", async () => {
    const sender = new RecordingSender();
    const email = uniqueEmail();
    const deps = depsAt(sender);
    await sendCode(deps, {
      email,
      purpose: "register",
      locale: "fr-FR",
      names: { firstName: "Awa", lastName: "Diop" },
    });
    const code = sender.codeFor(email);
    expect(sender.sent.at(-1)?.subject).toBe(`${code} est votre code de vérification Tern`);
    expect(sender.sent.at(-1)?.text).toContain("Bonjour Awa,");
    expect(sender.sent.at(-1)?.text).toContain("valable 10 minutes");
    const registered = await completeRegistration(deps, { email, code, locale: "fr-FR" });
    if (!registered.ok) throw new Error("registration failed");
    await createPassword(deps, registered.member, "une longue phrase", "");
    expect(sender.sent.at(-1)?.subject).toBe("Votre mot de passe Tern a été modifié");
    await deleteMember(deps, registered.member);
    expect(sender.sent.at(-1)?.subject).toBe("Votre profil Tern a été supprimé");
    expect(sender.sent.at(-1)?.locale).toBe("fr-FR");
  });

  test("deleting a member removes them, their travellers and sessions", async () => {
    const sender = new RecordingSender();
    const { email, member, deps } = await register(sender, "correct horse battery");
    const session = await startSession(db, member.id, "web", deps.now);
    await createTraveller(
      db,
      member.id,
      {
        ageGroup: "adult",
        title: "MS",
        firstName: "Ada",
        lastName: "Obi",
        dateOfBirth: "1990-01-01",
        nationality: "NG",
        gender: "female",
      } as never,
      { primary: true, now: deps.now },
    );
    await deleteMember(deps, member);
    expect(await findMemberByEmail(db, email)).toBeNull();
    expect(await memberForToken(db, session.token, "web", deps.now)).toBeNull();
    expect(await listTravellers(db, member.id)).toEqual([]);
    expect((await signInWithPassword(deps, { email, password: "correct horse battery", locale: "en-US" })).ok).toBe(
      false,
    );
  });
});
