import { asApplicationKind } from "~/domains/applications/types";
import { hotelCities } from "~/domains/hotels/destinations";
import { countryName } from "~/domains/markets/countries";
import { formatMoney, minorUnits } from "~/domains/markets/markets";
import { propertyFromListing, propertyIdFor } from "~/domains/owners/properties.server";
import { ownerEmailJob } from "~/domains/owners/types";
import { textFor } from "~/i18n/translator.server";
import type { Locale } from "~/i18n/locales";
import { ListingRequest, photos, pinPoint } from "./schema";

const cityOf = (listing: ListingRequest, locale: Locale) => hotelCities(locale).find((c) => c.code === listing.city);

/** Its street, city and country in this language: the city from its code, the country the city's. */
function addressOf(listing: ListingRequest, locale: Locale) {
  const city = cityOf(listing, locale);
  return [listing.addressLine, city?.name ?? listing.city, city ? countryName(city.country, locale) : null]
    .filter(Boolean)
    .join(", ");
}

/** A property listing (decision 013): its photos are its files; the listing team checks it and puts it live. */
export const propertyKind = asApplicationKind<ListingRequest>({
  kind: "property",
  requestSchema: ListingRequest,
  contact: (r) => ({ name: `${r.firstName} ${r.lastName}`, email: r.email }),
  title: (r, locale) => [r.propertyName, cityOf(r, locale)?.name ?? r.city],
  describe: (r, locale) => {
    const t = textFor(locale, "applications");
    return [
      [t("property.form.type"), t(`property.types.${r.propertyType}`)],
      [t("property.form.address"), addressOf(r, locale)],
      [t("property.form.rooms"), String(r.rooms)],
      [
        t("property.form.rate"),
        formatMoney({ amount: r.rate * 10 ** minorUnits(r.rateCurrency), currency: r.rateCurrency }, locale),
      ],
    ];
  },
  travellers: () => 0,
  startsOn: () => null,
  files: photos,
  place: (r, locale) => ({
    name: r.propertyName,
    address: addressOf(r, locale),
    point: pinPoint(r.pin),
    cityCode: r.city,
  }),
  lodged: false,
  // Approved, it becomes a property its owner runs in the extranet (decision 029), and the owner is invited there.
  async approved(app, db, now, onlyIf) {
    const r = app.request;
    const statements = await propertyFromListing(
      db,
      {
        applicationId: app.id,
        name: r.propertyName,
        type:
          r.propertyType === "guesthouse" ? "guest_house" : r.propertyType === "villa" ? "apartment" : r.propertyType,
        cityCode: r.city,
        address: r.addressLine,
        point: pinPoint(r.pin),
        currency: r.rateCurrency,
        email: r.email,
        locale: app.locale,
      },
      now,
      onlyIf,
    );
    const propertyId = await propertyIdFor(app.id);
    const email = r.email.toLowerCase();
    return {
      statements: [...statements],
      jobs: [ownerEmailJob(`owner-invite:${propertyId}:${email}`, { event: "invited", propertyId, email })],
    };
  },
});
