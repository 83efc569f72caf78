import { hmacSha256Hex, sha256Hex } from "~/lib/digest";

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

/** A secret a client holds (a session or API token): 256 random bits. */
export function newToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** What is stored for a token: a copy of the table cannot be replayed. */
export function tokenHash(token: string): Promise<string> {
  return sha256Hex(token);
}

/** A 6-digit code, uniform over 000000..999999 (rejection sampling keeps it unbiased). */
export function newCode(length: number): string {
  const limit = 10 ** length;
  const ceiling = Math.floor(0x1_0000_0000 / limit) * limit;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] ?? ceiling;
    if (value < ceiling) return String(value % limit).padStart(length, "0");
  }
}

/**
 * A code's keyed hash: a plain hash of 6 digits is reversed by trying a million, so it is keyed with a
 * server secret and bound to the code's own id.
 */
export function codeHash(secret: string, codeId: string, code: string): Promise<string> {
  return hmacSha256Hex(secret, `${codeId}:${code}`);
}
