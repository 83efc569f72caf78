import { describe, expect, test } from "vitest";
import { ensureVisitorId, sessionStorageFor } from "./session.server";

describe("visitor session", () => {
  const storage = sessionStorageFor("test-secret");

  test("is a signed __Host- cookie: HttpOnly, Secure, SameSite=Lax, Path=/ and no Domain", async () => {
    const session = await storage.getSession(null);
    ensureVisitorId(session);
    const cookie = await storage.commitSession(session);
    expect(cookie).toMatch(/^__Host-tern_session=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Domain=");
  });

  test("keeps its visitor id across requests, and a tampered cookie starts a new session", async () => {
    const first = await storage.getSession(null);
    const id = ensureVisitorId(first);
    const header = (await storage.commitSession(first)).split(";")[0] ?? "";
    const again = await storage.getSession(header);
    expect(ensureVisitorId(again)).toBe(id);

    // Change one character of the signed payload (between "=" and the signature's ".").
    const at = header.indexOf("=") + 5;
    const tampered = header.slice(0, at) + (header[at] === "A" ? "B" : "A") + header.slice(at + 1);
    expect((await storage.getSession(tampered)).get("visitorId")).toBeUndefined();
    const otherSecret = await sessionStorageFor("another-secret").getSession(header);
    expect(otherSecret.get("visitorId")).toBeUndefined();
  });
});
