import i18next, { type i18n } from "i18next";
import { describe, expect, test, vi } from "vitest";
import { NAMESPACES, resources } from "../../locales";
import { LOCALES } from "./locales";
import { I18NEXT_OPTIONS } from "./options";
import { keptAnswers } from "./translator.server";

async function instanceIn(lng: string, keep: boolean): Promise<i18n> {
  const instance = i18next.createInstance();
  if (keep) instance.use(keptAnswers());
  await instance.init({ ...I18NEXT_OPTIONS, lng, initAsync: false });
  return instance;
}

/** Every key of a catalog, plurals by their base key. */
function keysOf(node: unknown, path: string[] = []): string[] {
  if (typeof node === "string") return [path.join(".").replace(/_(zero|one|two|few|many|other)$/, "")];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, [...path, k]));
}

type Lookup = (key: unknown, options?: unknown) => unknown;
// As react-i18next's hook asks for it: its namespaces named as `scopeNs`.
const fixed = (instance: i18n, lng: string | null, ns: string) =>
  (instance.getFixedT as unknown as (...args: unknown[]) => Lookup)(lng, ns, undefined, { scopeNs: [ns] });

// Values every message may ask for: a count for plurals, and the same words for every interpolation.
const VALUES = [
  undefined,
  { count: 0 },
  { count: 1 },
  { count: 2, price: "₦12,000", city: "Lagos", name: "Ada" },
  { count: 21, hours: 3, minutes: 5, flights: "9 flights", travellers: "2 travellers", cabin: "Economy" },
];

describe("t's answers kept by the isolate", () => {
  test("every key of every namespace, in both languages, with and without values: the answer i18next works out", async () => {
    for (const locale of LOCALES) {
      const kept = await instanceIn(locale, true);
      const fresh = await instanceIn(locale, false);
      for (const ns of NAMESPACES) {
        const keys = [...new Set(keysOf(resources[locale][ns]))];
        const keptT = fixed(kept, null, ns);
        const freshT = fixed(fresh, null, ns);
        for (const key of keys) {
          for (const values of VALUES) {
            const answer = freshT(key, values);
            // Asked twice: the second answer is the kept one.
            expect(keptT(key, values), `${locale} ${ns}:${key}`).toEqual(answer);
            expect(keptT(key, values), `${locale} ${ns}:${key}, kept`).toEqual(answer);
          }
        }
      }
    }
  });

  test("an answer is kept for its own language: an English page's answer is never a French page's", async () => {
    const english = fixed(await instanceIn("en-US", true), null, "flight");
    const french = fixed(await instanceIn("fr-FR", true), null, "flight");
    expect(english("results.stopsCount", { count: 2 })).toBe("2 stops");
    expect(french("results.stopsCount", { count: 2 })).toBe("2 escales");
    const outside = await instanceIn("en-US", true);
    expect(fixed(outside, "fr-FR", "flight")("results.stopsCount", { count: 2 })).toBe("2 escales");
    expect(fixed(outside, "en-US", "flight")("results.stopsCount", { count: 2 })).toBe("2 stops");
  });

  test("a page's t is kept, as react-i18next's hook and a loader ask for it: i18next works an answer out once", async () => {
    const instance = await instanceIn("en-US", true);
    const translate = vi.spyOn(instance, "t");
    const hook = fixed(instance, null, "flight");
    const loader = instance.getFixedT(null, "flight") as unknown as Lookup;
    for (const t of [hook, hook, loader])
      for (let i = 0; i < 3; i++) t("results.layover", { duration: `${i} h`, city: "Accra" });
    // Three questions, each worked out once: asked again by the hook, then by a loader's t, they are answered kept.
    expect(translate).toHaveBeenCalledTimes(3);
    expect(loader("results.layover", { duration: "2 h", city: "Accra" })).toBe(
      hook("results.layover", { duration: "2 h", city: "Accra" }),
    );
  });

  test("values that are not text or numbers, and objects asked for, are worked out by i18next on every call", async () => {
    const instance = await instanceIn("en-US", true);
    const t = fixed(instance, null, "flight");
    const translate = vi.spyOn(instance, "t");
    // returnObjects' object answer and an object value (a nested option): never kept, so never shared between callers.
    const first = t("results.windows", { returnObjects: true }) as Record<string, string>;
    const second = t("results.windows", { returnObjects: true }) as Record<string, string>;
    expect(typeof first).toBe("object");
    expect(second).toEqual(first);
    const nested = { count: 3, interpolation: { escapeValue: true } };
    expect(t("results.seatsLeft", nested)).toBe(t("results.seatsLeft", nested));
    expect(translate).toHaveBeenCalledTimes(4);
  });
});
