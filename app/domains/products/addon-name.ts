import type { TFunction } from "i18next";
import { formatMoney } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";
import type { TravelExtra } from "./types";

/**
 * An add-on's name in the reader's language, from its facts: "Travel insurance, standard (cover up to $50,000)",
 * "Lounge access at LOS (3 hours)". The extras step, the e-ticket, its e-mail and an extra sold on its own all name it so, never by its code.
 */
export function addonName(
  t: TFunction<"booking">,
  addon: Pick<TravelExtra, "kind" | "tier" | "quantity" | "scope">,
  locale: Locale,
): string {
  return t(`extras.addon.${addon.kind}` as "extras.addon.insurance", {
    tier: t(`extras.tiers.${addon.tier}`),
    // Insurance cover is quoted in whole US dollars.
    cover: formatMoney({ amount: addon.quantity * 100, currency: "USD" }, locale),
    quantity: addon.quantity,
    airport: addon.scope,
  });
}
