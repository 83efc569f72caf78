import { expect, test } from "vitest";
import { tripRoute } from "./trip-recap";

const leg = (slice: number, from: string, to: string) => ({ slice, from, to });

test("a trip's route names every city once, in order: a return both ends, a multi-city trip each stop", () => {
  expect(tripRoute([leg(0, "LOS", "LHR"), leg(1, "LHR", "LOS")])).toEqual({ kind: "return", cities: ["LOS", "LHR"] });
  // Connections inside a journey are not cities of the trip.
  expect(tripRoute([leg(0, "LOS", "CDG"), leg(0, "CDG", "LHR"), leg(1, "LHR", "CDG"), leg(1, "CDG", "LOS")])).toEqual({
    kind: "return",
    cities: ["LOS", "LHR"],
  });
  expect(tripRoute([leg(0, "LOS", "ABV")])).toEqual({ kind: "onward", cities: ["LOS", "ABV"] });
  expect(tripRoute([leg(0, "LOS", "ACC"), leg(1, "ACC", "DKR"), leg(2, "DKR", "LOS")])).toEqual({
    kind: "onward",
    cities: ["LOS", "ACC", "DKR", "LOS"],
  });
  // An open jaw (back from another city) is not a return, and names the city it starts back from.
  expect(tripRoute([leg(0, "LOS", "LHR"), leg(1, "CDG", "LOS")])).toEqual({
    kind: "onward",
    cities: ["LOS", "LHR", "CDG", "LOS"],
  });
});
