import { convert, roundToWholeUnits } from "~/domains/markets/fx";
import type { Currency, Money } from "~/domains/markets/markets";

// The sandbox's visa rules (docs/sandbox.md): for a destination and a nationality, whether a visa is needed, and if
// so which types, with their entries, validity, longest stay, processing time, government fee and documents. Drawn
// from the embassies' published rules of 2026 for the routes Tern sells most; a real provider's rules plug in behind
// the same answer.

export const VISA_DESTINATIONS = ["GB", "FR", "US", "CA", "AE", "ZA", "KE", "GH", "NG"] as const;
export type VisaDestination = (typeof VISA_DESTINATIONS)[number];

export const VISA_DOCUMENTS = [
  "passport",
  "photo",
  "bank_statement",
  "employment_letter",
  "itinerary",
  "accommodation",
  "insurance",
] as const;
export type VisaDocument = (typeof VISA_DOCUMENTS)[number];

export interface VisaType {
  id: string;
  destination: VisaDestination;
  /** "visa" is applied for at a consulate; "evisa" and "eta" online. */
  form: "visa" | "evisa" | "eta";
  entries: "single" | "multiple";
  validityDays: number;
  maxStayDays: number;
  processingDays: number;
  /** An application its decision cannot meet the day of travel: refused by the embassy's rule, else at the applicant's risk. */
  lateApplication?: "refused";
  governmentFee: Money;
  documents: readonly VisaDocument[];
}

export type VisaAnswer =
  | { kind: "none"; maxStayDays: number }
  | { kind: "on_arrival"; maxStayDays: number; fee: Money | null }
  | { kind: "required"; types: VisaType[] };

/** Tern's service fee for each applicant, whatever the visa (in US dollars, priced in the market's currency). */
export const SERVICE_FEE: Money = { amount: 2500, currency: "USD" };

const ECOWAS = ["BJ", "BF", "CV", "CI", "GM", "GH", "GN", "GW", "LR", "ML", "NE", "NG", "SN", "SL", "TG"];
const EAC = ["BI", "CD", "KE", "RW", "SO", "SS", "TZ", "UG"];
const SCHENGEN = ["AT", "BE", "CH", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HU", "IS", "IT", "LI", "LT"];
const SCHENGEN_MORE = ["LU", "LV", "MT", "NL", "NO", "PL", "PT", "SE", "SI", "SK", "HR", "BG", "RO"];
const EU_EEA = [...SCHENGEN, ...SCHENGEN_MORE, "IE", "CY"];
/** Nationalities most rich-country rules treat alike: no visa for a short visit, or an online authorisation. */
const VISA_WAIVER = [...EU_EEA, "GB", "US", "CA", "AU", "NZ", "JP", "KR", "SG"];
const AFRICAN_OPEN = ["ZA", "KE", "GH", "NG", "RW", "BW", "NA", "MU", "SN"];

const usd = (dollars: number): Money => ({ amount: dollars * 100, currency: "USD" });
const gbp = (pounds: number): Money => ({ amount: pounds * 100, currency: "GBP" });
const eur = (euros: number): Money => ({ amount: euros * 100, currency: "EUR" });
const cad = (dollars: number): Money => ({ amount: dollars * 100, currency: "CAD" });
const aed = (dirhams: number): Money => ({ amount: dirhams * 100, currency: "AED" });
const ZAR_425: Money = { amount: 42_500, currency: "ZAR" };

const FULL = ["passport", "photo", "bank_statement", "employment_letter", "itinerary", "accommodation"] as const;
const type = (destination: VisaDestination, id: string, fields: Omit<VisaType, "id" | "destination">): VisaType => ({
  id: `${destination}-${id}`,
  destination,
  ...fields,
});

const TYPES = {
  GB: [
    type("GB", "VISITOR-6M", {
      form: "visa",
      entries: "multiple",
      validityDays: 180,
      maxStayDays: 180,
      processingDays: 15,
      governmentFee: gbp(127),
      documents: FULL,
    }),
    type("GB", "VISITOR-2Y", {
      form: "visa",
      entries: "multiple",
      validityDays: 730,
      maxStayDays: 180,
      processingDays: 15,
      governmentFee: gbp(475),
      documents: FULL,
    }),
  ],
  GB_ETA: [
    type("GB", "ETA", {
      form: "eta",
      entries: "multiple",
      validityDays: 730,
      maxStayDays: 180,
      processingDays: 3,
      governmentFee: gbp(16),
      documents: ["passport", "photo"],
    }),
  ],
  FR: [
    type("FR", "SCHENGEN-C", {
      form: "visa",
      entries: "single",
      validityDays: 90,
      maxStayDays: 90,
      processingDays: 15,
      // The Schengen Visa Code (art. 9): lodged no later than 15 days before the visit.
      lateApplication: "refused",
      governmentFee: eur(90),
      documents: [...FULL, "insurance"],
    }),
  ],
  US: [
    type("US", "B1B2", {
      form: "visa",
      entries: "multiple",
      validityDays: 365,
      maxStayDays: 180,
      processingDays: 60,
      governmentFee: usd(185),
      documents: FULL,
    }),
  ],
  US_ESTA: [
    type("US", "ESTA", {
      form: "eta",
      entries: "multiple",
      validityDays: 730,
      maxStayDays: 90,
      processingDays: 3,
      governmentFee: usd(21),
      documents: ["passport"],
    }),
  ],
  CA: [
    type("CA", "VISITOR", {
      form: "visa",
      entries: "multiple",
      validityDays: 3650,
      maxStayDays: 180,
      processingDays: 30,
      governmentFee: cad(185),
      documents: FULL,
    }),
  ],
  CA_ETA: [
    type("CA", "ETA", {
      form: "eta",
      entries: "multiple",
      validityDays: 1825,
      maxStayDays: 180,
      processingDays: 1,
      governmentFee: cad(7),
      documents: ["passport"],
    }),
  ],
  AE: [
    type("AE", "TOURIST-30", {
      form: "evisa",
      entries: "single",
      validityDays: 60,
      maxStayDays: 30,
      processingDays: 4,
      governmentFee: aed(350),
      documents: ["passport", "photo"],
    }),
    type("AE", "TOURIST-60", {
      form: "evisa",
      entries: "single",
      validityDays: 60,
      maxStayDays: 60,
      processingDays: 4,
      governmentFee: aed(650),
      documents: ["passport", "photo"],
    }),
  ],
  ZA: [
    type("ZA", "VISITOR", {
      form: "visa",
      entries: "single",
      validityDays: 90,
      maxStayDays: 90,
      processingDays: 10,
      governmentFee: ZAR_425,
      documents: ["passport", "photo", "bank_statement", "itinerary", "accommodation"],
    }),
  ],
  KE: [
    type("KE", "ETA", {
      form: "eta",
      entries: "single",
      validityDays: 90,
      maxStayDays: 90,
      processingDays: 3,
      governmentFee: usd(30),
      documents: ["passport", "photo", "itinerary", "accommodation"],
    }),
  ],
  GH: [
    type("GH", "SINGLE", {
      form: "visa",
      entries: "single",
      validityDays: 90,
      maxStayDays: 60,
      processingDays: 10,
      governmentFee: usd(60),
      documents: ["passport", "photo", "itinerary", "accommodation"],
    }),
  ],
  NG: [
    type("NG", "TOURIST-EVISA", {
      form: "evisa",
      entries: "single",
      validityDays: 90,
      maxStayDays: 90,
      processingDays: 2,
      governmentFee: usd(160),
      documents: ["passport", "photo", "itinerary"],
    }),
  ],
} satisfies Record<string, VisaType[]>;

/** What a national of `nationality` needs to visit `destination`; null for one's own country. */
export function visaAnswer(destination: VisaDestination, nationality: string): VisaAnswer | null {
  if (destination === nationality) return null;
  const waiver = VISA_WAIVER.includes(nationality);
  const required = (types: VisaType[]): VisaAnswer => ({ kind: "required", types });
  switch (destination) {
    case "GB":
      return required(waiver ? TYPES.GB_ETA : TYPES.GB);
    case "FR":
      return waiver ? { kind: "none", maxStayDays: 90 } : required(TYPES.FR);
    case "US":
      return nationality === "CA" ? { kind: "none", maxStayDays: 180 } : required(waiver ? TYPES.US_ESTA : TYPES.US);
    case "CA":
      return nationality === "US" ? { kind: "none", maxStayDays: 180 } : required(waiver ? TYPES.CA_ETA : TYPES.CA);
    case "AE":
      return waiver ? { kind: "on_arrival", maxStayDays: 90, fee: null } : required(TYPES.AE);
    case "ZA":
      return waiver || (AFRICAN_OPEN.includes(nationality) && nationality !== "NG")
        ? { kind: "none", maxStayDays: 90 }
        : required(TYPES.ZA);
    case "KE":
      return EAC.includes(nationality) ? { kind: "none", maxStayDays: 90 } : required(TYPES.KE);
    case "GH":
      return ECOWAS.includes(nationality) || AFRICAN_OPEN.includes(nationality)
        ? { kind: "none", maxStayDays: 90 }
        : required(TYPES.GH);
    case "NG":
      return ECOWAS.includes(nationality)
        ? { kind: "none", maxStayDays: 90 }
        : AFRICAN_OPEN.includes(nationality)
          ? { kind: "on_arrival", maxStayDays: 30, fee: usd(25) }
          : required(TYPES.NG);
  }
}

/** A visa type by its id, for what is asked for it later (the application, its fees). */
export function visaType(id: string): VisaType | null {
  return (
    Object.values(TYPES)
      .flat()
      .find((t) => t.id === id) ?? null
  );
}

/**
 * What one applicant pays for a visa in the market's currency: the government's fee and Tern's service fee, each
 * converted at the day's rates and rounded to whole units, as fares are quoted.
 */
export function feesFor(type: VisaType, currency: Currency) {
  const governmentFee = roundToWholeUnits(convert(type.governmentFee, currency));
  const serviceFee = roundToWholeUnits(convert(SERVICE_FEE, currency));
  return { governmentFee, serviceFee, each: { amount: governmentFee.amount + serviceFee.amount, currency } };
}
