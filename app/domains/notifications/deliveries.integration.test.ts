import { env } from "cloudflare:test";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, test, vi } from "vitest";
import { eq } from "drizzle-orm";
import { createDb } from "~/db/client.server";
import { eventsOf } from "~/domains/core/state-machine";
import { EMAIL_DELIVERY } from "./machines";
import { action } from "~/routes/api/email-webhook";
import bounced from "../../../tests/fixtures/resend/webhook-bounced.json";
import complained from "../../../tests/fixtures/resend/webhook-complained.json";
import delivered from "../../../tests/fixtures/resend/webhook-delivered.json";
import sent from "../../../tests/fixtures/resend/sent.json";
import validationError from "../../../tests/fixtures/resend/validation-error.json";
import { testClock } from "../../../tests/support/clock";
import { mswFetch } from "../../../tests/support/msw";
import { stepContext } from "../../../tests/support/requests";
import { envContext } from "~/context";
import { PermanentJobFailure } from "~/domains/jobs/outbox.server";
import { RESEND_API, ResendSender } from "./resend.server";
import { emailDeliveries } from "./tables";

// Resend's bounces and complaints (decision 017), in workerd: each e-mail sent is recorded with Resend's id; Resend's
// webhook, signed by Svix, records what became of it; an address that bounced for good or complained gets no more
// e-mail. Forged, stale and unreadable deliveries change nothing.

const db = createDb(env.DB);
const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const resendEnv = { ...env, EMAIL_SENDER: "resend", RESEND_API_KEY: "re_test", RESEND_WEBHOOK_SECRET: SECRET } as Env;

afterEach(() => vi.restoreAllMocks());

async function svixHeaders(body: string, at = testClock(), secret = SECRET) {
  const id = `msg_${crypto.randomUUID()}`;
  const timestamp = Math.floor(at.getTime() / 1000);
  const raw = Uint8Array.from(atob(secret.slice("whsec_".length)), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  const signature = btoa(String.fromCharCode(...new Uint8Array(mac)));
  return { "svix-id": id, "svix-timestamp": String(timestamp), "svix-signature": `v1,${signature}` };
}

async function post(body: string, headers: Record<string, string>) {
  const context = await stepContext(null);
  context.set(envContext, resendEnv);
  const request = new Request("https://tern.example/api/email/webhook", { method: "POST", body, headers });
  return action({ request, context, params: {} } as never);
}

const event = (fixture: object, emailId: string, to: string) =>
  JSON.stringify(fixture).replaceAll("REPLACED-EMAIL-ID", emailId).replaceAll("REPLACED-TO", to);

function sender(mock: ReturnType<typeof mswFetch>) {
  return new ResendSender({
    apiKey: "re_test",
    from: "Tern <bookings@tern.example>",
    fetch: mock.fetch,
    deliveries: { db, now: testClock },
  });
}
const message = (to: string, key: string) => ({
  dedupeKey: key,
  to,
  locale: "en-US" as const,
  subject: "Your e-ticket",
  text: "Attached.",
  attachments: [],
});
const delivery = async (key: string) =>
  (await db.select().from(emailDeliveries).where(eq(emailDeliveries.dedupeKey, key)))[0];

describe("e-mail deliveries through Resend", () => {
  test("a bounce for good is recorded and the address gets no more e-mail; a later delivery changes nothing", async () => {
    const to = `bounce-${crypto.randomUUID()}@example.com`;
    const mock = mswFetch(http.post(RESEND_API, () => HttpResponse.json(sent)));
    await sender(mock).send(message(to, `k1-${to}`));
    expect(await delivery(`k1-${to}`)).toMatchObject({ providerId: sent.id, status: "sent", toAddress: to });

    const body = event(bounced, sent.id, to);
    expect((await post(body, await svixHeaders(body))).status).toBe(200);
    expect(await delivery(`k1-${to}`)).toMatchObject({
      status: "bounced",
      reason: expect.stringContaining("hard bounce"),
    });
    const late = event(delivered, sent.id, to);
    expect((await post(late, await svixHeaders(late))).status).toBe(200);
    expect((await delivery(`k1-${to}`))?.status).toBe("bounced");

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await sender(mock).send(message(to.toUpperCase(), `k2-${to}`));
    expect(mock.seen).toHaveLength(1);
    expect((await delivery(`k2-${to}`))?.status).toBe("suppressed");
    expect(warn).toHaveBeenCalled();
  });

  test("a complaint suppresses the address; a delivery is recorded as delivered", async () => {
    const to = `complain-${crypto.randomUUID()}@example.com`;
    const id = crypto.randomUUID();
    const mock = mswFetch(http.post(RESEND_API, () => HttpResponse.json({ id })));
    await sender(mock).send(message(to, `k1-${to}`));
    const ok = event(delivered, id, to);
    await post(ok, await svixHeaders(ok));
    expect((await delivery(`k1-${to}`))?.status).toBe("delivered");
    const spam = event(complained, id, to);
    await post(spam, await svixHeaders(spam));
    expect((await delivery(`k1-${to}`))?.status).toBe("complained");
    // Each move is the delivery machine's, with its event; a complaint is final.
    expect((await eventsOf(db, EMAIL_DELIVERY, `k1-${to}`)).map((e) => e.to)).toEqual([
      "sent",
      "delivered",
      "complained",
    ]);
    const again = event(delivered, id, to);
    await post(again, await svixHeaders(again));
    expect((await delivery(`k1-${to}`))?.status).toBe("complained");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await sender(mock).send(message(to, `k2-${to}`));
    expect(mock.seen).toHaveLength(1);
  });

  test("a refusal for good is recorded with Resend's reason, and still dead-lettered", async () => {
    const to = `refused-${crypto.randomUUID()}@example.com`;
    const mock = mswFetch(http.post(RESEND_API, () => HttpResponse.json(validationError, { status: 422 })));
    await expect(sender(mock).send(message(to, `k-${to}`))).rejects.toBeInstanceOf(PermanentJobFailure);
    expect(await delivery(`k-${to}`)).toMatchObject({ status: "failed", reason: expect.stringMatching(/^resend 422/) });
  });

  test("forged, stale, unsigned and unreadable deliveries are refused; other events are acknowledged", async () => {
    const to = `forged-${crypto.randomUUID()}@example.com`;
    const id = crypto.randomUUID();
    const mock = mswFetch(http.post(RESEND_API, () => HttpResponse.json({ id })));
    await sender(mock).send(message(to, `k-${to}`));
    const body = event(bounced, id, to);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const forged = await svixHeaders(body, testClock(), "whsec_c29tZW9uZSBlbHNlJ3Mgc2VjcmV0IGtleQ==");
    expect((await post(body, forged)).status).toBe(400);
    const stale = await svixHeaders(body, new Date(testClock().getTime() - 10 * 60_000));
    expect((await post(body, stale)).status).toBe(400);
    expect((await post(body, {})).status).toBe(400);
    const signed = await svixHeaders(body);
    expect((await post(`${body} `, signed)).status).toBe(400);
    const broken = JSON.stringify({ type: "email.bounced", data: { email_id: id } });
    expect((await post(broken, await svixHeaders(broken))).status).toBe(400);
    expect((await delivery(`k-${to}`))?.status).toBe("sent");
    const other = JSON.stringify({ type: "contact.created", data: {} });
    expect((await post(other, await svixHeaders(other))).status).toBe(200);
  });
});
