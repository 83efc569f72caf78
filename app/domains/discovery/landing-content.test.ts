import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getAirport } from "~/domains/flights/airports";
// @ts-expect-error: the seed is plain JavaScript run by Node; its rows are checked here against the app's schema.
import { landingRows } from "../../../scripts/seed/landing.mjs";
import { LandingFileSchema } from "./schema";

type Row = Record<string, string | number | null>;
const rowsOf = landingRows as (slug: string, file: unknown) => Row[];
const root = path.join(import.meta.dirname, "../../..");
const read = (dir: string) =>
  readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith(".json"))
    .map((f) => ({ slug: f.replace(/\.json$/, ""), file: JSON.parse(readFileSync(path.join(root, dir, f), "utf8")) }));
const files = read("content/landing");
// Every sector an airline page searches: a deal's route must be one, so that a fare can be found for it.
const sectors = new Set(
  read("content/airlines").flatMap(({ file }) =>
    (file.departures as string[]).flatMap((from) => (file.destinations as string[]).map((to) => `${from}-${to}`)),
  ),
);

describe("content/landing", () => {
  it("has deals, services, product pages and a page, each valid, in English and French", () => {
    for (const { slug, file } of files) {
      const parsed = LandingFileSchema.safeParse(file);
      expect(parsed.error, slug).toBeUndefined();
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(rowsOf(slug, file).map((row) => row.locale)).toEqual(["en-US", "fr-FR"]);
    }
    expect(new Set(files.map((f) => f.file.kind))).toEqual(new Set(["deal", "service", "product", "page"]));
  });

  it("gives every deal a route an airline page searches, between known airports", () => {
    for (const { slug, file } of files.filter((f) => f.file.kind === "deal")) {
      const { from, to } = file.route;
      expect(getAirport(from), slug).toBeDefined();
      expect(getAirport(to), slug).toBeDefined();
      expect(sectors.has(`${from}-${to}`), `${slug}: ${from}-${to}`).toBe(true);
    }
  });

  it("loads a page with a script or a handler sanitized, and leaves out a language with no words", () => {
    const [first] = files;
    const rows = rowsOf("test-page", {
      ...first?.file,
      "en-US": { ...first?.file["en-US"], html: '<p onclick="steal()">Hi<script>alert(1)</script></p>' },
      "fr-FR": undefined,
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ locale: "en-US", html: "<p>Hi</p>" });
  });
});
