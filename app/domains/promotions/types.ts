import type { Currency } from "~/domains/markets/markets";

/** A promo code as the back office sets it: a percentage or an amount off, valid between two days. */
export interface PromoCode {
  code: string;
  kind: "percent" | "amount";
  value: number;
  currency: Currency | null;
  validFrom: string;
  validUntil: string;
}
