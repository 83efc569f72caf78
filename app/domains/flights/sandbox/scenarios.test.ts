import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { ALL_SCENARIOS, PASSENGER_SCENARIOS, ROUTE_SCENARIOS } from "./scenarios";

const doc = readFileSync(path.resolve(import.meta.dirname, "../../../../docs/sandbox.md"), "utf8");

test("docs/sandbox.md lists every scenario and the input that triggers it", () => {
  for (const scenario of ALL_SCENARIOS) expect(doc).toContain(`\`${scenario}\``);
  for (const [route, scenario] of Object.entries(ROUTE_SCENARIOS)) {
    const [from, to] = route.split("-");
    expect(doc).toMatch(new RegExp(`\\|\\s*\`${scenario}\`\\s*\\|\\s*a search from \`${from}\` to \`${to}\``));
  }
  for (const surname of Object.keys(PASSENGER_SCENARIOS)) expect(doc).toContain(`\`${surname}\``);
});
