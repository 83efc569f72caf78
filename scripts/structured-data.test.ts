import { describe, expect, test } from "vitest";
import { jsonLdBlocks, structuredDataErrors } from "./structured-data";

describe("structured data rules", () => {
  test("a complete node passes; a missing required property, an unknown type or a missing type is named", () => {
    const hotel = {
      "@context": "https://schema.org",
      "@type": "Hotel",
      name: "Eko Suites",
      url: "https://tern.example/hotel/LOS-001",
      address: { "@type": "PostalAddress", streetAddress: "1 Road", addressLocality: "Lagos", addressCountry: "NG" },
      makesOffer: [{ "@type": "Offer", price: "1000.00", priceCurrency: "NGN" }],
    };
    expect(structuredDataErrors(hotel)).toEqual([]);
    expect(structuredDataErrors({ ...hotel, address: { ...hotel.address, addressLocality: "" } })).toEqual([
      "$.address (PostalAddress): no addressLocality",
    ]);
    expect(structuredDataErrors({ ...hotel, makesOffer: [{ "@type": "Offer", price: "1" }] })).toEqual([
      "$.makesOffer[0] (Offer): no priceCurrency",
    ]);
    expect(structuredDataErrors({ "@type": "Product", name: "Tour" })).toEqual([
      "$ (Product): no offers or review or aggregateRating",
    ]);
    expect(structuredDataErrors({ "@type": "Thing", name: "?" })).toEqual(["$: Thing is not a type with a rule here"]);
    expect(structuredDataErrors({ name: "?" })).toEqual(["$: no @type"]);
  });

  test("reads every JSON-LD block of a page", () => {
    const html =
      '<script type="application/ld+json" nonce="n">{"@type":"WebSite"}</script><p></p><script type="application/ld+json">{"@type":"ItemList"}</script>';
    expect(jsonLdBlocks(html)).toEqual([{ "@type": "WebSite" }, { "@type": "ItemList" }]);
  });
});
