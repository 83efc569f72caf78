import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import { checkAgentToken } from "~/domains/agents/token";
import { verifyOrderAccess } from "~/domains/core/access.server";
import { verifySubscriptionToken } from "~/domains/subscriptions/subscriptions.server";
import { signature, signatureMatches } from "./signer";

// One signer for every signed token: the formats handed out before it (e-mailed links in inboxes, a CRM's agent
// tokens) keep verifying, byte for byte, and nothing else does.

const SECRET = "a-secret-of-the-test";
const byHand = (message: string) => createHmac("sha256", SECRET).update(message).digest("base64url");

describe("the signer", () => {
  test("signs HMAC-SHA256 in base64url, whole or cut, and matches only that exact signature", () => {
    expect(signature(SECRET, "m")).toBe(byHand("m"));
    expect(signature(SECRET, "m", 22)).toBe(byHand("m").slice(0, 22));
    expect(signatureMatches(SECRET, "m", byHand("m"))).toBe(true);
    expect(signatureMatches(SECRET, "m", byHand("m").slice(0, 42))).toBe(false);
    expect(signatureMatches(SECRET, "m", `${byHand("m")}x`)).toBe(false);
    expect(signatureMatches(SECRET, "n", byHand("m"))).toBe(false);
    expect(signatureMatches("another", "m", byHand("m"))).toBe(false);
  });

  test("tokens signed the way they always were still open what they opened", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const expires = Math.floor(now.getTime() / 1000) + 3600;
    // An agent token as the CRM makes it (docs/agent-tokens.md).
    const agent = `agent-7.${expires}.${byHand(`tern-agent-v1:agent-7:${expires}`)}`;
    expect(checkAgentToken(SECRET, agent, now)).toMatchObject({ ok: true, agentId: "agent-7" });
    // An e-mailed manage-booking link's token.
    const order = "abcdefghjkmnpqrs";
    expect(verifyOrderAccess(SECRET, order, `${expires}.${byHand(`manage:${order}:${expires}`)}`, now)).toBe(true);
    expect(
      verifyOrderAccess(SECRET, "zzzzzzzzzzzzzzzz", `${expires}.${byHand(`manage:${order}:${expires}`)}`, now),
    ).toBe(false);
    // A subscription's unsubscribe link; a confirm token does not unsubscribe.
    expect(verifySubscriptionToken(SECRET, "sub-1", "unsubscribe", byHand("subscription:unsubscribe:sub-1"))).toBe(
      true,
    );
    expect(verifySubscriptionToken(SECRET, "sub-1", "unsubscribe", byHand("subscription:confirm:sub-1"))).toBe(false);
  });
});
