import { describe, expect, test } from "vitest";
import { testClock } from "../../../tests/support/clock";
import { agentToken, checkAgentToken } from "./token";

describe("the agent token", () => {
  const now = testClock();
  const inAnHour = new Date(now.getTime() + 3_600_000);
  const token = agentToken("key", "AG1001", inAnHour);

  test("a token signed with the key for its agent is good until it expires", () => {
    expect(checkAgentToken("key", token, now)).toEqual({
      ok: true,
      agentId: "AG1001",
      expires: new Date(Math.floor(inAnHour.getTime() / 1000) * 1000),
    });
  });

  test("an expired token is refused", () => {
    expect(checkAgentToken("key", token, new Date(inAnHour.getTime() + 1000))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  test("a token signed with another key is refused", () => {
    expect(checkAgentToken("other key", token, now)).toEqual({ ok: false, reason: "signature" });
  });

  test("another agent id on the same signature is refused", () => {
    const [, expires, signature] = token.split(".");
    expect(checkAgentToken("key", `AG1002.${expires}.${signature}`, now)).toEqual({ ok: false, reason: "signature" });
  });

  test("a later expiry on the same signature is refused", () => {
    const [agent, expires, signature] = token.split(".");
    expect(checkAgentToken("key", `${agent}.${Number(expires) + 3600}.${signature}`, now)).toEqual({
      ok: false,
      reason: "signature",
    });
  });

  test("a token running more than a day ahead is refused, and anything else is malformed", () => {
    const later = agentToken("key", "AG1001", new Date(now.getTime() + 25 * 3_600_000));
    expect(checkAgentToken("key", later, now)).toEqual({ ok: false, reason: "too_long" });
    expect(checkAgentToken("key", "AG1001", now)).toEqual({ ok: false, reason: "malformed" });
    expect(checkAgentToken("key", `${token}x`, now)).toEqual({ ok: false, reason: "malformed" });
  });
});
