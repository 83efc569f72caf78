import { encode } from "uqr";

/**
 * A QR code of `text` as one SVG path of its dark modules, in module units with a one-module quiet zone: drawn by
 * React as an `<svg>`, no markup injected, and sharp at any size.
 */
export function qrPath(text: string): { size: number; path: string } {
  const qr = encode(text, { border: 1 });
  const path = qr.data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join("");
  return { size: qr.size, path };
}
