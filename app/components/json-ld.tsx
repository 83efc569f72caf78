import { useNonce } from "~/utils/nonce";

/**
 * Structured data for search engines (schema.org as JSON-LD): a data block, never run. `<` is escaped so no value can
 * close the element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{
        __html: JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c"),
      }}
    />
  );
}

/** A BreadcrumbList of a page's trail, each step's name and absolute URL. */
export function breadcrumbs(trail: ReadonlyArray<{ name: string; url: string }>): Record<string, unknown> {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** A FAQPage of questions and their plain-text answers. */
export function faqPage(entries: ReadonlyArray<{ question: string; answer: string }>): Record<string, unknown> {
  return {
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}
