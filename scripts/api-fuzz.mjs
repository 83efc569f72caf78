// npm run api:fuzz: a contract fuzzer for the JSON API, in the manner of Schemathesis (which needs PyPI, unreachable
// here), built on fast-check and zod: it reads /api/openapi.json from the production build (or API_URL), draws
// requests for every operation from the document's own schemas (query, headers, body), half of them broken on
// purpose (a value the schema refuses), and sends each one undocumented method per path. Each answer is checked:
//
// - not a server error (5xx, but a documented 503);
// - status conformance: the status is one the document lists for the operation;
// - content and schema conformance: a documented body is JSON and its schema (read back with zod's fromJSONSchema)
//   accepts it; an undocumented one is empty;
// - negative data rejection: a request the schema refuses is refused (4xx);
// - unsupported methods: 405 with the path's own Allow and the document's Error.
//
// The seed is fixed (API_FUZZ_SEED, API_FUZZ_RUNS explore further). Prints a line per operation and the totals;
// exits 1 on any failure.
import fc from "fast-check";
import { z } from "zod";
import { serverToMeasure } from "./lib.mjs";

const SEED = Number(process.env.API_FUZZ_SEED ?? 2811);
const RUNS = Number(process.env.API_FUZZ_RUNS ?? 30);
const TODAY = process.env.TEST_TODAY || new Date().toISOString().slice(0, 10);

const { base, stop } = await serverToMeasure({
  url: process.env.API_URL,
  port: Number(process.env.API_FUZZ_PORT ?? 8796),
  stateDir: ".wrangler/fuzz-state",
});

const day = (offset) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** A schema with its $ref followed (the document's own components). */
function resolve(doc, schema) {
  if (!schema?.$ref) return schema;
  const target = schema.$ref
    .replace(/^#\//, "")
    .split("/")
    .reduce((node, key) => node?.[key], doc);
  return resolve(doc, target);
}

/** An arbitrary of the values a JSON Schema accepts (the subset zod's toJSONSchema writes). */
function valid(doc, input, depth = 0) {
  const schema = resolve(doc, input);
  if (!schema || depth > 6 || Object.keys(schema).length === 0) return fc.constantFrom("x", 1, true);
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => valid(doc, s, depth + 1)));
  if (schema.allOf) {
    const parts = schema.allOf.map((s) => resolve(doc, s));
    return valid(
      doc,
      {
        type: "object",
        properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
        required: parts.flatMap((p) => p.required ?? []),
      },
      depth + 1,
    );
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "string": {
      if (schema.format === "date") return fc.integer({ min: -3, max: 330 }).map(day);
      if (schema.format === "date-time") return fc.integer({ min: -3, max: 330 }).map((n) => `${day(n)}T10:00:00Z`);
      if (schema.format === "email") return fc.emailAddress();
      const max = Math.min(schema.maxLength ?? 24, 60);
      const min = Math.min(schema.minLength ?? 0, max);
      if (schema.pattern)
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
      return fc.string({ minLength: min, maxLength: max });
    }
    case "integer":
    case "number": {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -5);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 500);
      return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 2 ** 31)) });
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(valid(doc, schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case "object": {
      const properties = schema.properties ?? {};
      return fc.record(Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valid(doc, s, depth + 1)])), {
        requiredKeys: (schema.required ?? []).filter((k) => k in properties),
      });
    }
    default:
      return fc.constantFrom("x", 0, null);
  }
}

/** A value the schema refuses, where one can be written: another type, or out of its enum, range or pattern. */
function refused(doc, input) {
  const schema = resolve(doc, input);
  if (!schema) return null;
  if (schema.enum) return "zz-not-listed";
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "integer" || type === "number") return "not-a-number";
  if (type === "string" && schema.format === "date") return "2027-02-30";
  if (type === "string" && schema.pattern) return "%%";
  if (type === "array") return refused(doc, schema.items);
  return null;
}

const LANGUAGES = ["en-US", "fr-FR"];

/** One drawn request of an operation: query, headers and body; `broken` names what was made invalid, if anything. */
function requests(doc, path, method, op) {
  const params = (op.parameters ?? []).map((p) => resolve(doc, p));
  const query = params.filter((p) => p.in === "query");
  const pathParams = params.filter((p) => p.in === "path");
  const body = op.requestBody?.content?.["application/json"]?.schema;
  const currencies = resolve(doc, params.find((p) => p.name === "x-currency")?.schema)?.enum ?? ["NGN"];
  return fc.record({
    values: fc.record(
      Object.fromEntries(
        query.map((p) => [p.name, p.required ? valid(doc, p.schema) : fc.option(valid(doc, p.schema))]),
      ),
    ),
    pathValues: fc.record(
      Object.fromEntries(pathParams.map((p) => [p.name, fc.constantFrom("search", "LOS-001", "x")])),
    ),
    body: body ? valid(doc, body) : fc.constant(undefined),
    language: fc.constantFrom(...LANGUAGES),
    currency: fc.constantFrom(...currencies),
    // Half the requests break one thing the document refuses: a query value, or the currency header.
    breakAt: fc.option(fc.integer({ min: 0, max: query.length })),
  });
}

function build(doc, path, method, op, drawn) {
  const params = (op.parameters ?? []).map((p) => resolve(doc, p)).filter((p) => p.in === "query");
  const url = new URL(base + path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(drawn.pathValues[name])));
  const headers = { "Accept-Language": drawn.language, "x-currency": drawn.currency };
  let broken = null;
  params.forEach((p, i) => {
    let value = drawn.values[p.name];
    if (drawn.breakAt === i) {
      const bad = refused(doc, p.schema);
      if (bad !== null) {
        value = bad;
        broken = `${p.name}=${bad}`;
      }
    }
    if (value === null || value === undefined) return;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(p.name, String(item));
  });
  if (drawn.breakAt === params.length) {
    headers["x-currency"] = "AAA";
    broken = "x-currency: AAA";
  }
  const init = { method: method.toUpperCase(), headers };
  if (drawn.body !== undefined) {
    init.body = JSON.stringify(drawn.body);
    headers["Content-Type"] = "application/json";
  }
  return { url, init, broken };
}

/** What is wrong with one answer, by the document; empty when it conforms. */
async function problems(doc, op, response, broken) {
  const found = [];
  const status = String(response.status);
  const described = op.responses[status];
  const text = await response.text();
  if (response.status >= 500 && !(response.status === 503 && described)) found.push(["server_error", status]);
  if (!described) found.push(["status_conformance", `${status} is not documented`]);
  else {
    const schema = described.content?.["application/json"]?.schema;
    if (schema) {
      if (!(response.headers.get("Content-Type") ?? "").startsWith("application/json"))
        found.push(["content_type", response.headers.get("Content-Type")]);
      else {
        const parsed = z.fromJSONSchema(resolve(doc, schema)).safeParse(JSON.parse(text));
        if (!parsed.success)
          found.push([
            "schema_conformance",
            `${status}: ${parsed.error.issues[0]?.message} at ${parsed.error.issues[0]?.path.join(".")}`,
          ]);
      }
    } else if (text !== "") found.push(["schema_conformance", `${status} has a body the document does not describe`]);
  }
  if (broken && response.status < 400) found.push(["negative_data_accepted", `${broken} -> ${status}`]);
  return found;
}

const doc = await (await fetch(`${base}/api/openapi.json`)).json();
const failures = [];
let sent = 0;
try {
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const before = failures.length;
      const samples = fc.sample(requests(doc, path, method, op), { numRuns: RUNS, seed: SEED });
      for (const drawn of samples) {
        const { url, init, broken } = build(doc, path, method, op, drawn);
        const line = `${init.method} ${url.pathname}${url.search}${init.body ? ` ${init.body.slice(0, 200)}` : ""}`;
        sent += 1;
        const response = await fetch(url, init).catch((error) => error);
        if (response instanceof Error) {
          failures.push({
            check: "server_error",
            line,
            detail: `no answer: ${response.cause?.message ?? response.message}`,
          });
          continue;
        }
        for (const [check, detail] of await problems(doc, op, response, broken)) failures.push({ check, line, detail });
      }
      const mine = failures.length - before;
      console.log(
        `${mine === 0 ? "ok  " : "FAIL"} ${method.toUpperCase().padEnd(4)} ${path}${mine ? `: ${mine} failures` : ""}`,
      );
    }
    // Methods the path does not document: 405, its own Allow, the document's Error.
    const documented = Object.keys(methods).map((m) => m.toUpperCase());
    const allow = [
      ...(documented.includes("GET") ? ["GET", "HEAD"] : []),
      ...(documented.includes("POST") ? ["POST"] : []),
    ];
    for (const method of ["OPTIONS", "PUT", "PATCH", "DELETE", ...(documented.includes("POST") ? [] : ["POST"])]) {
      const url = base + path.replace(/\{\w+\}/g, "LOS-001");
      const response = await fetch(url, { method });
      sent += 1;
      const body = await response.json().catch(() => null);
      const got = (response.headers.get("Allow") ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      if (response.status !== 405 || got.join(", ") !== allow.join(", ") || typeof body?.message !== "string")
        failures.push({
          check: "unsupported_method",
          line: `${method} ${path}`,
          detail: `${response.status} Allow: ${got.join(", ")}`,
        });
    }
  }
} finally {
  stop();
}

const byCheck = Object.groupBy(failures, (f) => f.check);
for (const [check, list] of Object.entries(byCheck)) {
  console.log(`\n${check}: ${list.length}`);
  for (const f of list.slice(0, 8)) console.log(`  ${f.line}\n    ${f.detail}`);
}
const operations = Object.values(doc.paths).reduce((n, m) => n + Object.keys(m).length, 0);
console.log(
  `\n${operations} operations, ${sent} requests (seed ${SEED}, ${RUNS} per operation): ${failures.length} failures` +
    ` (server errors ${byCheck.server_error?.length ?? 0}, status ${byCheck.status_conformance?.length ?? 0},` +
    ` schema ${(byCheck.schema_conformance?.length ?? 0) + (byCheck.content_type?.length ?? 0)},` +
    ` negative data accepted ${byCheck.negative_data_accepted?.length ?? 0}, unsupported methods ${byCheck.unsupported_method?.length ?? 0})`,
);
process.exitCode = failures.length === 0 ? 0 : 1;
