// The structured data a page carries, checked against the properties Google's search documentation requires (and,
// where it only recommends, those Tern promises) for each schema.org type Tern uses. Every node's type must be one
// of these: a type nobody listed here is an error, so a new kind of markup comes with its rule. The property names
// themselves are checked against the vocabulary when the app is type-checked (schema-dts).

/** Each type's required properties; an inner array is "one of these". */
export const REQUIRED: Record<string, ReadonlyArray<string | readonly string[]>> = {
  Organization: ["name", "url", "logo"],
  WebSite: ["name", "url"],
  ContactPoint: ["contactType", ["telephone", "email"]],
  Hotel: ["name", "address", "url"],
  PostalAddress: ["streetAddress", "addressLocality", "addressCountry"],
  GeoCoordinates: ["latitude", "longitude"],
  Rating: ["ratingValue"],
  AggregateRating: ["ratingValue", ["reviewCount", "ratingCount"]],
  Offer: ["price", "priceCurrency"],
  Product: ["name", ["offers", "review", "aggregateRating"]],
  ItemList: ["itemListElement"],
  ListItem: ["position", ["item", "url", "name"]],
  BreadcrumbList: ["itemListElement"],
  FAQPage: ["mainEntity"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
  BlogPosting: ["headline", "author", "image", "datePublished"],
};

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

/** Every problem with a JSON-LD block: a node without a type Tern knows, or without a property its type requires. */
export function structuredDataErrors(block: unknown, at = "$"): string[] {
  if (Array.isArray(block)) return block.flatMap((item, i) => structuredDataErrors(item, `${at}[${i}]`));
  if (typeof block !== "object" || block === null) return [];
  const node = block as Record<string, unknown>;
  const errors: string[] = [];
  const type = node["@type"];
  if (typeof type !== "string") errors.push(`${at}: no @type`);
  else if (!REQUIRED[type]) errors.push(`${at}: ${type} is not a type with a rule here`);
  else {
    for (const rule of REQUIRED[type]) {
      const options = typeof rule === "string" ? [rule] : rule;
      if (!options.some((name) => present(node[name]))) errors.push(`${at} (${type}): no ${options.join(" or ")}`);
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === "object" && value !== null) errors.push(...structuredDataErrors(value, `${at}.${key}`));
  }
  return errors;
}

/** The JSON-LD blocks of a page's HTML, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? "null"),
  );
}
