import { z } from "zod";
import { SafePathSchema } from "~/lib/safe-redirect";
import { CURRENCIES, MARKET_COUNTRIES, type MarketCountry } from "./markets";

const countryCodes = Object.keys(MARKET_COUNTRIES) as [MarketCountry, ...MarketCountry[]];

export const MarketSchema = z.object({
  country: z.enum(countryCodes),
  currency: z.enum(CURRENCIES),
});

/**
 * The country switcher and the currency switcher post here; each sends only its own field. `confirm=clear` says the
 * traveller agreed to empty a cart priced in another market (product rules §4).
 */
export const MarketFormSchema = z.union([
  z.object({
    intent: z.literal("country"),
    country: z.enum(countryCodes),
    redirectTo: SafePathSchema,
    confirm: z.literal("clear").optional(),
  }),
  z.object({
    intent: z.literal("currency"),
    currency: z.enum(CURRENCIES),
    redirectTo: SafePathSchema,
    confirm: z.literal("clear").optional(),
  }),
]);

/** An amount in integer minor units with its currency, as stored and sent. */
export const MoneySchema = z.object({ amount: z.number().int(), currency: z.enum(CURRENCIES) });
