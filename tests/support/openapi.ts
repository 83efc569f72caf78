import { expect } from "vitest";
import { z } from "zod";
import { i18nextMiddleware } from "~/i18n/i18next.server";
import { openApiDocument } from "~/utils/openapi.server";
import { testDay } from "./clock";

// API answers checked against /api/openapi.json itself: the JSON Schema the document gives an operation's status is
// read back into a validator (zod's `fromJSONSchema`), so a field the document does not name, a missing one or one
// of another type fails, whatever the route's own types say.

export const apiDocument = openApiDocument("https://tern.test", testDay(0));

type Described = { content?: Record<string, { schema: Record<string, unknown> }> };
type Paths = Record<string, Record<string, { responses: Record<string, Described> }>>;

/** `GET /api/x` and the like: every documented operation with a body on success, as the document lists them. */
export function documentedSuccesses(): string[] {
  return Object.entries(apiDocument.paths as Paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, op]) =>
      Object.entries(op.responses)
        .filter(([status, described]) => status.startsWith("2") && described.content)
        .map(() => `${method.toUpperCase()} ${path}`),
    ),
  );
}

/** The response is one the document lists for this operation, with a body its schema describes (none for a 204). */
export async function expectAsDocumented(operation: string, response: Response): Promise<void> {
  const [method = "", path = ""] = operation.split(" ");
  const op = (apiDocument.paths as Paths)[path]?.[method.toLowerCase()];
  expect(op, `${operation} is not in the document`).toBeDefined();
  const described = op?.responses[String(response.status)];
  expect(described, `${operation} answered ${response.status}, which the document does not list`).toBeDefined();
  const text = await response.clone().text();
  const schema = described?.content?.["application/json"]?.schema;
  if (!schema) {
    expect(text, `${operation} ${response.status} has no body in the document`).toBe("");
    return;
  }
  const resolved =
    schema.$ref === "#/components/schemas/Error"
      ? (apiDocument.components.schemas.Error as Record<string, unknown>)
      : schema;
  const parsed = z.fromJSONSchema(resolved as never).safeParse(JSON.parse(text));
  expect(parsed.success ? [] : parsed.error.issues, `${operation} ${response.status}: ${text.slice(0, 300)}`).toEqual(
    [],
  );
}

/** A route's loader or action, run inside the i18n middleware as the root runs it: what it answers or throws. */
export async function answered(
  handler: (args: never) => unknown,
  args: { request: Request; context: unknown; params?: Record<string, string> },
): Promise<Response> {
  let result: unknown;
  await i18nextMiddleware({ ...args, params: args.params ?? {} } as never, async () => {
    try {
      result = await handler({ ...args, params: args.params ?? {} } as never);
    } catch (thrown) {
      result = thrown;
    }
    return new Response();
  });
  if (result instanceof Response) return result;
  throw result instanceof Error ? result : new Error(`not a Response: ${JSON.stringify(result)}`);
}
