import { createHash, randomBytes } from "node:crypto";
import { signature, signatureMatches } from "~/lib/signer";
import type { MiddlewareFunction } from "react-router";
import { z } from "zod";
import { clockContext, dbContext, envContext, formTokenContext, nonceContext } from "~/context";
import {
  claimFormOutcome,
  recordFormOutcome,
  releaseFormOutcome,
  type FormClaim,
} from "~/domains/core/form-outcomes.server";
import { RESEND_FIELD } from "./resend-token";
import { resendPending } from "./route-errors";

// Forms safe to resend (decision 022). Every writing form carries a one-time token, signed and bound to the
// browser's session; the first send with it runs and its answer is kept, sealed; the same form sent again with the
// same token (the first answer lost on a flaky connection) gets that answer back instead of acting twice.

/** A token: 22 random characters, then 22 of their signature with the session they were given to. */
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);

/**
 * Answers bigger than this are not kept (D1 keeps a row of at most 2 MB, and sealed in base64 an answer grows by a
 * third); their resend runs again.
 */
const MAX_KEPT_BYTES = 1_000_000;
/** How long a second send waits for the first one's answer before it is told the form is still being sent. */
export const PENDING_WAIT_MS = 10_000;
const PENDING_POLL_MS = 250;

/** A form token's message, and its signature's length (22 characters, 128 bits). */
const tokenMessage = (id: string, binding: string) => `form-once\n${id}\n${binding}`;
const TOKEN_SIGNATURE = 22;

/** What a token is bound to: the browser's visitor id and whoever is signed in on it, member or agent. */
export function formTokenBinding(ids: {
  visitorId?: string | null;
  memberToken?: string | null;
  agentToken?: string | null;
}) {
  return [ids.visitorId ?? "", ids.memberToken ?? "", ids.agentToken ?? ""].join("\n");
}

/** A new token for the forms of one page, bound to this session. */
export function mintFormToken(secret: string, binding: string): string {
  const id = randomBytes(16).toString("base64url");
  return `${id}.${signature(secret, tokenMessage(id, binding), TOKEN_SIGNATURE)}`;
}

/** Whether `token` was given to this session; anything else is sent as if it had no token. */
export function verifyFormToken(secret: string, binding: string, token: string): boolean {
  const [id = "", signed = ""] = token.split(".");
  return signatureMatches(secret, tokenMessage(id, binding), signed, TOKEN_SIGNATURE);
}

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/**
 * The key of one send: the token, the session it was given to, the URL it posts to (path and query) and every field
 * but the token, files by their bytes: a kept answer is only ever found again by the session that sent it. Another form of the same page (same token, another URL or other fields) is another send, not a resend.
 */
async function sendKey(token: string, binding: string, request: Request, form: FormData): Promise<string> {
  const { pathname, search } = new URL(request.url);
  const hash = createHash("sha256").update(`${token}\n${binding}\n${pathname}${search}`);
  for (const [name, value] of form) {
    if (name === RESEND_FIELD) continue;
    hash.update(`\n${name}=`);
    if (typeof value === "string") hash.update(value);
    else hash.update(`${value.name}:${value.type}:`).update(new Uint8Array(await value.arrayBuffer()));
  }
  return hash.digest("base64url");
}

/** An answer kept for a resend: never its cookies, which were the first send's alone (DESIGN.md, Security). */
interface KeptAnswer {
  status: number;
  headers: Array<[string, string]>;
  /** The answer's CSP nonce: a kept page's scripts get the new answer's. */
  nonce: string;
  body: string;
}

/** AES-GCM under a key derived from the token: the answer (a page with the traveller's details) is kept sealed. */
async function sealKey(token: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", sha256(`form-once-seal\n${token}`), "AES-GCM", false, ["encrypt", "decrypt"]);
}

async function seal(token: string, answer: KeptAnswer): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(answer));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await sealKey(token), plain));
  return Buffer.concat([iv, sealed]).toString("base64url");
}

const keptAnswerSchema = z.object({
  status: z.number().int(),
  headers: z.array(z.tuple([z.string(), z.string()])),
  nonce: z.string(),
  body: z.string(),
});

async function unseal(token: string, sealed: string): Promise<KeptAnswer> {
  const bytes = Buffer.from(sealed, "base64url");
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: bytes.subarray(0, 12) },
    await sealKey(token),
    bytes.subarray(12),
  );
  return keptAnswerSchema.parse(JSON.parse(new TextDecoder().decode(plain)));
}

/** The kept answer as a new response: its body's old nonce becomes this response's. */
function replay(answer: KeptAnswer, nonce: string): Response {
  const headers = new Headers(answer.headers);
  const body = answer.nonce ? answer.body.split(answer.nonce).join(nonce) : answer.body;
  return new Response(nullBody(answer.status) ? null : body, { status: answer.status, headers });
}

const nullBody = (status: number) => [101, 204, 205, 304].includes(status);

/** The form token of a form POST, when it carries one given to this session. */
async function tokenOf(request: Request, secret: string, binding: string) {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return null;
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const token = tokenSchema.safeParse(form?.get(RESEND_FIELD));
  if (!form || !token.success || !verifyFormToken(secret, binding, token.data)) return null;
  return { token: token.data, form };
}

/**
 * The root middleware: a form POST with a token given to this session runs once. Its answer, but a server error,
 * is kept; the same send again answers it; a send while the first is still running waits for it, then is told the
 * form is still being sent (409). A POST without a valid token runs as it comes.
 */
export const resendGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method !== "POST") return next();
  const { SESSION_SECRET } = context.get(envContext);
  const { binding } = context.get(formTokenContext);
  const sent = await tokenOf(request, SESSION_SECRET, binding);
  if (!sent) return next();
  const db = context.get(dbContext);
  const clock = context.get(clockContext);
  const key = await sendKey(sent.token, binding, request, sent.form);
  const nonce = context.get(nonceContext);

  let claim: FormClaim = await claimFormOutcome(db, key, clock());
  for (let waited = 0; claim.kind === "pending" && waited < PENDING_WAIT_MS; waited += PENDING_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS));
    claim = await claimFormOutcome(db, key, clock());
  }
  if (claim.kind === "done") return replay(await unseal(sent.token, claim.sealed), nonce);
  if (claim.kind === "pending") throw resendPending();

  let response: Response;
  try {
    response = await next();
  } catch (thrown) {
    await releaseFormOutcome(db, key);
    throw thrown;
  }
  const body = await response.text();
  if (response.status >= 500 || Buffer.byteLength(body) > MAX_KEPT_BYTES) {
    await releaseFormOutcome(db, key);
  } else {
    const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== "set-cookie");
    const kept = { status: response.status, headers, nonce, body };
    await recordFormOutcome(db, key, await seal(sent.token, kept));
  }
  const { status, statusText, headers } = response;
  return new Response(nullBody(status) ? null : body, { status, statusText, headers });
};
