import { describe, expect, test } from "vitest";
import { stepContext } from "../../../tests/support/requests";
import { loader } from "./openapi";

describe("GET /api/openapi.json", () => {
  test("answers the OpenAPI 3.1 document for this site, cacheable and readable from any origin", async () => {
    const request = new Request("http://localhost:8787/api/openapi.json");
    const response = loader({ request, context: await stepContext(null), params: {} } as never);
    expect(response.status).toBe(200);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const document = (await response.json()) as { openapi: string; servers: Array<{ url: string }>; paths: object };
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: "http://localhost:8787" }]);
    expect(Object.keys(document.paths)).toContain("/api/booking/Booking/Booking");
  });
});
