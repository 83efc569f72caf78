import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/**
 * scrypt from node:crypto (docs/architecture.md, Security; docs/decisions/006-accounts-sign-in.md). OWASP lists
 * N=2^14, r=8, p=5 as equal in strength to N=2^17, r=8, p=1 and it needs 16 MiB instead of 128 MiB, which
 * a Worker's 128 MB isolate could not spare. The parameters are stored with each hash so they can be raised.
 */
const PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...params, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** A hash that matches no password: checking against it costs what a real check costs. */
const DECOY = "scrypt$16384$8$5$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

/**
 * True when the password matches the stored hash. With no hash (no such account, or a code-only account),
 * a decoy is checked so the answer takes as long as a wrong password's.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? DECOY).split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return stored !== null && key.length === expected.length && timingSafeEqual(key, expected);
}

/** zxcvbn scores from 0 (guessed at once) to 4; below this a new password is refused. */
export const MIN_PASSWORD_SCORE = 2;

/**
 * zxcvbn-ts's common lists (@zxcvbn-ts/language-common: the passwords most seen in breaches, diceware words, keyboard
 * layouts), 580 KB: kept out of the Worker's code and read on first use (decision 023), from the Worker's static
 * assets in production (services.server.ts), from the package in tests.
 */
export const PasswordListsSchema = z.object({
  dictionary: z.record(z.string(), z.array(z.string())).refine((d) => (d["passwords-common"]?.length ?? 0) > 1000),
  adjacencyGraphs: z.record(z.string(), z.record(z.string(), z.array(z.string().nullable()))),
});
export type PasswordLists = z.infer<typeof PasswordListsSchema>;

/** Where the build puts the lists among the site's static assets (vite.config.ts). */
export const PASSWORD_LISTS_PATH = "/_data/zxcvbn-common.json";

let checker: Promise<{ common: Set<string>; score: (password: string, inputs: string[]) => number }> | null = null;

/**
 * ASVS 6.2.4 and 6.2.11: a new password is not one of the 49,233 passwords most seen in breaches, compared
 * case-insensitively ("Password1" is as guessable), nor one that zxcvbn scores below 2: a repeated character
 * ("aaaaaaaa"), a keyboard run ("qwertyuiop"), a date, or the member's own name or address. zxcvbn-ts and its lists
 * load on first use, so no other request pays for them; a failed load is tried again by the next password.
 */
export async function isGuessablePassword(
  password: string,
  userInputs: readonly string[],
  lists: () => Promise<PasswordLists>,
): Promise<boolean> {
  checker ??= Promise.all([import("@zxcvbn-ts/core"), lists()]).then(([{ ZxcvbnFactory }, loaded]) => {
    const zxcvbn = new ZxcvbnFactory({ dictionary: loaded.dictionary, graphs: loaded.adjacencyGraphs });
    return {
      common: new Set(loaded.dictionary["passwords-common"]),
      score: (candidate, inputs) => zxcvbn.check(candidate, inputs).score,
    };
  });
  checker.catch(() => (checker = null));
  const { common, score } = await checker;
  const normalized = password.normalize("NFKC");
  return common.has(normalized.toLowerCase()) || score(normalized, [...userInputs]) < MIN_PASSWORD_SCORE;
}
