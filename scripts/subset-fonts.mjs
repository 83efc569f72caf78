#!/usr/bin/env node
// Writes the PDF documents' font (decision 023): DejaVu Sans cut to the scripts Tern prints, so the Worker carries about a
// tenth of the whole font. Run it after changing the ranges below: `npm run fonts:subset`, and commit the file.
// Latin with Latin-1, Extended-A, -B and Additional (Yoruba's Ọ ọ ṣ, Igbo's ị ụ ṅ, Hausa's ƙ ɗ ɓ), the combining
// marks and spacing modifiers (Yoruba's tones on any letter), Greek and Cyrillic names, punctuation (French's narrow
// no-break space), currency signs (₦ ₵ € ₣), arrows.
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const RANGES = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  // Hausa's hooked letters (ɓ ɗ) and the glottal stop sit in IPA.
  [0x253, 0x257],
  [0x294, 0x294],
  [0x2b0, 0x36f],
  [0x1e00, 0x1eff],
  [0x2000, 0x206f],
  [0x20a0, 0x20cf],
  [0x2190, 0x21ff],
  [0x2212, 0x2212],
];

const require = createRequire(import.meta.url);
const source = await readFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"));
const text = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join("");
const subset = await subsetFont(source, text, { targetFormat: "truetype" });
const out = new URL("../app/domains/documents/fonts/dejavu-sans-tern.ttf", import.meta.url);
await writeFile(out, subset);
console.log(`DejaVu Sans ${source.length} bytes -> ${subset.length} bytes (${out.pathname})`);
