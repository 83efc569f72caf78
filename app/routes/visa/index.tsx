import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormAlert } from "~/components/forms";
import * as form from "~/components/forms.css";
import { container } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import * as css from "~/components/orders/product-page.css";
import { QueryField } from "~/components/orders/query-field";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { DefinitionList } from "~/components/ui/card";
import { clockContext, localeContext, marketContext } from "~/context";
import { countryName, countryOptions } from "~/domains/markets/countries";
import { formatMoney } from "~/domains/markets/markets";
import { feesFor, VISA_DESTINATIONS, visaAnswer } from "~/domains/visas/catalog";
import { travelDayOpen, VisaSearchSchema } from "~/domains/visas/schema";
import { visaTiming } from "~/domains/visas/timing";
import { localDate } from "~/lib/format-time";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import type { Route } from "./+types/index";

const FIELDS = ["destination", "nationality", "date", "travellers"] as const;
type Field = (typeof FIELDS)[number];

/**
 * GET /visa?destination=GB&nationality=NG&date=2027-01-10&travellers=2: what a national needs to visit a country
 * (a GET form: the URL is the search): no visa, a visa on arrival, or the visa types with their entries, validity,
 * longest stay, processing time, fees and documents, each with its application.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const t = getI18n(context).getFixedT(null, "applications");
  const { locale } = context.get(localeContext);
  const { currency } = context.get(marketContext);
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  const base = {
    asked: params,
    today,
    destinations: VISA_DESTINATIONS.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    ),
    countries: countryOptions(locale),
    meta: { title: t("visas.meta.title"), description: t("visas.meta.description") },
  };
  if (!("destination" in params)) return { ...base, errors: {}, answer: null, search: "" };
  const parsed = VisaSearchSchema.safeParse(params);
  const errors: Partial<Record<Field, string>> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as Field] = issue.message;
  else if (!travelDayOpen(parsed.data.date, today)) errors.date = "errors.fieldValueInvalid";
  if (!parsed.success || errors.date) return { ...base, errors, answer: null, search: "" };
  const query = parsed.data;
  const answer = visaAnswer(query.destination, query.nationality);
  const money = (m: Parameters<typeof formatMoney>[0]) => formatMoney(m, locale);
  const search = new URLSearchParams({ ...params, travellers: String(query.travellers) }).toString();
  return {
    ...base,
    errors,
    search,
    answer:
      answer === null
        ? ({ kind: "own" } as const)
        : answer.kind === "required"
          ? {
              kind: "required" as const,
              types: answer.types.map((type) => ({
                id: type.id,
                form: type.form,
                entries: type.entries,
                validity: String(type.validityDays),
                stay: String(type.maxStayDays),
                processing: String(type.processingDays),
                // Applied for today: when its decision comes, and whether that is after the day of travel.
                ...(({ expectedBy, late }) => ({ decisionBy: localDate(expectedBy, locale, "long"), late }))(
                  visaTiming(type, today, query.date),
                ),
                official: money(type.governmentFee),
                fees: money({ amount: feesFor(type, currency).each.amount * query.travellers, currency }),
                documents: type.documents,
              })),
            }
          : { ...answer, fee: answer.kind === "on_arrival" && answer.fee ? money(answer.fee) : null },
    destinationName: countryName(query.destination, locale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Visa({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["applications", "booking"]);
  const text = t as unknown as (key: string, values?: Record<string, string>) => string;
  const localePath = useLocalePath();
  const { asked, errors, answer, destinations, countries, today, search } = loaderData;
  const value = (name: string) => (asked as Record<string, string | undefined>)[name] ?? "";
  const errorsOf = errors as Partial<Record<Field, string>>;
  const labels: Record<Field, string> = {
    destination: t("visas.form.destination"),
    nationality: t("visas.form.nationality"),
    date: t("visas.form.date"),
    travellers: t("visas.form.travellers"),
  };
  const invalid = FIELDS.filter((f) => errorsOf[f]).map((f) => ({ id: `visa-${f}`, label: labels[f] }));
  const field = (name: Field, control: (a11y: Record<string, unknown>) => React.ReactNode) => (
    <QueryField
      id={`visa-${name}`}
      label={labels[name]}
      error={errorsOf[name] ? text(`booking:${errorsOf[name]}`) : null}
    >
      {control}
    </QueryField>
  );
  const place = "destinationName" in loaderData ? loaderData.destinationName : "";
  return (
    <div className={`${container} ${css.page}`}>
      <form method="get" action={localePath("/visa")} className={css.searchForm}>
        <h1 className={css.fullRow}>{t("visas.heading")}</h1>
        <p className={css.fullRow}>{t("visas.intro")}</p>
        <div className={css.fullRow}>
          <FormAlert message={invalid.length ? "errors.form" : null} fields={invalid} />
        </div>
        {field("destination", (a11y) => (
          <select {...a11y} name="destination" defaultValue={value("destination")} required className={form.input}>
            <option value="">{t("booking:travellers.choose")}</option>
            {destinations.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        ))}
        {field("nationality", (a11y) => (
          <select {...a11y} name="nationality" defaultValue={value("nationality")} required className={form.input}>
            <option value="">{t("booking:travellers.choose")}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        ))}
        {field("date", (a11y) => (
          <input
            {...a11y}
            type="date"
            name="date"
            min={today}
            defaultValue={value("date")}
            required
            className={form.input}
          />
        ))}
        {field("travellers", (a11y) => (
          <input
            {...a11y}
            type="number"
            name="travellers"
            min={1}
            max={9}
            defaultValue={value("travellers") || "1"}
            required
            className={form.input}
          />
        ))}
        <div className={css.fullRow}>
          <Button>{t("visas.form.submit")}</Button>
        </div>
      </form>
      {answer?.kind === "own" ? <Alert tone="info">{<p>{t("visas.answers.own")}</p>}</Alert> : null}
      {answer?.kind === "none" ? (
        <Alert tone="success" live="status">
          <p>{t("visas.answers.none", { country: place, days: String(answer.maxStayDays) })}</p>
        </Alert>
      ) : null}
      {answer?.kind === "on_arrival" ? (
        <Alert tone="info" live="status">
          <p>
            {answer.fee
              ? t("visas.answers.onArrivalFee", { country: place, days: String(answer.maxStayDays), fee: answer.fee })
              : t("visas.answers.onArrival", { country: place, days: String(answer.maxStayDays) })}
          </p>
        </Alert>
      ) : null}
      {answer?.kind === "required" ? (
        <section aria-labelledby="visa-types">
          <h2 id="visa-types">{t("visas.answers.required", { country: place })}</h2>
          <ul className={css.listing}>
            {answer.types.map((type) => (
              <li key={type.id} className={css.offer}>
                <h3 className={css.offerName}>{text(`visas.types.${type.id}`)}</h3>
                <p className={css.facts}>
                  <Badge tone="neutral">{text(`visas.forms.${type.form}`)}</Badge>
                  <Badge tone="neutral">{text(`visas.entries.${type.entries}`)}</Badge>
                </p>
                <DefinitionList
                  items={[
                    [t("visas.facts.validity"), t("visas.facts.days", { days: type.validity })],
                    [t("visas.facts.stay"), t("visas.facts.days", { days: type.stay })],
                    [t("visas.facts.processing"), t("visas.facts.workingDays", { days: type.processing })],
                    [t("visas.facts.decisionBy"), type.decisionBy],
                    [t("visas.facts.official"), type.official],
                    [t("visas.facts.fees", { count: Number(value("travellers") || 1) }), type.fees],
                  ]}
                />
                <p className={css.flat}>
                  <strong>{t("visas.facts.documents")}</strong>
                </p>
                <ul className={css.included}>
                  {type.documents.map((document) => (
                    <li key={document}>{text(`visas.checklist.${document}`)}</li>
                  ))}
                </ul>
                {type.late === "at_own_risk" ? (
                  <Alert tone="warning">
                    <p>{t("visas.facts.late", { date: type.decisionBy })}</p>
                  </Alert>
                ) : null}
                {type.late === "refused" ? (
                  <Alert tone="danger">
                    <p>{t("visas.facts.lateRefused")}</p>
                  </Alert>
                ) : (
                  <p className={css.flat}>
                    <Link to={localePath(`/visa/apply?type=${type.id}&${search}`)} className={buttonClass()}>
                      {t("visas.apply")}
                    </Link>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
