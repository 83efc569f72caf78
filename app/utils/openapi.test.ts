import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, test } from "vitest";
import { z } from "zod";
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

  test("each body is described as its schema takes it: every field, and which are required", () => {
    type Takes = Array<{ fields: string[]; required: string[] }>;
    /** Both sides of an intersection at once: every field and every requirement of each (one object each side). */
    const merged = (left: Takes, right: Takes): Takes => [
      {
        fields: [...new Set([...(left[0]?.fields ?? []), ...(right[0]?.fields ?? [])])].sort(),
        required: [...new Set([...(left[0]?.required ?? []), ...(right[0]?.required ?? [])])].sort(),
      },
    ];
    /** What a zod object takes, read from zod itself (not from the JSON Schema made of it). */
    const takes = (schema: z.ZodType): Array<{ fields: string[]; required: string[] }> => {
      if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap(takes);
      if (schema instanceof z.ZodPipe) return takes(schema.in as z.ZodType);
      if (schema instanceof z.ZodIntersection)
        return merged(takes(schema.def.left as z.ZodType), takes(schema.def.right as z.ZodType));
      if (!(schema instanceof z.ZodObject)) throw new Error("a body is an object or a union of objects");
      const shape = schema.shape as Record<string, z.ZodType>;
      const fields = Object.keys(shape).sort();
      return [{ fields, required: fields.filter((key) => !shape[key]!.safeParse(undefined).success) }];
    };
    /** What the document says a body takes: each object (or each of its `anyOf`), its properties and required. */
    const said = (schema: Record<string, unknown>): Array<{ fields: string[]; required: string[] }> =>
      Array.isArray(schema.anyOf)
        ? (schema.anyOf as Record<string, unknown>[]).flatMap(said)
        : Array.isArray(schema.allOf)
          ? (schema.allOf as Record<string, unknown>[]).map(said).reduce(merged)
          : [
              {
                fields: Object.keys((schema.properties as object | undefined) ?? {}).sort(),
                required: [...((schema.required as string[] | undefined) ?? [])].sort(),
              },
            ];
    const withBody = apiOperations("2026-11-26").filter((op) => op.body);
    expect(withBody.length).toBeGreaterThan(10);
    for (const op of withBody) {
      const described = (
        document.paths[op.path]?.[op.method] as { requestBody?: { required: boolean; content: object } }
      )?.requestBody;
      expect(described?.required, `${op.method} ${op.path}`).toBe(true);
      const schema = (described?.content as Record<string, { schema: Record<string, unknown> }>)["application/json"]!
        .schema;
      expect(said(schema), `${op.method} ${op.path}`).toEqual(takes(op.body!));
    }
    // And one read as a traveller's app sends it: a sign-in by e-mail and password is a body the schema takes.
    const signIn = withBody.find((op) => op.path === "/api/customers/SignIn");
    expect(signIn?.body?.safeParse({ email: "ade@example.com", password: "correct horse battery" }).success).toBe(true);
  });

  test("every success with a body describes it (closed where Tern makes the object), and a 204 has none", () => {
    const successes = apiOperations("2026-11-26").flatMap((op) =>
      Object.keys(op.responses)
        .filter((status) => status.startsWith("2"))
        .map((status) => ({ op, status })),
    );
    expect(successes.length).toBeGreaterThanOrEqual(29);
    for (const { op, status } of successes) {
      const described = (document.paths[op.path]?.[op.method] as { responses: Record<string, { content?: object }> })
        .responses[status];
      const schema = (described?.content as Record<string, { schema: Record<string, unknown> }> | undefined)?.[
        "application/json"
      ]?.schema;
      if (status === "204") expect(schema, `${op.method} ${op.path}`).toBeUndefined();
      else expect(schema?.type, `${op.method} ${op.path} ${status}`).toMatch(/^(object|array)$/);
    }
    const airports = document.paths["/api/airports"]?.get as { responses: { "200": { content: object } } };
    const item = (airports.responses["200"].content as Record<string, { schema: { items: object } }>)[
      "application/json"
    ]!.schema.items;
    expect(item).toMatchObject({ additionalProperties: false, required: expect.arrayContaining(["code", "timeZone"]) });
  });

  test("an API route answers success only through `answer` and its schema: Response.json is left for errors", () => {
    const modules = Object.entries(apiRoutes).filter(
      ([path]) => !path.endsWith(".test.ts") && !/openapi|not-found/.test(path),
    );
    for (const [path, source] of modules) {
      const text = source as string;
      for (let at = text.indexOf("Response.json("); at !== -1; at = text.indexOf("Response.json(", at + 1)) {
        // The call's own text, to its closing parenthesis.
        let depth = 0;
        let end = at + "Response.json".length;
        do {
          if (text[end] === "(") depth++;
          if (text[end] === ")") depth--;
          end++;
        } while (depth > 0 && end < text.length);
        expect(text.slice(at, end), path).toMatch(/status: [45]\d\d/);
      }
    }
  });
});
