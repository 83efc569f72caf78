/** C0 and C1 controls, DEL, and the line and paragraph separators: never in a path, a header, or a line of text. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Lower-case words without accents or punctuation: "Genève-Cointrin" -> "geneve cointrin". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** A URL slug: "Côte d'Ivoire" -> "cote-d-ivoire". */
export function slugify(text: string): string {
  return fold(text).replace(/ /g, "-");
}

/**
 * `fold` for any script: lower-case letters and digits of every alphabet, accents, punctuation and spacing aside
 * ("Adé  OKAFOR" and "ade okafor" alike, "Адэ" kept as Cyrillic). A text of punctuation only folds to "".
 */
export function foldAnyScript(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
