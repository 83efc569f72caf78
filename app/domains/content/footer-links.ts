/** The footer links of spec section 2, in order; like the product tabs, shown only once their page exists. */
export const FOOTER_LINKS = [
  { key: "about", path: null },
  { key: "affiliates", path: null },
  { key: "referCustomer", path: null },
  { key: "blog", path: null },
  { key: "careers", path: null },
  { key: "contact", path: null },
  { key: "terms", path: null },
  { key: "privacy", path: null },
  { key: "cookies", path: null },
  { key: "support", path: null },
] as const satisfies ReadonlyArray<{ key: string; path: string | null }>;

export type FooterLinkKey = (typeof FOOTER_LINKS)[number]["key"];

export function availableFooterLinks(): Array<{ key: FooterLinkKey; path: string }> {
  return FOOTER_LINKS.flatMap((l) => (l.path ? [{ key: l.key, path: l.path as string }] : []));
}
