import { createExecutionContext, env } from "cloudflare:test";
import { sessionContext } from "~/context";
import { createRequestContext } from "~/context.server";
import { sessionStorageFor } from "~/domains/accounts/session.server";
import { enterAgentMode } from "./cookie.server";
import { describe, expect, test } from "vitest";
import { submitPayment } from "~/domains/bookings/payment.server";
import { db, billing, bookingReady, harness, startDaysAt } from "../../../tests/support/checkout";
import { testClock, testClockAhead } from "../../../tests/support/clock";
import { stepContext } from "../../../tests/support/requests";
import { loader as crmApi } from "~/routes/api/crm-agent-bookings";
import { loader as loginPage } from "~/routes/account/crm-agent-login";
import { agentAuditRows, agentBookings, auditStatement, checkAgent, tagStatements } from "./agents.server";
import { agents } from "./tables";
import { agentToken } from "./token";
import { runBatch } from "~/db/batch";

// CRM agent mode in workerd (decision 016): the check, the tag and audit rows, the CRM's API and the validation page.
startDaysAt(700);

const secret = env.AGENT_TOKEN_SECRET;
const run = crypto.randomUUID().slice(0, 8);
const A = `IT-A-${run}`;
const B = `IT-B-${run}`;
const OFF = `IT-OFF-${run}`;
const inHours = (hours: number) => new Date(testClock().getTime() + hours * 3_600_000);

async function seedAgents() {
  const at = testClock().toISOString();
  await db
    .insert(agents)
    .values([
      { id: A, name: "Ngozi Test", status: "active", createdAt: at },
      { id: B, name: "Kwame Test", status: "active", createdAt: at },
      { id: OFF, name: "Gone Test", status: "disabled", createdAt: at },
    ])
    .onConflictDoNothing();
}

/** A flight booking started by `agent`, its payment attempted twice (a double click), as agent mode does. */
async function bookedBy(agent: string, visitor: string) {
  const h = harness();
  const booking = await bookingReady(h, visitor);
  const now = testClock();
  await runBatch(db, tagStatements(db, agent, booking.id, now) as [never]);
  const deps = {
    ...h.deps(),
    attempted: (orderId: string, paymentId: string) => [
      auditStatement(db, agent, orderId, "payment_started", paymentId, now),
    ],
  };
  await submitPayment(deps, booking, billing("card"), { returnUrl: "/r" });
  await submitPayment(deps, booking, billing("card"), { returnUrl: "/r" });
  return booking;
}

async function api(token: string | null, query = "") {
  const request = new Request(`https://tern.test/api/crm-agent/bookings${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const answer = (await crmApi({ request, params: {}, context: await stepContext(null) } as never)) as Response;
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown[]> & { Agent?: unknown } };
}

describe("agent mode", () => {
  test("a token opens agent mode only for a known, active agent, and only for the agent it names", async () => {
    await seedAgents();
    const deps = { db, secret, now: testClock() };
    const token = agentToken(secret, A, inHours(2));
    expect(await checkAgent(deps, token, A)).toMatchObject({ ok: true, agent: { id: A, name: "Ngozi Test" } });
    expect(await checkAgent(deps, token, B)).toEqual({ ok: false, reason: "mismatch" });
    expect(await checkAgent(deps, agentToken(secret, OFF, inHours(2)))).toEqual({ ok: false, reason: "unknown" });
    expect(await checkAgent(deps, agentToken(secret, "NOBODY", inHours(2)))).toEqual({ ok: false, reason: "unknown" });
    expect(await checkAgent({ ...deps, now: inHours(3) }, token)).toEqual({ ok: false, reason: "expired" });
    expect(await checkAgent(deps, null)).toEqual({ ok: false, reason: "missing" });
  });

  test("an agent's booking carries its id; its start and its payment are audited once, however often sent", async () => {
    await seedAgents();
    const booking = await bookedBy(A, `agent-a-${run}`);
    await runBatch(db, tagStatements(db, B, booking.id, testClock()) as [never]);
    const lines = await agentBookings(db, A, "en-US");
    expect(lines.map((l) => l.id)).toContain(booking.id);
    // An order has one agent: a second tag is ignored.
    expect((await agentBookings(db, B, "en-US")).map((l) => l.id)).not.toContain(booking.id);
    const rows = (await agentAuditRows(db, A)).filter((r) => r.orderId === booking.id);
    expect(rows.map((r) => r.action).sort()).toEqual(["payment_started", "start_booking"]);
    // Filtered by the day booked and the status.
    const today = testClock().toISOString().slice(0, 10);
    expect((await agentBookings(db, A, "en-US", { from: today, to: today })).map((l) => l.id)).toContain(booking.id);
    expect(await agentBookings(db, A, "en-US", { to: "2000-01-01" })).toEqual([]);
    expect(await agentBookings(db, A, "en-US", { status: "ticketed" })).not.toContainEqual(
      expect.objectContaining({ id: booking.id }),
    );
  });

  test("the CRM's API reads only the token's agent's bookings and audit rows", async () => {
    await seedAgents();
    const [ofA, ofB] = [await bookedBy(A, `api-a-${run}`), await bookedBy(B, `api-b-${run}`)];
    const forA = await api(agentToken(secret, A, inHours(1)));
    expect(forA.status).toBe(200);
    expect(forA.body.Agent).toEqual({ Id: A, Name: "Ngozi Test" });
    const idsA = (forA.body.Bookings as Array<{ BookingId: string }>).map((b) => b.BookingId);
    expect(idsA).toContain(ofA.id);
    expect(idsA).not.toContain(ofB.id);
    const auditA = (forA.body.Audit as Array<{ BookingId: string }>).map((r) => r.BookingId);
    expect(auditA).toContain(ofA.id);
    expect(auditA).not.toContain(ofB.id);
    const forB = await api(agentToken(secret, B, inHours(1)));
    expect((forB.body.Bookings as Array<{ BookingId: string }>).map((b) => b.BookingId)).toEqual([ofB.id]);
    // No token, another key's, an expired one, a disabled agent's: 401, saying nothing more.
    expect((await api(null)).status).toBe(401);
    expect((await api(agentToken("another key", A, inHours(1)))).status).toBe(401);
    expect((await api(agentToken(secret, OFF, inHours(1)))).status).toBe(401);
    const expired = agentToken(secret, A, testClockAhead(-60_000)());
    expect((await api(expired)).status).toBe(401);
    expect((await api(agentToken(secret, A, inHours(1)), "?from=yesterday")).status).toBe(400);
  });

  test("the validation page: a good token sets agent mode's cookie and leaves the address", async () => {
    await seedAgents();
    const page = async (query: string) =>
      loginPage({
        request: new Request(`https://tern.test/account/crm-agent/login${query}`),
        params: {},
        context: await stepContext(null),
      } as never).catch((thrown: unknown) => thrown);
    const good = agentToken(secret, A, inHours(1));
    const entered = (await page(`?agentId=${A}&accessToken=${good}`)) as Response;
    expect(entered.status).toBe(302);
    expect(entered.headers.get("Location")).toBe("/account/crm-agent/login");
    const [agentCookie, sessionCookie] = entered.headers.getSetCookie();
    expect(agentCookie).toMatch(/^__Host-tern_agent=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
    // It expires with the token.
    expect(agentCookie).toContain(`Expires=${new Date(Math.floor(inHours(1).getTime() / 1000) * 1000).toUTCString()}`);
    // A session cookie of a member signed in before is forgotten in the same answer.
    expect(sessionCookie).toMatch(/^__Host-tern_session=;/);
    // Expired, forged or unknown tokens render the page (tests/e2e/agents.spec.ts) and set nothing.
  });

  test("agent mode's session serves only that agent: expired or left, the browser starts afresh", async () => {
    await seedAgents();
    const storage = sessionStorageFor(env.SESSION_SECRET);
    const contextFor = async (cookies: string[]) =>
      createRequestContext({
        request: new Request("https://tern.test/", { headers: { Cookie: cookies.join("; ") } }),
        env,
        ctx: createExecutionContext(),
        nonce: "n",
        clock: testClock,
      });
    const agentCookie = async (hours: number) =>
      (await enterAgentMode(env.SESSION_SECRET, agentToken(secret, A, inHours(hours)), inHours(24))).split(";")[0]!;
    // The agent's first request in agent mode: a session of theirs, which their booking steps fill and commit.
    const first = await contextFor([await agentCookie(1)]);
    const session = first.get(sessionContext);
    expect(session.get("agentId")).toBe(A);
    session.set("visitorId", "agent-visitor");
    session.set("granted", ["customer-booking"]);
    const sessionCookie = (await storage.commitSession(session)).split(";")[0]!;
    expect((await contextFor([await agentCookie(1), sessionCookie])).get(sessionContext).get("visitorId")).toBe(
      "agent-visitor",
    );
    // The token expired (the cookie still sent), or the agent cookie gone: the agent's session is not this browser's.
    for (const cookies of [[await agentCookie(-1), sessionCookie], [sessionCookie]]) {
      const after = (await contextFor(cookies)).get(sessionContext);
      // A fresh session: a visitor of its own (every page's forms are bound to one), never the agent's.
      expect(after.get("visitorId")).toBeDefined();
      expect(after.get("visitorId")).not.toBe("agent-visitor");
      expect(after.get("granted")).toBeUndefined();
      expect(after.get("agentId")).toBeUndefined();
    }
  });
});
