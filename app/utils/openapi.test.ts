import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, test } from "vitest";
import routesSource from "../routes.ts?raw";
import flightQuerySource from "../domains/flights/search-query.ts?raw";
import stayQuerySource from "../domains/hotels/stay-query.ts?raw";
import { FlightSearchQuery, StaySearchQuery } from "./api-contract";
import { apiOperations, openApiDocument } from "./openapi.server";

// /api/openapi.json against the OpenAPI 3.1 schema, and against the routes it describes: every API route is
// documented and every documented path is served; no API route parses with a schema of its own (so the document,
// generated from app/utils/api-contract.ts, is what the routes parse with); the search queries, read without zod,
// are documented parameter for parameter.

const document = openApiDocument("https://tern.example", "2026-11-26");
const apiRoutes = import.meta.glob("../routes/api/*.ts", { query: "?raw", import: "default", eager: true });

/** The parameters a parse function reads (`params.get("x")`, `params.getAll("x")`), from its source. */
function parametersRead(source: string, fn: string): string[] {
  const start = source.indexOf(`export function ${fn}(`);
  const end = source.indexOf("\nexport ", start + 1);
  const body = source.slice(start, end === -1 ? undefined : end);
  return [...new Set([...body.matchAll(/params\.(?:get|getAll)\("(\w+)"\)/g)].map(([, name]) => name ?? ""))].sort();
}

describe("the OpenAPI document", () => {
  test("validates as OpenAPI 3.1", async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  test("describes the spec's headers: Accept-Language, x-currency, bearer tokens, X-Auth-Hash and TimeStamp", () => {
    const { parameters, securitySchemes } = document.components;
    expect(parameters.AcceptLanguage).toMatchObject({ name: "Accept-Language", in: "header" });
    expect(parameters.Currency).toMatchObject({ name: "x-currency", in: "header" });
    expect(securitySchemes.memberToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(securitySchemes.authHash).toMatchObject({ in: "header", name: "X-Auth-Hash" });
    expect(securitySchemes.timeStamp).toMatchObject({ in: "header", name: "TimeStamp" });
    const booking = document.paths["/api/booking/Booking/Booking"]?.post as { security: object[] };
    expect(booking.security).toEqual([{ authHash: [], timeStamp: [] }]);
  });

  test("every API route in app/routes.ts is documented, and every documented path is a route", () => {
    const served = [...routesSource.matchAll(/route\("(api\/[^"]+)"/g)]
      .map(([, path]) => `/${path}`)
      .filter((path) => path !== "/api/*" && path !== "/api/openapi.json");
    const pattern = (route: string) => new RegExp(`^${route.replace(/:\w+/g, "[^/]+")}$`);
    const documented = Object.keys(document.paths);
    for (const route of served) {
      expect(
        documented.some((path) => pattern(route).test(path.replace(/\{\w+\}/g, "x"))),
        route,
      ).toBe(true);
    }
    for (const path of documented) {
      expect(
        served.some((route) => pattern(route).test(path.replace(/\{\w+\}/g, "x"))),
        path,
      ).toBe(true);
    }
  });

  test("no API route parses with a schema of its own: only the contract's, which the document is made of", () => {
    const modules = Object.entries(apiRoutes).filter(([path]) => !path.endsWith(".test.ts"));
    expect(modules.length).toBeGreaterThan(10);
    for (const [path, source] of modules) {
      const text = source as string;
      expect(text, path).not.toMatch(/\bz\.(object|string|number|array|enum|union|coerce|record|literal)\(/);
      // A schema imported from anywhere but the contract would be one the document does not show.
      for (const [, names = "", from] of text.matchAll(/import \{([^}]*)\} from "([^"]+)"/g)) {
        if (from !== "~/utils/api-contract")
          expect(names, `${path}: ${from}`).not.toMatch(/\b[A-Z]\w*(Schema|Query|Body)\b/);
      }
    }
  });

  test("the flight and stay search queries are documented parameter for parameter", () => {
    expect(Object.keys(FlightSearchQuery.shape).sort()).toEqual(parametersRead(flightQuerySource, "parseSearchParams"));
    const stay = parametersRead(stayQuerySource, "parseStayParams");
    // `room` is read in a loop (`adults0`, `age0`, … are the web form's own fields), review paging on a property.
    expect(Object.keys(StaySearchQuery.shape).sort()).toEqual([...stay, "reviewSort", "reviews", "room"].sort());
  });

  test("each body is described as its schema takes it", () => {
    const ops = apiOperations("2026-11-26");
    const signIn = ops.find((op) => op.path === "/api/customers/SignIn");
    const described = (document.paths["/api/customers/SignIn"]?.post as { requestBody: { content: object } })
      .requestBody.content;
    expect(described).toEqual({
      "application/json": { schema: expect.objectContaining({ anyOf: expect.any(Array) }) },
    });
    expect(signIn?.body?.safeParse({ email: "ade@example.com", password: "correct horse battery" }).success).toBe(true);
    const booking = document.paths["/api/booking/Booking/Booking"]?.post as {
      requestBody: { content: { "application/json": { schema: { required: string[] } } } };
    };
    expect(booking.requestBody.content["application/json"].schema.required.sort()).toEqual(
      ["billing", "contact", "familyCode", "offerId", "paymentMethod", "travellers"].sort(),
    );
  });
});
