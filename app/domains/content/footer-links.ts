/** The footer links of product rules §2, in order; like the product tabs, shown only once their page exists. */
export const FOOTER_LINKS = [
  { key: "about", path: "/about-us" },
  { key: "affiliates", path: "/affiliates" },
  { key: "referCustomer", path: "/account/referral" },
  { key: "blog", path: "/blog" },
  { key: "careers", path: "/careers" },
  { key: "contact", path: "/contact-us" },
  { key: "terms", path: "/terms-condition" },
  { key: "privacy", path: "/privacy-policy" },
  { key: "cookies", path: "/cookie-policy" },
  { key: "support", path: "/support" },
  // For property owners (product rules §6): the footer's way to the list-your-property entry, beside its tab.
  { key: "listYourProperty", path: "/list-your-property" },
] as const satisfies ReadonlyArray<{ key: string; path: string | null }>;

export type FooterLinkKey = (typeof FOOTER_LINKS)[number]["key"];

export function availableFooterLinks(): Array<{ key: FooterLinkKey; path: string }> {
  return FOOTER_LINKS.flatMap((l) => (l.path ? [{ key: l.key, path: l.path as string }] : []));
}
