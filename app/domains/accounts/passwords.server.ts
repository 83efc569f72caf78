import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

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

let common: Promise<Set<string>> | null = null;

/**
 * ASVS 6.2.4: a new password is not one of the 49,233 passwords most seen in breaches (the list zxcvbn-ts ships,
 * loaded on first use so no other request pays for it). Compared case-insensitively: "Password1" is as guessable.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => new Set(dictionary["passwords-common"]));
  return (await common).has(password.normalize("NFKC").toLowerCase());
}
