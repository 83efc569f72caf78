import { expect, test } from "vitest";
import { resolveAirport } from "./resolve-airport";

test("a code, a suggestion or a one-airport city resolves; a many-airport city asks; junk is unknown", () => {
  expect(resolveAirport("los")).toMatchObject({ status: "ok", airport: { code: "LOS" } });
  expect(resolveAirport("Lagos (LOS)")).toMatchObject({ status: "ok", airport: { code: "LOS" } });
  expect(resolveAirport("Abuja")).toMatchObject({ status: "ok", airport: { code: "ABV" } });
  const london = resolveAirport("London");
  expect(london.status).toBe("ambiguous");
  if (london.status === "ambiguous") expect(london.options.map((a) => a.code).slice(0, 2)).toEqual(["LHR", "LGW"]);
  expect(resolveAirport("Paris").status).toBe("ambiguous");
  expect(resolveAirport("Qwertyville")).toEqual({ status: "unknown" });
  expect(resolveAirport("XXX")).toEqual({ status: "unknown" });
});
