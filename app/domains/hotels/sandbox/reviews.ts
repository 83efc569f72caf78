import { addDays } from "~/lib/time";
import { pick, unit } from "~/domains/suppliers/sandbox/random";
import type { Property, Review } from "../supplier";

const AUTHORS: Array<[string, string, "en" | "fr"]> = [
  ["Chiamaka", "NG", "en"],
  ["Tunde", "NG", "en"],
  ["Aisha", "NG", "en"],
  ["Emeka", "NG", "en"],
  ["Kwame", "GH", "en"],
  ["Ama", "GH", "en"],
  ["Wanjiru", "KE", "en"],
  ["Otieno", "KE", "en"],
  ["Thandiwe", "ZA", "en"],
  ["James", "GB", "en"],
  ["Sophie", "GB", "en"],
  ["Michael", "US", "en"],
  ["Aminata", "SN", "fr"],
  ["Moussa", "CI", "fr"],
  ["Claire", "FR", "fr"],
  ["Julien", "FR", "fr"],
  ["Fatou", "SN", "fr"],
  ["Yao", "CI", "fr"],
  ["Nadia", "CM", "fr"],
  ["Omar", "AE", "en"],
];

const TEXTS: Record<"en" | "fr", Record<"great" | "good" | "poor", Array<[string, string]>>> = {
  en: {
    great: [
      ["Excellent stay", "Spotless room, friendly staff and the power never went off. I would stay again."],
      ["Worth every naira", "Great location, quiet at night, and breakfast was generous."],
      ["Perfect for work", "Fast Wi-Fi, a good desk and a quick check-in after a late flight."],
    ],
    good: [
      ["Good value", "Clean and comfortable. The air conditioning was a little noisy."],
      ["Pleasant", "Helpful front desk. The room was smaller than the photos suggest."],
      ["Would return", "Good beds and hot water. Check-in took a while."],
    ],
    poor: [
      ["Disappointing", "The room needed repairs and the Wi-Fi kept dropping."],
      ["Not as described", "Far from the centre and the breakfast was cold."],
    ],
  },
  fr: {
    great: [
      ["Séjour excellent", "Chambre impeccable, personnel aimable et aucune coupure de courant. Je reviendrai."],
      ["Parfait", "Très bien situé, calme la nuit, et un petit-déjeuner copieux."],
    ],
    good: [
      ["Bon rapport qualité-prix", "Propre et confortable. La climatisation était un peu bruyante."],
      ["Agréable", "Accueil serviable. La chambre est plus petite que sur les photos."],
    ],
    poor: [
      ["Décevant", "La chambre avait besoin de travaux et le Wi-Fi coupait souvent."],
      ["Pas comme annoncé", "Loin du centre et le petit-déjeuner était froid."],
    ],
  },
};

/** A property's recent reviews, newest first: up to 12, scores around its average, each in its author's language. */
export function reviewsOf(property: Property, today: string): Review[] {
  const count = Math.min(12, property.reviewCount);
  return Array.from({ length: count }, (_, i) => {
    const key = `${property.id}:review:${i}`;
    const [author, country, language] = AUTHORS[pick(`${key}:author`, 0, AUTHORS.length - 1)] as [
      string,
      string,
      "en" | "fr",
    ];
    const score =
      Math.round(Math.max(2, Math.min(10, property.reviewScore + (unit(`${key}:score`) - 0.5) * 3)) * 10) / 10;
    const band = score >= 8.5 ? "great" : score >= 6.5 ? "good" : "poor";
    const options = TEXTS[language][band];
    const [title, text] = options[pick(`${key}:text`, 0, options.length - 1)] as [string, string];
    return {
      id: `${property.id}-R${i + 1}`,
      author,
      country,
      language,
      date: addDays(today, -(i * 17 + pick(`${key}:days`, 1, 16))),
      score,
      title,
      text,
    };
  });
}
