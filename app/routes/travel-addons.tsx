import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, type RouterContextProvider } from "react-router";
import * as css from "~/components/orders/product-page.css";
import { FormAlert, ResendToken } from "~/components/forms";
import * as form from "~/components/forms.css";
import { container } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import { Button } from "~/components/ui/button";
import { QueryField } from "~/components/orders/query-field";
import { clockContext, localeContext } from "~/context";
import { ARRIVAL_COUNTRIES, extraDayOpen, ExtraBuyFormSchema, ExtrasSearchSchema } from "~/domains/extras/extras";
import { findCity, hotelCities } from "~/domains/hotels/destinations";
import { formatMoney } from "~/domains/markets/markets";
import { flightOpenedBy } from "~/domains/orders/orders.server";
import { addonName } from "~/domains/products/addon-name";
import { EXTRA_KINDS } from "~/domains/products/types";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { bookingViewer } from "~/utils/booking-step.server";
import { extraProduct } from "~/domains/extras/product.server";
import { marketOf, orderDeps, reserveAndContinue } from "~/utils/order-step.server";
import type { Route } from "./+types/travel-addons";

type Errors = Partial<Record<"kind" | "date" | "country" | "airport" | "pnr", string>>;
type Search = { kind: string; date: string; travellers: number; country: string; airport: string; pnr: string };

/**
 * What was asked, checked: the extras that fit (cover and data for the arrival country, services at the airport) and
 * the booking they attach to, or each field's error. The page and the purchase read it alike.
 */
async function lookUp(context: Readonly<RouterContextProvider>, params: Record<string, unknown>) {
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  const parsed = ExtrasSearchSchema.safeParse(params);
  const asked: Search = {
    kind: String(params.kind ?? ""),
    date: String(params.date ?? ""),
    travellers: parsed.success ? parsed.data.travellers : 1,
    country: String(params.country ?? ""),
    airport: String(params.airport ?? ""),
    pnr: String(params.pnr ?? ""),
  };
  const errors: Errors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path[0] as keyof Errors] = "errors.required";
    return { asked, errors, extras: [], attached: null };
  }
  const query = parsed.data;
  if (!extraDayOpen(query.date, today)) errors.date = "errors.valueInvalid";
  const airport = query.airport ? (findCity(query.airport)?.code ?? null) : null;
  const needsAirport = ["lounge", "fast_track", "meet_and_assist"].includes(query.kind);
  if (needsAirport && !airport) errors.airport = "extras.errors.airport";
  if (!needsAirport && !query.country) errors.country = "extras.errors.country";
  const attached = query.pnr ? await flightOpenedBy(orderDeps(context).db, query.pnr, bookingViewer(context)) : null;
  if (query.pnr && !attached) errors.pnr = "extras.errors.pnr";
  const deps = orderDeps(context);
  const extras = Object.keys(errors).length
    ? []
    : await extraProduct(deps.extrasSupplier, deps.extras).offer(
        { kind: query.kind, country: query.country ?? null, airport, travellers: query.travellers },
        marketOf(context),
        context.get(clockContext)(),
      );
  return { asked, errors, extras, attached, query };
}

/**
 * GET /travel-addons?kind=esim&date=…&travellers=2&country=GH&airport=&pnr=: travel extras on their own (product
 * rules §3 "Flight booking extras": time of travel, arrival country, an optional PNR), from the same catalog as a
 * flight's extras step; POST buys one: a draft in the cart, attached to the booking the PNR names when this device
 * has opened it, and the details step.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const t = getI18n(context).getFixedT(null, "products");
  const { locale } = context.get(localeContext);
  const searched = "kind" in params ? await lookUp(context, params) : null;
  return {
    searched: searched && { asked: searched.asked, errors: searched.errors, attached: searched.attached },
    extras: (searched?.extras ?? []).map((extra) => ({
      id: extra.id,
      name: addonName(getI18n(context).getFixedT(null, "booking"), extra, locale),
      price: extra.price,
      total: extra.total,
    })),
    countries: ARRIVAL_COUNTRIES.map((code) => ({
      code,
      name: new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code,
    })).sort((a, b) => a.name.localeCompare(b.name, locale)),
    cities: hotelCities(locale),
    today: context.get(clockContext)().toISOString().slice(0, 10),
    locale,
    meta: { title: t("extras.meta.title"), description: t("extras.meta.description") },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ExtraBuyFormSchema });
  if (submission.status !== "success") return data({ refused: "errors.form" }, { status: 400 });
  const { extraId, ...params } = submission.value;
  const found = await lookUp(context, params);
  const extra = found.extras.find((e) => e.id === extraId);
  if (!found.query || !extra) return data({ refused: "extras.errors.gone" }, { status: 409 });
  const search = new URLSearchParams(Object.entries(found.asked).map(([k, v]) => [k, String(v)]));
  const reserved = await reserveAndContinue(context, {
    kind: "extra",
    request: {
      extraId,
      date: found.query.date,
      travellers: found.query.travellers,
      country: found.query.country ?? null,
      pnr: found.attached?.reference ?? null,
    },
    search: `/travel-addons?${search.toString()}`,
    attachedTo: found.attached?.id ?? null,
  });
  if (reserved.kind === "continue") return reserved.response;
  return data({ refused: "extras.errors.gone" }, { status: 409 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function TravelAddons({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["products", "booking"]);
  const localePath = useLocalePath();
  const { searched, extras, countries, cities, today, locale } = loaderData;
  const asked = searched?.asked;
  const errors: Errors = searched?.errors ?? {};
  const fieldIds: Record<keyof Errors, string> = {
    kind: "extra-kind",
    date: "extra-date",
    country: "extra-country",
    airport: "extra-airport",
    pnr: "extra-pnr",
  };
  const labels: Record<keyof Errors, string> = {
    kind: t("extras.form.kind"),
    date: t("extras.form.date"),
    country: t("extras.form.country"),
    airport: t("extras.form.airport"),
    pnr: t("extras.form.pnr"),
  };
  const invalid = (Object.keys(errors) as Array<keyof Errors>).map((f) => ({ id: fieldIds[f], label: labels[f] }));
  const message = (field: keyof Errors) => (errors[field] ? t(errors[field] as "extras.errors.pnr") : null);
  const hidden = asked ? Object.entries(asked) : [];
  return (
    <div className={`${container} ${css.page}`}>
      <form method="get" action={localePath("/travel-addons")} className={css.searchForm}>
        <h1 className={css.fullRow}>{t("extras.form.heading")}</h1>
        <p className={css.fullRow}>{t("extras.form.intro")}</p>
        <div className={css.fullRow}>
          <FormAlert message={actionData?.refused ?? (invalid.length ? "errors.form" : null)} fields={invalid} />
        </div>
        <QueryField id="extra-kind" label={labels.kind} error={message("kind")}>
          {(a11y) => (
            <select {...a11y} name="kind" required defaultValue={asked?.kind ?? ""} className={form.input}>
              <option value="">{t("extras.form.choose")}</option>
              {EXTRA_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`extras.kinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </QueryField>
        <QueryField id="extra-date" label={labels.date} error={message("date")}>
          {(a11y) => (
            <input
              {...a11y}
              name="date"
              type="date"
              required
              min={today}
              defaultValue={asked?.date ?? ""}
              className={form.input}
            />
          )}
        </QueryField>
        <QueryField id="extra-travellers" label={t("extras.form.travellers")}>
          {(a11y) => (
            <input
              {...a11y}
              name="travellers"
              type="number"
              inputMode="numeric"
              min={1}
              max={9}
              defaultValue={asked?.travellers ?? 1}
              className={form.input}
            />
          )}
        </QueryField>
        <QueryField
          id="extra-country"
          label={labels.country}
          hint={t("extras.form.countryHint")}
          error={message("country")}
        >
          {(a11y) => (
            <select {...a11y} name="country" defaultValue={asked?.country ?? ""} className={form.input}>
              <option value="">{t("extras.form.choose")}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </QueryField>
        <QueryField
          id="extra-airport"
          label={labels.airport}
          hint={t("extras.form.airportHint")}
          error={message("airport")}
        >
          {(a11y) => (
            <input
              {...a11y}
              name="airport"
              type="text"
              list="extra-airports"
              autoComplete="off"
              defaultValue={asked?.airport ?? ""}
              className={form.input}
            />
          )}
        </QueryField>
        <datalist id="extra-airports">
          {cities.map((c) => (
            <option key={c.code} value={c.name} label={c.code} />
          ))}
        </datalist>
        <QueryField id="extra-pnr" label={labels.pnr} hint={t("extras.form.pnrHint")} error={message("pnr")}>
          {(a11y) => (
            <input
              {...a11y}
              name="pnr"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              defaultValue={asked?.pnr ?? ""}
              className={form.input}
            />
          )}
        </QueryField>
        <Button>{t("extras.form.submit")}</Button>
      </form>
      {searched && invalid.length === 0 ? (
        <section aria-labelledby="extras-heading">
          <h2 id="extras-heading">{t("extras.results.heading", { count: extras.length })}</h2>
          {searched.attached ? <p>{t("extras.results.attached", { reference: searched.attached.reference })}</p> : null}
          <ul className={css.listing}>
            {extras.map((extra) => (
              <li key={extra.id} className={css.offer}>
                <h3 className={css.offerName}>{extra.name}</h3>
                <p className={css.flat}>
                  {t("extras.results.perTraveller", { price: formatMoney(extra.price, locale) })}
                </p>
                <p className={css.flat}>
                  <strong>
                    {t("extras.results.total", {
                      total: formatMoney(extra.total, locale),
                      count: asked?.travellers ?? 1,
                    })}
                  </strong>
                </p>
                <form method="post">
                  <ResendToken />
                  {hidden.map(([name, value]) => (
                    <input key={name} type="hidden" name={name} value={String(value)} />
                  ))}
                  <input type="hidden" name="extraId" value={extra.id} />
                  <Button>{t("extras.results.buy", { name: extra.name })}</Button>
                </form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
