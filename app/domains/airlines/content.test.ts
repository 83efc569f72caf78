import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getAirport } from "~/domains/flights/airports";
import { CARRIERS } from "~/domains/flights/sandbox/carriers";
// @ts-expect-error: the seed is plain JavaScript run by Node; its rows are checked here against the app's schema.
import { airlineRows } from "../../../scripts/seed/airlines.mjs";
import { AirlinePageSchema } from "./schema";

type Row = Record<string, string>;
const rowsOf = airlineRows as (slug: string, file: unknown) => Row[];
const dir = path.join(import.meta.dirname, "../../../content/airlines");
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => ({ slug: f.replace(/\.json$/, ""), file: JSON.parse(readFileSync(path.join(dir, f), "utf8")) }));
const parsed = (row: Row) =>
  AirlinePageSchema.safeParse({
    ...row,
    departures: JSON.parse(row.departuresJson ?? "[]"),
    destinations: JSON.parse(row.destinationsJson ?? "[]"),
  });

describe("content/airlines", () => {
  it("has a page for every carrier of the sandbox network, in English and French", () => {
    expect(files.map((f) => f.file.code).sort()).toEqual(CARRIERS.map((c) => c.code).sort());
    for (const { slug, file } of files) expect(rowsOf(slug, file).map((row) => row.locale)).toEqual(["en-US", "fr-FR"]);
  });

  it("loads every file as the app reads it, with known airports", () => {
    for (const { slug, file } of files) {
      for (const row of rowsOf(slug, file)) {
        const page = parsed(row);
        expect(page.error, `${slug} ${row.locale}`).toBeUndefined();
        for (const code of [...(page.data?.departures ?? []), ...(page.data?.destinations ?? [])])
          expect(getAirport(code), `${slug}: ${code}`).toBeDefined();
      }
    }
  });

  it("loads a description with a script or a handler sanitized, and leaves out a language with no words", () => {
    const [first] = files;
    const file = {
      ...first?.file,
      "en-US": {
        ...first?.file["en-US"],
        descriptionHtml: '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(2)></p>',
      },
      "fr-FR": undefined,
    };
    const rows = rowsOf("test-airline", file);
    expect(rows.map((row) => row.locale)).toEqual(["en-US"]);
    expect(rows[0]?.descriptionHtml).not.toMatch(/script|onclick|onerror|alert/);
    expect(rows[0]?.descriptionHtml).toContain("Hi");
  });
});
