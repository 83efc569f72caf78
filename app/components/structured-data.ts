import type { BlogPosting, ItemList, Organization, Product, WebSite } from "schema-dts";
import type { Checked, StructuredData } from "~/components/json-ld";
import { decimalOf, type Money } from "~/domains/markets/markets";

// schema.org nodes for the pages Google documents a type for (decision 014's structured data), each checked against
// the vocabulary by `schema-dts` and carrying only what its page shows.

/** The logo Google shows for the organization (a square PNG of the mark, one of the manifest's icons). */
export const LOGO_PATH = "/icons/icon-512.png";

export interface OfficeContact {
  location: string;
  phone: string;
  email: string;
}

/** Tern as an Organization: its name, site, logo, and a customer-service contact point per office listed. */
export function organizationData(options: {
  origin: string;
  name: string;
  offices: readonly OfficeContact[];
}): StructuredData {
  return {
    "@type": "Organization",
    name: options.name,
    url: `${options.origin}/`,
    logo: `${options.origin}${LOGO_PATH}`,
    contactPoint: options.offices.map((office) => ({
      "@type": "ContactPoint",
      contactType: "customer service",
      name: office.location,
      telephone: office.phone,
      email: office.email,
    })),
  } satisfies Checked<Organization>;
}

/** The site itself, for the home page: its name, address and language. */
export function webSiteData(options: { origin: string; home: string; name: string; locale: string }): StructuredData {
  return {
    "@type": "WebSite",
    name: options.name,
    url: `${options.origin}${options.home}`,
    inLanguage: options.locale,
  } satisfies Checked<WebSite>;
}

/** An offer at the price the page shows, bookable from the page. */
const offer = (price: Money, url: string) =>
  ({
    "@type": "Offer",
    price: decimalOf(price.amount, price.currency),
    priceCurrency: price.currency,
    availability: "https://schema.org/InStock",
    url,
  }) as const;

/** A bookable product page (an activity, a holiday package): its name, what it is, and its price from the page. */
export function productData(options: { name: string; description: string; url: string; price: Money }): StructuredData {
  return {
    "@type": "Product",
    name: options.name,
    description: options.description,
    url: options.url,
    offers: offer(options.price, options.url),
  } satisfies Checked<Product>;
}

/** A results page's list, in the order shown: each item its name and, where it has one, its own page. */
export function itemListData(items: ReadonlyArray<{ name: string; url?: string }>): StructuredData {
  return {
    "@type": "ItemList",
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      ...(item.url ? { url: item.url } : {}),
    })),
  } satisfies Checked<ItemList>;
}

/** A blog post: its headline, what it says, when, in which language, by whom, with the organization's image. */
export function blogPostingData(options: {
  origin: string;
  url: string;
  headline: string;
  description: string;
  published: string;
  locale: string;
  author: string;
}): StructuredData {
  const publisher = {
    "@type": "Organization",
    name: options.author,
    url: `${options.origin}/`,
    logo: `${options.origin}${LOGO_PATH}`,
  } as const;
  return {
    "@type": "BlogPosting",
    headline: options.headline,
    description: options.description,
    url: options.url,
    datePublished: options.published,
    inLanguage: options.locale,
    image: `${options.origin}${LOGO_PATH}`,
    author: publisher,
    publisher,
  } satisfies Checked<BlogPosting>;
}
