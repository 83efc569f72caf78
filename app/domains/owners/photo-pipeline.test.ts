import { encode as encodePng } from "fast-png";
import jpeg from "jpeg-js";
import { describe, expect, test } from "vitest";
import { PHOTO_WIDTHS, safePhoto } from "./photo-pipeline";

// The photo path (DESIGN.md, Security): what a camera wrote beside the pixels never reaches the pages.

/** A photo as a phone takes it: 1,600 × 1,200 pixels with an EXIF block naming where it was taken. */
function phonePhoto() {
  const width = 1600;
  const height = 1200;
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([(i % width) % 256, Math.floor(i / width) % 256, 120, 255], i * 4);
  // "Exif\0\0", then a little-endian TIFF header whose first IFD names the GPS IFD (tag 0x8825) and a latitude.
  const gps = new TextEncoder().encode("GPSLatitude 6.4474N GPSLongitude 3.4723E Lekki");
  const exif = new Uint8Array([
    0x45,
    0x78,
    0x69,
    0x66,
    0x00,
    0x00,
    0x49,
    0x49,
    0x2a,
    0x00,
    0x08,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    0x25,
    0x88,
    0x04,
    0x00,
    0x01,
    0x00,
    0x00,
    0x00,
    0x1a,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    ...gps,
  ]);
  const encoded = jpeg.encode({ data, width, height, exifBuffer: exif } as jpeg.RawImageData<Uint8Array>, 90);
  return new Uint8Array(encoded.data);
}

const text = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

describe("an owner's photo", () => {
  test("a JPEG with its GPS position in EXIF is kept without it, re-encoded at each of the pages' widths", () => {
    const original = phonePhoto();
    expect(text(original)).toContain("Exif");
    expect(text(original)).toContain("GPSLatitude");
    const made = safePhoto({ name: "garden.jpg", type: "image/jpeg", bytes: original });
    if (!made.ok) throw new Error(made.reason);
    expect(made.sizes.map((s) => [s.width, s.height])).toEqual(PHOTO_WIDTHS.map((w) => [w, (w * 3) / 4]));
    for (const size of made.sizes) {
      expect(text(size.bytes)).not.toContain("Exif");
      expect(text(size.bytes)).not.toContain("GPS");
      expect([...size.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      const back = jpeg.decode(size.bytes, { useTArray: true });
      expect([back.width, back.height]).toEqual([size.width, size.height]);
      // The picture is still the picture: a pixel near the top left keeps its colour, within JPEG's loss.
      expect(Math.abs((back.data[2] ?? 0) - 120)).toBeLessThan(12);
    }
  });

  test("a PNG is re-encoded as a JPEG; a small one is not enlarged", () => {
    const png = encodePng({ width: 400, height: 200, data: new Uint8Array(400 * 200 * 4).fill(200), channels: 4 });
    const made = safePhoto({ name: "room.png", type: "image/png", bytes: png });
    if (!made.ok) throw new Error(made.reason);
    // 960 and 480: its own 400 px; 320: made smaller, its proportions kept.
    expect(made.sizes.map((s) => [s.width, s.height])).toEqual([
      [400, 200],
      [400, 200],
      [320, 160],
    ]);
    expect([...(made.sizes[0]?.bytes.subarray(0, 2) ?? [])]).toEqual([0xff, 0xd8]);
  });

  test("an SVG, an HTML page named .jpg and bytes that only look like a JPEG are refused", () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(safePhoto({ name: "room.svg", type: "image/svg+xml", bytes: svg })).toEqual({ ok: false, reason: "type" });
    const html = new TextEncoder().encode("<html><body><script>alert(1)</script></body></html>");
    expect(safePhoto({ name: "room.jpg", type: "image/jpeg", bytes: html })).toEqual({ ok: false, reason: "type" });
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 2, 3]);
    expect(safePhoto({ name: "room.jpg", type: "image/jpeg", bytes: broken })).toEqual({
      ok: false,
      reason: "unreadable",
    });
  });
});
