import { encode } from "uqr";
import { describe, expect, test } from "vitest";
import { qrPath } from "./qr";

describe("a QR code as an SVG path", () => {
  test("one square per dark module, in module units, on the code's own grid", () => {
    const text = "LPA:1$smdp.sandbox.tern.example$ABCDEFGHJKLMNPQRSTUV";
    const { size, path } = qrPath(text);
    const modules = encode(text, { border: 1 }).data;
    expect(size).toBe(modules.length);
    const squares = [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => [Number(x), Number(y)]);
    expect(squares.length).toBe(modules.flat().filter(Boolean).length);
    for (const [x, y] of squares) expect(modules[y!]![x!]).toBe(true);
    // The quiet zone: nothing drawn on the border.
    expect(squares.some(([x, y]) => x === 0 || y === 0 || x === size - 1 || y === size - 1)).toBe(false);
  });
});
