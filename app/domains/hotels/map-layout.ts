/**
 * Pins that would cover each other on the server's map, moved apart: a map without JavaScript cannot zoom, so
 * every pin must be readable and tappable where it is drawn. Each pin moves as little as it must and keeps where it
 * belongs (`at`), which the map marks with a dot and a line when the two differ.
 */
export interface PlacedPin {
  x: number;
  y: number;
  /** Where the property is, when the pin had to move off it. */
  at: { x: number; y: number } | null;
}

const ROUNDS = 200;

export function spreadPins(
  points: ReadonlyArray<{ x: number; y: number }>,
  { gap, width, height, margin }: { gap: number; width: number; height: number; margin: number },
): PlacedPin[] {
  const moved = points.map((p) => ({ x: p.x, y: p.y }));
  const clamp = (value: number, max: number) => Math.min(max - margin, Math.max(margin, value));
  for (let round = 0; round < ROUNDS; round++) {
    let overlaps = false;
    for (let i = 0; i < moved.length; i++) {
      for (let j = i + 1; j < moved.length; j++) {
        const a = moved[i];
        const b = moved[j];
        if (!a || !b) continue;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= gap) continue;
        overlaps = true;
        if (distance < 1e-6) {
          // Two pins on one spot part along a direction of their own, the same on every run.
          const angle = (j * 2.399963) % (2 * Math.PI);
          [dx, dy, distance] = [Math.cos(angle), Math.sin(angle), 1];
        }
        const push = (gap - distance) / 2 + 0.5;
        const [ux, uy] = [dx / distance, dy / distance];
        a.x = clamp(a.x - ux * push, width);
        a.y = clamp(a.y - uy * push, height);
        b.x = clamp(b.x + ux * push, width);
        b.y = clamp(b.y + uy * push, height);
      }
    }
    if (!overlaps) break;
  }
  return moved.map((p, i) => {
    const x = Math.round(p.x);
    const y = Math.round(p.y);
    const origin = points[i] ?? p;
    const shift = Math.hypot(x - origin.x, y - origin.y);
    return { x, y, at: shift >= 1 ? { x: origin.x, y: origin.y } : null };
  });
}
