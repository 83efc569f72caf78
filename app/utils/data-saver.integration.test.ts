import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { dataSaverContext } from "~/context";
import { createRequestContext, pageVariant } from "~/context.server";
import { testClock } from "../../tests/support/clock";

// Save-Data (#35) in the request context the Worker builds: the page knows it saves data, and the page cache keeps
// the lite page apart from the full one.

const contextFor = async (headers: Record<string, string>) => {
  const request = new Request("https://tern.example/hotel/search?where=Lagos", { headers });
  const context = await createRequestContext({
    request,
    env,
    ctx: createExecutionContext(),
    nonce: "n",
    clock: testClock,
  });
  return { request, context };
};

describe("Save-Data in the request context", () => {
  test("the page saves data, and its page cache variant is not the full page's", async () => {
    const lite = await contextFor({ "Save-Data": "on" });
    const full = await contextFor({});
    expect(lite.context.get(dataSaverContext)).toEqual({ lite: true, asked: true });
    expect(full.context.get(dataSaverContext)).toEqual({ lite: false, asked: false });
    const [a, b] = [await pageVariant(lite.request, lite.context), await pageVariant(full.request, full.context)];
    expect(a).not.toEqual(b);
    expect(a?.at(-1)).toBe("lite");
  });
});
