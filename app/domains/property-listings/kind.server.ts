import { asApplicationKind } from "~/domains/applications/types";
import { countryName } from "~/domains/markets/countries";
import { formatMoney, minorUnits } from "~/domains/markets/markets";
import { textFor } from "~/i18n/translator.server";
import { ListingRequest, photos } from "./schema";

/** A property listing (decision 013): its photos are its files; the listing team checks it and puts it live. */
export const propertyKind = asApplicationKind<ListingRequest>({
  kind: "property",
  requestSchema: ListingRequest,
  contact: (r) => ({ name: `${r.firstName} ${r.lastName}`, email: r.email }),
  title: (r) => [r.propertyName, r.city],
  describe: (r, locale) => {
    const t = textFor(locale, "applications");
    return [
      [t("property.form.type"), t(`property.types.${r.propertyType}`)],
      [t("property.form.addressLine"), `${r.addressLine}, ${r.city}, ${countryName(r.country, locale)}`],
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
  lodged: false,
});
