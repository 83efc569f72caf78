import { addDays } from "~/lib/time";
import { pick, unit } from "~/domains/suppliers/sandbox/random";
import type { Property, Review } from "../supplier";

// The sandbox's guest reviews: every review a property's count says it has, each written once. A review's text is put
// together from parts (what the room was, what the stay was, one more thing), chosen so no two reviews of a property
// read the same; its author writes in their own language, and its score sits around the property's.

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

type Band = "great" | "good" | "poor";
/** A band's titles, and the three parts its texts are made of: "{room}, {stay} {more}". */
interface Words {
  titles: string[];
  room: string[];
  stay: string[];
  more: string[];
}

const WORDS: Record<"en" | "fr", Record<Band, Words>> = {
  en: {
    great: {
      titles: ["Excellent stay", "Worth every naira", "Perfect for work", "Loved it", "Would book again"],
      room: [
        "Spotless room",
        "A bright, quiet room",
        "A big, comfortable bed",
        "A clean, well-kept room",
        "A lovely view",
      ],
      stay: [
        "friendly staff",
        "a warm welcome",
        "a quick check-in after a late flight",
        "staff who knew our names",
        "help at any hour",
      ],
      more: [
        "and the power never went off.",
        "and a generous breakfast.",
        "and fast Wi-Fi throughout.",
        "and a great location.",
        "and a very quiet night.",
      ],
    },
    good: {
      titles: ["Good value", "Pleasant", "Would return", "Decent stay", "Fine for a night or two"],
      room: ["Clean and comfortable", "A decent room", "A tidy room", "Comfortable enough", "A fair-sized room"],
      stay: ["a helpful front desk", "polite staff", "a smooth check-in", "hot water all day", "good beds"],
      more: [
        "though the air conditioning was noisy.",
        "though the room was smaller than the photos.",
        "though check-in took a while.",
        "though breakfast ended early.",
        "though the street was busy at night.",
      ],
    },
    poor: {
      titles: ["Disappointing", "Not as described", "Needs work", "Not again", "Below expectations"],
      room: ["The room needed repairs", "A tired room", "A noisy room", "A small, dark room", "A damp room"],
      stay: ["the Wi-Fi kept dropping", "rushed staff", "a slow check-in", "no hot water", "weak air conditioning"],
      more: [
        "and breakfast was cold.",
        "and far from the centre.",
        "and the power went off twice.",
        "and the lift was broken.",
        "and nobody fixed the shower.",
      ],
    },
  },
  fr: {
    great: {
      titles: ["Séjour excellent", "Parfait", "Idéal pour le travail", "Coup de cœur", "Je reviendrai"],
      room: [
        "Chambre impeccable",
        "Chambre claire et calme",
        "Lit grand et confortable",
        "Chambre propre et bien tenue",
        "Très belle vue",
      ],
      stay: [
        "personnel aimable",
        "accueil chaleureux",
        "enregistrement rapide après un vol tardif",
        "personnel attentionné",
        "aide à toute heure",
      ],
      more: [
        "et aucune coupure de courant.",
        "et un petit-déjeuner copieux.",
        "et un Wi-Fi rapide partout.",
        "et un emplacement idéal.",
        "et une nuit très calme.",
      ],
    },
    good: {
      titles: ["Bon rapport qualité-prix", "Agréable", "Correct", "Séjour convenable", "Bien pour une ou deux nuits"],
      room: [
        "Propre et confortable",
        "Chambre correcte",
        "Chambre bien rangée",
        "Assez confortable",
        "Chambre de bonne taille",
      ],
      stay: [
        "accueil serviable",
        "personnel poli",
        "enregistrement sans accroc",
        "eau chaude toute la journée",
        "bonne literie",
      ],
      more: [
        "mais la climatisation était bruyante.",
        "mais la chambre est plus petite que sur les photos.",
        "mais l’enregistrement a pris du temps.",
        "mais le petit-déjeuner finissait tôt.",
        "mais la rue était bruyante la nuit.",
      ],
    },
    poor: {
      titles: ["Décevant", "Pas comme annoncé", "À rénover", "Plus jamais", "En dessous des attentes"],
      room: ["Chambre à rénover", "Chambre fatiguée", "Chambre bruyante", "Chambre petite et sombre", "Chambre humide"],
      stay: [
        "Wi-Fi qui coupait souvent",
        "personnel pressé",
        "enregistrement lent",
        "pas d’eau chaude",
        "climatisation faible",
      ],
      more: [
        "et petit-déjeuner froid.",
        "et loin du centre.",
        "et deux coupures de courant.",
        "et ascenseur en panne.",
        "et douche jamais réparée.",
      ],
    },
  },
};

/** How many texts a band can write without repeating one: every room, stay and last part together. */
const TEXTS_PER_BAND = 5 * 5 * 5;
/** A step through those texts that visits each once before any twice (coprime with their number). */
const STRIDE = 47;

/** A property's reviews are at most this many: every text of a band stays unique within a property. */
export const MAX_REVIEWS = 60;

/** Where a property's scores centre: better with its stars, the same on every machine. */
export function baseScore(id: string, stars: number): number {
  return Math.min(9.7, 5.2 + stars * 0.55 + unit(`${id}:score`) * 1.8);
}

/** The score of each of a property's `count` reviews, around its base and between 2 and 10. */
export function reviewScores(id: string, stars: number, count: number): number[] {
  const base = baseScore(id, stars);
  return Array.from(
    { length: count },
    (_, i) => Math.round(Math.max(2, Math.min(10, base + (unit(`${id}:review:${i}:score`) - 0.5) * 3)) * 10) / 10,
  );
}

/** The average of scores to one decimal: what a property's page and card say of its reviews. */
export function averageScore(scores: readonly number[]): number {
  return scores.length === 0 ? 0 : Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10;
}

/** Every one of a property's reviews, newest first, each in its author's language: as many as its count says. */
export function reviewsOf(property: Property, today: string): Review[] {
  const scores = reviewScores(property.id, property.stars, property.reviewCount);
  const written = new Map<string, number>();
  let day = today;
  return scores.map((score, i) => {
    const key = `${property.id}:review:${i}`;
    const [author, country, language] = AUTHORS[pick(`${key}:author`, 0, AUTHORS.length - 1)] as [
      string,
      string,
      "en" | "fr",
    ];
    const band: Band = score >= 8.5 ? "great" : score >= 6.5 ? "good" : "poor";
    const words = WORDS[language][band];
    // The band's k-th review takes the k-th text of a walk through all of them that starts where this property's does.
    const k = written.get(`${language}:${band}`) ?? 0;
    written.set(`${language}:${band}`, k + 1);
    const n = (pick(`${property.id}:${language}:${band}`, 0, TEXTS_PER_BAND - 1) + k * STRIDE) % TEXTS_PER_BAND;
    const [room, stay, more] = [n % 5, Math.floor(n / 5) % 5, Math.floor(n / 25)];
    day = addDays(day, -pick(`${key}:days`, 1, 16));
    return {
      id: `${property.id}-R${i + 1}`,
      author,
      country,
      language,
      date: day,
      score,
      title: words.titles[k % words.titles.length] as string,
      text: `${words.room[room]}, ${words.stay[stay]} ${words.more[more]}`,
    };
  });
}
