import { asApplicationKind } from "~/domains/applications/types";
import { countryName } from "~/domains/markets/countries";
import { textFor } from "~/i18n/translator.server";
import { CardRequest } from "./schema";

/** A travel card application (decision 013): no file, lodged with the card's issuer once checked. */
export const travelCardKind = asApplicationKind<CardRequest>({
  kind: "travel_card",
  requestSchema: CardRequest,
  contact: (r) => ({ name: `${r.firstName} ${r.lastName}`, email: r.email }),
  title: (r, locale) => [
    textFor(locale, "applications")("card.title", { currency: r.currency }),
    `${r.firstName} ${r.lastName}`,
  ],
  describe: (r, locale) => {
    const t = textFor(locale, "applications");
    return [
      [t("card.form.currency"), r.currency],
      [t("card.form.delivery"), t(`card.deliveries.${r.delivery}`)],
      [t("card.form.address"), `${r.addressLine}, ${r.city}, ${countryName(r.country, locale)}`],
      [t("card.form.idType"), t(`card.idTypes.${r.idType}`)],
    ];
  },
  travellers: () => 1,
  startsOn: () => null,
  files: () => [],
  lodged: true,
});
