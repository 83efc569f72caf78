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
