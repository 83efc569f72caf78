import { env } from "cloudflare:test";
import { Secret, TOTP } from "otpauth";
import { describe, expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { OutboxSender, readOutbox } from "~/domains/notifications/email.server";
import { testPasswordLists } from "../../../tests/support/accounts";
import { testClock } from "../../../tests/support/clock";
import { completeEnrolment, ENROL_HOURS, enrolmentSecrets, inviteStaff, pendingEnrolment } from "./enrolment.server";
import { checkSecondFactor, checkStaffPassword } from "./sign-in.server";

// Staff enrolment (decision 026): invited by e-mail, the link shows the same secret at every opening and stores nothing
// until a password and a right code are given; then it is spent, and the account signs in with what was set up.

const db = createDb(env.DB);
const ADA = { staffId: "staff-ada", address: "192.0.2.60" };
const SERVER_SECRET = "test-enrolment-secret-0123456789";
const passwordLists = testPasswordLists;

async function invited(email: string) {
  const now = testClock();
  const sender = new OutboxSender(db, () => now);
  const deps = { db, now, sender, siteUrl: "https://tern.test" };
  expect(await inviteStaff(deps, { email, name: "Nkechi New", roles: ["refunds"], locale: "en-US" }, ADA)).toBe(
    "invited",
  );
  expect(await inviteStaff(deps, { email, name: "Someone Else", roles: ["admin"], locale: "en-US" }, ADA)).toBe(
    "taken",
  );
  const [mail] = await readOutbox(db, { to: email });
  const token = decodeURIComponent(/token=([^"\s&]+)/.exec(mail?.text ?? "")?.[1] ?? "");
  expect(token).not.toBe("");
  return token;
}

describe("staff enrolment", () => {
  test("the link shows one secret, enrols once with a right code, and the account then signs in", async () => {
    const token = await invited("nkechi@tern.test");
    const now = testClock();
    const first = await enrolmentSecrets(SERVER_SECRET, token);
    expect(await enrolmentSecrets(SERVER_SECRET, token)).toEqual(first);
    expect(first.recoveryCodes).toHaveLength(10);
    // Invited, not enrolled: no password signs in.
    expect(await checkStaffPassword({ db, now }, { email: "nkechi@tern.test", password: "", address: "x" })).toEqual({
      ok: false,
      reason: "credential",
    });
    const deps = { db, now, secret: SERVER_SECRET, passwordLists };
    const code = new TOTP({ secret: Secret.fromBase32(first.totpSecret) }).generate({ timestamp: now.getTime() });
    const input = { token, password: "lagoon kettle marigold 42", code, address: "192.0.2.61" };
    expect(await completeEnrolment(deps, { ...input, code: code === "000000" ? "111111" : "000000" })).toBe("code");
    expect(await completeEnrolment(deps, { ...input, password: "password1234" })).toBe("common_password");
    expect(await completeEnrolment(deps, input)).toBe("enrolled");
    expect(await completeEnrolment(deps, input)).toBe("expired");
    expect(await pendingEnrolment(db, token, now)).toBeNull();
    const step = await checkStaffPassword(
      { db, now },
      { email: "nkechi@tern.test", password: input.password, address: "x" },
    );
    if (!step.ok) throw new Error(step.reason);
    const signed = await checkSecondFactor(
      { db, now },
      { token: step.token, code: first.recoveryCodes[3] ?? "", address: "x" },
    );
    expect(signed.ok).toBe(true);
  });

  test("a link past its hours enrols nobody", async () => {
    const token = await invited("late@tern.test");
    const later = new Date(testClock().getTime() + (ENROL_HOURS * 60 + 1) * 60_000);
    const { totpSecret } = await enrolmentSecrets(SERVER_SECRET, token);
    const code = new TOTP({ secret: Secret.fromBase32(totpSecret) }).generate({ timestamp: later.getTime() });
    const deps = { db, now: later, secret: SERVER_SECRET, passwordLists };
    expect(await completeEnrolment(deps, { token, password: "lagoon kettle marigold 42", code, address: "x" })).toBe(
      "expired",
    );
  });
});
