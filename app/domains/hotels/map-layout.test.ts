import { describe, expect, it } from "vitest";
import { spreadPins } from "./map-layout";

const box = { gap: 52, width: 600, height: 600, margin: 30 };
const closest = (pins: Array<{ x: number; y: number }>) =>
  Math.min(...pins.flatMap((a, i) => pins.slice(i + 1).map((b) => Math.hypot(a.x - b.x, a.y - b.y))));

describe("spreadPins", () => {
  it("leaves pins that do not touch where they are", () => {
    const pins = spreadPins(
      [
        { x: 100, y: 100 },
        { x: 300, y: 300 },
      ],
      box,
    );
    expect(pins).toEqual([
      { x: 100, y: 100, at: null },
      { x: 300, y: 300, at: null },
    ]);
  });

  it("moves pins that would cover each other apart, each remembering where it belongs", () => {
    const points = [
      { x: 300, y: 300 },
      { x: 310, y: 305 },
      { x: 300, y: 300 },
      { x: 295, y: 320 },
    ];
    const pins = spreadPins(points, box);
    // Rounding to whole units may cost a unit of the gap, never more.
    expect(closest(pins)).toBeGreaterThanOrEqual(box.gap - 1);
    pins.forEach((pin, i) => {
      if (pin.at) expect(pin.at).toEqual(points[i]);
      // Moved no further than the cluster's size needs.
      expect(Math.hypot(pin.x - 300, pin.y - 300)).toBeLessThan(box.gap * 2);
    });
  });

  it("keeps pins inside the map when a crowd sits at its edge, and gives the same answer every time", () => {
    const points = Array.from({ length: 8 }, (_, i) => ({ x: 590, y: 20 + i * 3 }));
    const pins = spreadPins(points, box);
    for (const pin of pins) {
      expect(pin.x).toBeGreaterThanOrEqual(box.margin);
      expect(pin.x).toBeLessThanOrEqual(box.width - box.margin);
      expect(pin.y).toBeGreaterThanOrEqual(box.margin);
      expect(pin.y).toBeLessThanOrEqual(box.height - box.margin);
    }
    expect(closest(pins)).toBeGreaterThanOrEqual(box.gap - 1);
    expect(spreadPins(points, box)).toEqual(pins);
  });
});
