import { decode as decodePng } from "fast-png";
import jpeg from "jpeg-js";
// Relative, not "~/": vitest.config.ts imports this file too (the DOCUMENTS binding of the workerd tests).
import { checkUpload } from "../uploads/sniff";
import { type MadePhoto, PHOTO_WIDTHS, type PhotoFile } from "./photo-types";

// An owner's photo made safe (DESIGN.md, Security: images re-encoded, EXIF stripped): checked by its bytes (JPEG or
// PNG, 5 MB), decoded to its pixels alone, resized to the widths the pages use, and encoded again as a JPEG, so nothing
// the camera or an editor wrote (GPS position, comments, profiles, a payload hidden after the image) is kept. Only the
// documents Worker runs it (decision 023: what is heavy and rare stays out of the main Worker).

export { PHOTO_WIDTHS };
/** What a decoded photo may be at most: a phone's 48-megapixel photo is refused rather than decoded. */
const MAX_PIXELS = 40_000_000;
const QUALITY = 80;

interface Pixels {
  width: number;
  height: number;
  /** RGBA, 8 bits a channel. */
  data: Uint8Array;
}

function rgbaOfPng(bytes: Uint8Array): Pixels {
  const png = decodePng(bytes);
  const { width, height, channels, depth } = png;
  const out = new Uint8Array(width * height * 4);
  const at = (i: number) => (depth === 16 ? (png.data[i] ?? 0) >> 8 : (png.data[i] ?? 0));
  for (let p = 0; p < width * height; p++) {
    let r: number, g: number, b: number, a: number;
    if (png.palette) {
      const colour = png.palette[png.data[p] ?? 0] ?? [0, 0, 0];
      [r, g, b] = [colour[0] ?? 0, colour[1] ?? 0, colour[2] ?? 0];
      a = colour[3] ?? 255;
    } else if (channels >= 3) {
      [r, g, b] = [at(p * channels), at(p * channels + 1), at(p * channels + 2)];
      a = channels === 4 ? at(p * channels + 3) : 255;
    } else {
      r = g = b = at(p * channels);
      a = channels === 2 ? at(p * channels + 1) : 255;
    }
    // A transparent part is shown on white, as the page's background.
    const blend = (c: number) => Math.round((c * a + 255 * (255 - a)) / 255);
    out.set([blend(r), blend(g), blend(b), 255], p * 4);
  }
  return { width, height, data: out };
}

/** The photo scaled down to `width` (never up) by averaging each block of pixels it covers. */
function resized(image: Pixels, width: number): Pixels {
  if (image.width <= width) return image;
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const out = new Uint8Array(width * height * 4);
  const xScale = image.width / width;
  const yScale = image.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * yScale);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * yScale));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * xScale);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * xScale));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const i = (sy * image.width + sx) * 4;
          r += image.data[i] ?? 0;
          g += image.data[i + 1] ?? 0;
          b += image.data[i + 2] ?? 0;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      out.set([r / n, g / n, b / n, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data: out };
}

/**
 * The photo at each of PHOTO_WIDTHS as a fresh JPEG (its pixels only), or why it is refused: not a JPEG or PNG by its
 * bytes (an SVG or an HTML page named .jpg is), over 5 MB, unreadable, or too many pixels to decode.
 */
export function safePhoto(file: PhotoFile): MadePhoto {
  const checked = checkUpload(file, ["jpeg", "png"]);
  if (!checked.ok) return checked;
  let image: Pixels;
  try {
    if (checked.type === "png") image = rgbaOfPng(file.bytes);
    else {
      const decoded = jpeg.decode(file.bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: MAX_PIXELS / 1_000_000,
        maxMemoryUsageInMB: 512,
      });
      image = { width: decoded.width, height: decoded.height, data: decoded.data };
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  if (image.width * image.height > MAX_PIXELS) return { ok: false, reason: "too_many_pixels" };
  return {
    ok: true,
    sizes: PHOTO_WIDTHS.map((width) => {
      const scaled = resized(image, width);
      const encoded = jpeg.encode({ data: scaled.data, width: scaled.width, height: scaled.height }, QUALITY);
      return { width: scaled.width, height: scaled.height, bytes: new Uint8Array(encoded.data) };
    }),
  };
}
