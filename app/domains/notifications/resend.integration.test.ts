import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { afterEach, describe, expect, test, vi } from "vitest";
import { sendFeedback } from "~/domains/discovery/feedback.server";
import { listDeadLetters } from "~/domains/jobs/outbox.server";
import { createDb } from "~/db/client.server";
import validationError from "../../../tests/fixtures/resend/validation-error.json";
import internalError from "../../../tests/fixtures/resend/internal-error.json";
import sent from "../../../tests/fixtures/resend/sent.json";
import { testClock } from "../../../tests/support/clock";
import { handleQueue } from "../../../workers/background";
import { RESEND_API } from "./resend.server";

// The e-mail queue with EMAIL_SENDER=resend, in workerd: a sent e-mail is acked; Resend's refusal for good is
// a dead letter at once, with Resend's reason; its 5xx is retried with the queue's backoff. Resend answers from the
// documented fixtures (tests/fixtures/resend).

const db = createDb(env.DB);
const resendEnv = { ...env, EMAIL_SENDER: "resend", RESEND_API_KEY: "re_test_key" } as Env;

afterEach(() => vi.restoreAllMocks());

async function feedbackJob() {
  const id = await sendFeedback({ db, now: testClock(), jobs: { send: async () => {} } }, {
    message: `A message ${crypto.randomUUID()}`,
    page: "/",
    locale: "en-US",
  } as never);
  return { feedbackId: id, dedupeKey: `feedback:${id}` };
}

function resendAnswers(body: object, status: number) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    expect(String(input instanceof Request ? input.url : input)).toBe(RESEND_API);
    return Response.json(body, { status });
  });
}

describe("the e-mail queue through Resend", () => {
  test("sent: acked; refused for good: a dead letter at once; a 5xx: retried", async () => {
    const ok = resendAnswers(sent, 200);
    const first = createMessageBatch("tern-email", [
      { id: "e1", timestamp: testClock(), attempts: 1, body: await feedbackJob() },
    ]);
    await handleQueue(first, resendEnv);
    expect(ok).toHaveBeenCalledTimes(1);
    expect((await getQueueResult(first, createExecutionContext())).explicitAcks).toEqual(["e1"]);

    vi.restoreAllMocks();
    const alerts = vi.spyOn(console, "error").mockImplementation(() => {});
    resendAnswers(validationError, 422);
    const before = (await listDeadLetters(db, 1000)).length;
    const refused = createMessageBatch("tern-email", [
      { id: "e2", timestamp: testClock(), attempts: 1, body: await feedbackJob() },
    ]);
    await handleQueue(refused, resendEnv);
    const letters = await listDeadLetters(db, 1000);
    expect(letters).toHaveLength(before + 1);
    expect(letters.at(-1)?.reason).toMatch(/^resend 422 validation_error: /);
    expect(letters.at(-1)?.reason).not.toContain("re_test_key");
    expect(alerts).toHaveBeenCalled();

    vi.restoreAllMocks();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    resendAnswers(internalError, 500);
    const failing = createMessageBatch("tern-email", [
      { id: "e3", timestamp: testClock(), attempts: 2, body: await feedbackJob() },
    ]);
    await handleQueue(failing, resendEnv);
    const result = await getQueueResult(failing, createExecutionContext());
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(["e3"]);
    expect(result.explicitAcks).toEqual([]);
    expect((await listDeadLetters(db, 1000)).length).toBe(before + 1);
  });
});
