import { ESLint } from "eslint";
import { describe, expect, test } from "vitest";

// The architecture rules lint enforces (docs/architecture.md, Layers), each shown failing on a file that breaks it.
// The files are linted as text at a path inside the repository; nothing is written.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe("lint refuses", () => {
  test("a domain import cycle", async () => {
    // bookings imports markets; markets importing bookings back closes a cycle.
    const found = await problems(
      "app/domains/markets/cycle-probe.ts",
      'import { isPayable } from "~/domains/bookings/types";\nexport const probe = isPayable;\n',
    );
    expect(found).toContainEqual(expect.stringMatching(/^tern\/no-domain-cycle: Domain 'markets' imports 'bookings'/));
  }, 60_000);

  test("a domain reading another domain's table", async () => {
    const found = await problems(
      "app/domains/stays/table-probe.ts",
      'import { bookings } from "~/domains/bookings/tables";\nexport const probe = bookings;\n',
    );
    expect(found).toContainEqual(expect.stringMatching(/^no-restricted-imports: .*A domain reads only its own tables/));
    // Its own tables are its own.
    expect(
      await problems(
        "app/domains/stays/own-probe.ts",
        'import { stays } from "./tables";\nexport const probe = stays;\n',
      ),
    ).toEqual([]);
  }, 60_000);

  test("a route importing a route", async () => {
    const found = await problems(
      "app/routes/probe.tsx",
      'import { loader } from "./cart";\nexport const probe = loader;\n',
    );
    expect(found).toContainEqual(
      expect.stringMatching(/^no-restricted-imports: .*A route imports no other route's module/),
    );
  }, 60_000);

  test("a page without the one error boundary", async () => {
    const page = "export default function Probe() {\n  return null;\n}\n";
    expect(await problems("app/routes/boundary-probe.tsx", page)).toContainEqual(
      expect.stringMatching(/^tern\/route-error-boundary: /),
    );
    const own = `${page}export function ErrorBoundary() {\n  return null;\n}\n`;
    expect(await problems("app/routes/boundary-probe.tsx", own)).toContainEqual(
      expect.stringMatching(/^tern\/route-error-boundary: /),
    );
    const one = `${page}export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";\n`;
    expect(await problems("app/routes/boundary-probe.tsx", one)).toEqual([]);
  }, 60_000);

  test("a form that posts without the one-time token", async () => {
    const form = (inner: string, action = "") =>
      `${inner.includes("ResendToken") ? 'import { ResendToken } from "~/components/forms";\n' : ""}export function Probe() {\n  return (\n    <form method="post"${action}>\n      ${inner}\n    </form>\n  );\n}\n`;
    expect(await problems("app/components/resend-probe.tsx", form("<button>Go</button>"))).toContainEqual(
      expect.stringMatching(/^tern\/resend-token: /),
    );
    expect(await problems("app/components/resend-probe.tsx", form("<ResendToken />"))).toEqual([]);
    // A settings form only sets a cookie.
    expect(
      await problems("app/components/resend-probe.tsx", form("<button>Go</button>", ' action="/settings/market"')),
    ).toEqual([]);
  }, 60_000);

  test("a hand-parsed form in a route action", async () => {
    const byHand = [
      'export async function action({ request }: { request: Request }) {\n  const form = await request.formData();\n  return form.get("intent");\n}\n',
      'import { z } from "zod";\nexport async function action({ request }: { request: Request }) {\n  return z.object({}).safeParse(Object.fromEntries(await request.formData()));\n}\n',
    ];
    for (const code of byHand) {
      expect(await problems("app/routes/form-probe.ts", code)).toContainEqual(
        expect.stringMatching(/^no-restricted-syntax: /),
      );
    }
    const withConform =
      'import { parseWithZod } from "@conform-to/zod/v4";\nimport { z } from "zod";\nexport async function action({ request }: { request: Request }) {\n  return parseWithZod(await request.formData(), { schema: z.object({}) });\n}\n';
    expect(await problems("app/routes/form-probe.ts", withConform)).toEqual([]);
  }, 60_000);

  test("a domain file over 300 lines", async () => {
    const long = Array.from({ length: 301 }, (_, i) => `export const line${i} = ${i};`).join("\n") + "\n";
    expect(await problems("app/domains/markets/long-probe.ts", long)).toContainEqual(
      expect.stringMatching(/^max-lines: File has too many lines \(301\)/),
    );
  }, 60_000);
});
