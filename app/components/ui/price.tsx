import type { Money } from "~/domains/markets/markets";
import { formatMoney } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";
import * as css from "./ui.css";

/** An amount as travellers read it (₦1,495,410; 12,50 €), with what it is for under it ("per adult"). */
export function Price({
  money,
  locale,
  caption,
  size = "md",
}: {
  money: Money;
  locale: Locale;
  caption?: string;
  size?: keyof typeof css.priceAmount;
}) {
  return (
    <span className={css.price}>
      <span className={css.priceAmount[size]}>{formatMoney(money, locale)}</span>
      {caption ? <span className={css.priceCaption}>{caption}</span> : null}
    </span>
  );
}
