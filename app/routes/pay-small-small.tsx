import { useTranslation } from "react-i18next";
import { FormAlert } from "~/components/forms";
import { faqPage, JsonLd } from "~/components/json-ld";
import * as form from "~/components/forms.css";
import { container } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import * as page from "~/components/orders/product-page.css";
import { QueryField } from "~/components/orders/query-field";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { clockContext, localeContext, marketContext } from "~/context";
import {
  CALCULATOR_DAYS_AHEAD,
  CALCULATOR_FIELDS,
  CALCULATOR_CHOICES,
  type CalculatorField,
  calculate,
} from "~/domains/instalments/calculator";
import { MIN_DAYS_TO_TRAVEL, PAY_SMALL_SMALL, PAY_SMALL_SMALL_MINIMUM } from "~/domains/instalments/terms";
import { formatMoney } from "~/domains/markets/markets";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { localDate } from "~/lib/format-time";
import { addDays } from "~/lib/time";
import type { Route } from "./+types/pay-small-small";
import * as css from "./pay-small-small.css";
import * as faqCss from "./static-page.css";

/**
 * GET /pay-small-small (product rules §2, Pay Small Small): the rules in plain words and the calculator, a GET form
 * so that a plan is a URL: amount, booking date, product and service date give each payment with its amount, pay
 * day and the refund if cancelled after it; or the spec's "No PaySmallSmall plan available for selected criteria"
 * with its reason; or, when the query cannot be read, "Error getting PaySmallSmall data" and each field's message.
 */
const FAQ = ["how", "ticket", "what", "late", "cancel", "pay"] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context.get(localeContext);
  const { currency } = context.get(marketContext);
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const asked = CALCULATOR_FIELDS.some((field) => field in params);
  const answer = asked ? calculate(params, { currency, today }) : null;
  const money = (amount: { amount: number; currency: typeof currency }) => formatMoney(amount, locale);
  const t = getI18n(context).getFixedT(null, "products");
  // The rules' figures as the FAQ and the answers quote them, from the terms module.
  const terms = {
    down: String(PAY_SMALL_SMALL.downPaymentPercent),
    hours: String(PAY_SMALL_SMALL.downPaymentDueHours),
    payments: String(PAY_SMALL_SMALL.maxPaymentsAfterDown),
    final: String(PAY_SMALL_SMALL.finalDueDaysBeforeTravel),
    days: String(MIN_DAYS_TO_TRAVEL),
    // "3 and 1", "3 et 1": the reminders' days before a payment is due.
    reminders: new Intl.ListFormat(locale, { type: "conjunction" }).format(
      PAY_SMALL_SMALL.reminderDaysBefore.map(String),
    ),
    charge: String(PAY_SMALL_SMALL.defaultChargePercent),
    retained: String(PAY_SMALL_SMALL.refundRetainedPercent),
  };
  const faq = FAQ.map((key) => ({
    key,
    question: t(`paySmallSmall.faq.items.${key}.question`),
    answer: t(`paySmallSmall.faq.items.${key}.answer`, terms),
  }));
  return {
    today,
    last: addDays(today, CALCULATOR_DAYS_AHEAD),
    currency,
    asked: Object.fromEntries(CALCULATOR_FIELDS.map((f) => [f, String(params[f] ?? "")])) as Record<
      CalculatorField,
      string
    >,
    answer:
      answer?.kind === "plan"
        ? {
            kind: "plan" as const,
            total: money(answer.plan.total),
            retained: money(answer.plan.retained),
            payments: answer.plan.payments.map((p) => ({
              kind: p.kind,
              amount: money(p.amount),
              dueOn: p.dueOn,
              due: localDate(p.dueOn, locale, "long"),
              refund: money(p.refundIfCancelled),
            })),
            bookedOn: localDate(params.bookedOn ?? today, locale, "long"),
            travelOn: localDate(params.travelOn ?? today, locale, "long"),
          }
        : answer,
    minimum: money({ amount: PAY_SMALL_SMALL_MINIMUM[currency], currency }),
    terms,
    faq,
    structured: faqPage(faq),
    meta: { title: t("paySmallSmall.meta.title"), description: t("paySmallSmall.meta.description") },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

const FIELD_IDS: Record<CalculatorField, string> = {
  amount: "pss-amount",
  bookedOn: "pss-booked",
  product: "pss-product",
  travelOn: "pss-travel",
};

export default function PaySmallSmall({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["products", "booking"]);
  const { t: tc } = useTranslation();
  const localePath = useLocalePath();
  const { today, last, currency, asked, answer, minimum, terms, faq, structured } = loaderData;
  const errors = answer?.kind === "invalid" ? answer.errors : {};
  const labels: Record<CalculatorField, string> = {
    amount: t("paySmallSmall.form.amount", { currency }),
    bookedOn: t("paySmallSmall.form.bookedOn"),
    product: t("paySmallSmall.form.product"),
    travelOn: t("paySmallSmall.form.travelOn"),
  };
  const invalid = CALCULATOR_FIELDS.filter((f) => errors[f]).map((f) => ({ id: FIELD_IDS[f], label: labels[f] }));
  const message = (field: CalculatorField) =>
    errors[field] ? t(`booking:${errors[field]}` as "booking:errors.required") : null;
  return (
    <div className={`${container} ${page.page}`}>
      <JsonLd data={structured} />
      <h1>{t("paySmallSmall.heading")}</h1>
      <p>{t("paySmallSmall.intro")}</p>
      {/* It answers with this page: in place with the enhancement script (decision 025). */}
      <form
        method="get"
        action={localePath("/pay-small-small")}
        className={page.searchForm}
        aria-labelledby="pss-form"
        data-enhance=""
      >
        <h2 id="pss-form" className={page.fullRow}>
          {t("paySmallSmall.form.heading")}
        </h2>
        <div className={page.fullRow}>
          <FormAlert message={invalid.length ? "errors.paySmallSmall" : null} fields={invalid} />
        </div>
        <QueryField
          id={FIELD_IDS.amount}
          label={labels.amount}
          hint={t("paySmallSmall.form.amountHint")}
          error={message("amount")}
        >
          {(a11y) => (
            <input
              {...a11y}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              required
              defaultValue={asked.amount}
              className={form.input}
            />
          )}
        </QueryField>
        <QueryField id={FIELD_IDS.bookedOn} label={labels.bookedOn} error={message("bookedOn")}>
          {(a11y) => (
            <input
              {...a11y}
              name="bookedOn"
              type="date"
              required
              min={today}
              max={last}
              defaultValue={asked.bookedOn || today}
              className={form.input}
            />
          )}
        </QueryField>
        <QueryField id={FIELD_IDS.product} label={labels.product} error={message("product")}>
          {(a11y) => (
            // Never empty (a product is always chosen), so not `required`: a required select opens on an empty choice (HTML).
            <select {...a11y} name="product" defaultValue={asked.product || "flight"} className={form.input}>
              {CALCULATOR_CHOICES.map((key) => (
                <option key={key} value={key}>
                  {tc(`nav.${key}`)}
                </option>
              ))}
            </select>
          )}
        </QueryField>
        <QueryField id={FIELD_IDS.travelOn} label={labels.travelOn} error={message("travelOn")}>
          {(a11y) => (
            <input
              {...a11y}
              name="travelOn"
              type="date"
              required
              min={today}
              max={last}
              defaultValue={asked.travelOn}
              className={form.input}
            />
          )}
        </QueryField>
        <div className={page.fullRow}>
          <Button>{t("paySmallSmall.form.submit")}</Button>
        </div>
      </form>
      {answer?.kind === "none" ? (
        <Alert tone="warning" live="status" title={t("paySmallSmall.noPlan")}>
          <p className={page.flat}>
            {t(`paySmallSmall.reasons.${answer.reason}`, { minimum, days: terms.days, final: terms.final })}
          </p>
        </Alert>
      ) : null}
      {answer?.kind === "plan" ? (
        <section aria-labelledby="pss-plan" className={page.page}>
          <h2 id="pss-plan">{t("paySmallSmall.plan.heading")}</h2>
          <p role="status">
            {t("paySmallSmall.plan.summary", {
              total: answer.total,
              bookedOn: answer.bookedOn,
              travelOn: answer.travelOn,
            })}
          </p>
          <ol className={css.schedule}>
            {answer.payments.map((p) => (
              <li key={p.kind} className={css.payment}>
                <h3 className={css.paymentHead}>
                  <span>{t(`paySmallSmall.plan.kinds.${p.kind}`)}</span>
                  <span>{p.amount}</span>
                </h3>
                <span>
                  <time dateTime={p.dueOn}>
                    {p.kind === "down"
                      ? t("paySmallSmall.plan.dueDown", { date: p.due, hours: terms.hours })
                      : t("paySmallSmall.plan.due", { date: p.due })}
                  </time>
                </span>
                <small>{t("paySmallSmall.plan.refund", { amount: p.refund })}</small>
              </li>
            ))}
          </ol>
          <p>{t("paySmallSmall.plan.retained", { retained: answer.retained, percent: terms.retained })}</p>
        </section>
      ) : null}
      <section aria-labelledby="pss-faq">
        <h2 id="pss-faq">{t("paySmallSmall.faq.heading")}</h2>
        <div className={faqCss.faq}>
          {faq.map((entry) => (
            <details key={entry.key} id={`faq-${entry.key}`}>
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
