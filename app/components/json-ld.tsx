import type { BreadcrumbList, FAQPage, Thing } from "schema-dts";

/**
 * A schema.org node as a page carries it (plain JSON through the loader). Each builder checks what it makes against
 * the vocabulary's own type (`schema-dts`, by `satisfies`): a property the type does not have fails the type check.
 */
export type StructuredData = { "@type": string } & Record<string, unknown>;

/** A node checked against its schema.org type, handed on as plain JSON. */
export type Checked<T extends Thing> = Exclude<T, string>;

/**
 * Structured data for search engines (schema.org as JSON-LD): a data block, never run, so the CSP's script rule does
 * not apply and it carries no nonce (the page's bytes stay the same for everyone: kept gzipped, with one validator).
 * `<` is escaped so no value can close the element.
 */
export function JsonLd({ data }: { data: StructuredData }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c"),
      }}
    />
  );
}

/** A BreadcrumbList of a page's trail, each step's name and absolute URL. */
export function breadcrumbs(trail: ReadonlyArray<{ name: string; url: string }>): StructuredData {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      item: step.url,
    })),
  } satisfies Checked<BreadcrumbList>;
}

/** A FAQPage of questions and their plain-text answers. */
export function faqPage(entries: ReadonlyArray<{ question: string; answer: string }>): StructuredData {
  return {
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  } satisfies Checked<FAQPage>;
}
