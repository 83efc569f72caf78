import { useTranslation } from "react-i18next";
import { localDate } from "~/lib/format-time";
import { Form } from "react-router";
import * as css from "~/components/booking/booking.css";
import { ResendToken } from "~/components/forms";
import { useLocalePath } from "~/components/locale-link";
import { Button } from "~/components/ui/button";
import { formatMoney, type Money } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";

/** One other line of the cart a payment step can pay in the same charge (utils/payment-step.server.ts). */
export interface CartOther {
  id: string;
  /** Its cart kind, to take it out of the cart from here. */
  kind: string;
  title: string;
  checkIn: string;
  checkOut: string | null;
  total: Money;
}

/** The charge when the rest of the cart is paid with this: what is due here and every other line; none without any. */
export function togetherTotal(due: Money, others: readonly CartOther[]): Money | undefined {
  if (others.length === 0) return undefined;
  return { amount: due.amount + others.reduce((sum, other) => sum + other.total.amount, 0), currency: due.currency };
}

/** The rest of the cart, each line with its dates and price, that the payment step's "pay for all" also pays. */
export function AlsoInCart({
  others,
  locale,
  back,
}: {
  others: readonly CartOther[];
  locale: Locale;
  /** This payment step (without the locale prefix): a line taken out of the cart comes back here. */
  back: string;
}) {
  const { t } = useTranslation("booking");
  const localePath = useLocalePath();
  if (others.length === 0) return null;
  const day = (date: string) => localDate(date, locale);
  return (
    <section className={css.panel} aria-labelledby="together-heading">
      <h2 id="together-heading">{t("payment.together.heading")}</h2>
      <p>{t("payment.together.intro")}</p>
      <ul className={css.cardList}>
        {others.map((other) => (
          <li key={other.id}>
            <Form method="post" action={localePath("/cart")} className={css.actions}>
              <ResendToken />
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="kind" value={other.kind} />
              <input type="hidden" name="id" value={other.id} />
              <input type="hidden" name="back" value={back} />
              <span>
                {other.checkOut
                  ? t("payment.together.stay", {
                      title: other.title,
                      checkIn: day(other.checkIn),
                      checkOut: day(other.checkOut),
                      price: formatMoney(other.total, locale),
                    })
                  : t("payment.together.order", {
                      title: other.title,
                      date: day(other.checkIn),
                      price: formatMoney(other.total, locale),
                    })}
              </span>
              <Button variant="secondary" aria-label={t("cart.removeItem", { title: other.title })}>
                {t("cart.remove")}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
