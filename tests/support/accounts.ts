import { orderBelongings } from "~/domains/orders/belongings.server";
import { env } from "cloudflare:test";
import { PasswordListsSchema } from "~/domains/accounts/passwords.server";
import { createDb } from "~/db/client.server";
import { type AccountDeps } from "~/domains/accounts/members.server";
import { completeRegistration, createPassword } from "~/domains/accounts/sign-in.server";
import { sendCode } from "~/domains/accounts/codes.server";
import type { EmailMessage, EmailSender } from "~/domains/notifications/email.server";
import { testClock } from "./clock";

/** Each password check is a real scrypt (about a quarter of a second here, more on a busy machine). */
export const SCRYPT_TIMEOUT = 30_000;

/** An e-mail sender that keeps what it was given, so a test can read the codes. */
export class RecordingSender implements EmailSender {
  readonly sent: EmailMessage[] = [];
  async send(message: EmailMessage) {
    this.sent.push(message);
  }
  /** The code in the latest message to an address (its subject starts with it). */
  codeFor(email: string): string {
    const message = this.sent.filter((m) => m.to === email).at(-1);
    const code = /\b(\d{6})\b/.exec(message?.subject ?? "")?.[1];
    if (!code) throw new Error(`no code sent to ${email}`);
    return code;
  }
}

/** The password lists from their package: what the production Worker reads from its static assets. */
export const testPasswordLists = async () => PasswordListsSchema.parse(await import("@zxcvbn-ts/language-common"));

let sequence = 0;
export const uniqueEmail = (name = "member") => `${name}-${crypto.randomUUID().slice(0, 8)}-${++sequence}@example.com`;

export function accountDepsAt(sender: EmailSender, now = testClock()): AccountDeps {
  return {
    db: createDb(env.DB),
    now,
    secret: env.SESSION_SECRET,
    codeMinutes: 10,
    sender,
    siteUrl: "https://tern.test",
    belongings: orderBelongings,
    passwordLists: testPasswordLists,
  };
}

/** A member registered the real way (names, then the e-mailed code); code-only unless a password is given. */
export async function registerMember(sender = new RecordingSender(), password?: string) {
  const email = uniqueEmail();
  const deps = accountDepsAt(sender);
  await sendCode(deps, { email, purpose: "register", locale: "en-US", names: { firstName: "Ada", lastName: "Obi" } });
  const registered = await completeRegistration(deps, { email, code: sender.codeFor(email), locale: "en-US" });
  if (!registered.ok) throw new Error("registration failed");
  if (password && !(await createPassword(deps, registered.member, password, "")).ok) {
    throw new Error(`password refused: ${password}`);
  }
  return { email, member: registered.member, deps, sender };
}

/** A co-traveller as the member API takes it (POST /api/Traverllers/Create). */
export const API_TRAVELLER = {
  ageGroup: "adult",
  title: "MR",
  firstName: "Kofi",
  lastName: "Mensah",
  dateOfBirth: "1985-05-05",
  nationality: "GH",
  gender: "male",
};
