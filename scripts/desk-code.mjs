// npm run desk:code -- refunds@tern.example: the current TOTP code of a sandbox desk account (docs/sandbox.md, "The
// desk"), as its authenticator app would show it. Sandbox accounts only: their secrets are in scripts/seed/staff.mjs.
import { Secret, TOTP } from "otpauth";
import { STAFF } from "./seed/staff.mjs";

const email = process.argv[2] ?? "";
const account = STAFF.find((s) => s.email === email);
if (!account) {
  console.error(
    `Not a sandbox desk account: ${JSON.stringify(email)}. One of: ${STAFF.map((s) => s.email).join(", ")}`,
  );
  process.exit(1);
}
const totp = new TOTP({ secret: Secret.fromBase32(account.totp) });
console.log(`${totp.generate()} (for ${Math.ceil(TOTP.remaining() / 1000)} more seconds)`);
