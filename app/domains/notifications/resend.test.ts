import { http, HttpResponse, delay } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { PermanentJobFailure } from "~/domains/jobs/outbox.server";
import sent from "../../../tests/fixtures/resend/sent.json";
import validationError from "../../../tests/fixtures/resend/validation-error.json";
import missingKey from "../../../tests/fixtures/resend/missing-api-key.json";
import rateLimited from "../../../tests/fixtures/resend/rate-limited.json";
import internalError from "../../../tests/fixtures/resend/internal-error.json";
import concurrent from "../../../tests/fixtures/resend/concurrent-idempotent.json";
import { attachment, type EmailMessage } from "./email.server";
import { RESEND_API, ResendSender } from "./resend.server";

// The Resend adapter against Resend's documented shapes (tests/fixtures/resend/README.md), with msw: what it sends,
// and how each answer is taken (sent; refused for good; to be retried).

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const message: EmailMessage = {
  dedupeKey: "booking:abc123:ticketed",
  to: "amina@example.com",
  locale: "en-US",
  subject: "Your e-ticket for booking TRN123 (PNR ABC123)",
  text: "Your e-ticket is attached.",
  html: "<p>Your e-ticket is attached.</p>",
  attachments: [attachment("e-ticket.pdf", "application/pdf", new Uint8Array([37, 80, 68, 70]))],
  headers: { "List-Unsubscribe": "<https://tern.example/u>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
};
const sender = (timeoutMs?: number) =>
  new ResendSender({ apiKey: "re_test_key", from: "Tern <bookings@tern.example>", timeoutMs });
const answer = (body: object, status: number) => http.post(RESEND_API, () => HttpResponse.json(body, { status }));

describe("the Resend sender", () => {
  test("sends the message as Resend documents it, keyed by its dedupe key, and answers Resend's id", async () => {
    const seen: Array<{ headers: Headers; body: unknown }> = [];
    server.use(
      http.post(RESEND_API, async ({ request }) => {
        seen.push({ headers: request.headers, body: await request.json() });
        return HttpResponse.json(sent, { status: 200 });
      }),
    );
    expect(await sender().deliver(message)).toBe(sent.id);
    const [request] = seen;
    expect(request?.headers.get("Authorization")).toBe("Bearer re_test_key");
    expect(request?.headers.get("Idempotency-Key")).toBe("booking:abc123:ticketed");
    expect(request?.body).toEqual({
      from: "Tern <bookings@tern.example>",
      to: ["amina@example.com"],
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      attachments: [{ filename: "e-ticket.pdf", content: "JVBERg==", content_type: "application/pdf" }],
    });
  });

  test("a refusal for good (422, 401) is a PermanentJobFailure naming Resend's error, never the key", async () => {
    for (const [body, status, name] of [
      [validationError, 422, "validation_error"],
      [missingKey, 401, "missing_api_key"],
    ] as const) {
      server.use(answer(body, status));
      const failure = await sender()
        .deliver(message)
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(PermanentJobFailure);
      expect(String((failure as Error).message)).toContain(`resend ${status} ${name}`);
      expect(String((failure as Error).message)).not.toContain("re_test_key");
    }
  });

  test("a rate limit, a 5xx, the same key in flight, a timeout or an unreadable answer is thrown for a retry", async () => {
    for (const [body, status] of [
      [rateLimited, 429],
      [internalError, 500],
      [concurrent, 409],
    ] as const) {
      server.use(answer(body, status));
      const failure = await sender()
        .deliver(message)
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(PermanentJobFailure);
    }
    server.use(http.post(RESEND_API, () => new HttpResponse("<html>Bad gateway</html>", { status: 200 })));
    await expect(sender().deliver(message)).rejects.toThrow(/unreadable answer/);
    server.use(
      http.post(RESEND_API, async () => {
        await delay(200);
        return HttpResponse.json(sent);
      }),
    );
    const late = await sender(50)
      .deliver(message)
      .catch((e: unknown) => e);
    expect(late).toBeInstanceOf(Error);
    expect(late).not.toBeInstanceOf(PermanentJobFailure);
  });
});
