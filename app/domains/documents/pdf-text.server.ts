import type { PDFFont } from "pdf-lib";

// How the documents' layout (pdf-layout.server.ts) breaks text into lines that fit, measured with the font it sets.

/** `text` in lines no wider than `width` at `size`: at spaces, and within a word only where the word alone is wider. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n").map((p) => printable(font, p))) {
    let line = "";
    for (const word of paragraph.split(" ").flatMap((w) => breakWord(w, font, size, width))) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A word wider than the line, cut where it must be (a long hyphenated name, a code): never set past the edge. */
function breakWord(word: string, font: PDFFont, size: number, width: number): string[] {
  if (font.widthOfTextAtSize(word, size) <= width) return [word];
  const pieces: string[] = [];
  let piece = "";
  for (const c of word) {
    if (piece && font.widthOfTextAtSize(piece + c, size) > width) {
      pieces.push(piece);
      piece = c;
    } else piece += c;
  }
  return [...pieces, piece];
}

/** A character the font lacks is written as "?" rather than breaking the document. */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.normalize("NFC").replace(/[\u00A0\u202F]/g, " ")]
    .map((c) => (supported.has(c.codePointAt(0) ?? 0) ? c : "?"))
    .join("");
}
