import type { Hotel } from "schema-dts";
import type { Checked, StructuredData } from "~/components/json-ld";
import { photoPath, type Property } from "~/domains/hotels/supplier";
import { decimalOf, type Money } from "~/domains/markets/markets";

/**
 * A property page's schema.org Hotel (Google's hotel and local business markup), with only what the page shows: its
 * name, photos, address and map pin, stars, the guests' score from the reviews listed, check-in and check-out times,
 * and each room type's price as the page gives it (for the stay asked, or the example night).
 */
export function hotelStructuredData(options: {
  property: Property;
  url: string;
  origin: string;
  reviewCount: number;
  rooms: ReadonlyArray<{ name: string; price: Money | null }>;
}): StructuredData {
  const { property, url, origin } = options;
  return {
    "@type": "Hotel",
    name: property.name,
    url,
    image: property.images.map((image) => `${origin}${photoPath(image.id)}`),
    address: {
      "@type": "PostalAddress",
      streetAddress: property.address,
      addressLocality: property.city,
      addressCountry: property.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: property.lat, longitude: property.lon },
    starRating: { "@type": "Rating", ratingValue: property.stars },
    ...(options.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: property.reviewScore,
            bestRating: 10,
            worstRating: 1,
            reviewCount: options.reviewCount,
          },
        }
      : {}),
    checkinTime: property.checkInFrom,
    checkoutTime: property.checkOutUntil,
    makesOffer: options.rooms.flatMap(({ name, price }) =>
      price
        ? [
            {
              "@type": "Offer" as const,
              name,
              price: decimalOf(price.amount, price.currency),
              priceCurrency: price.currency,
            },
          ]
        : [],
    ),
  } satisfies Checked<Hotel>;
}
