import { useTranslation } from "react-i18next";
import { Field } from "~/components/forms";
import { input } from "~/components/forms.css";
import { container } from "~/components/layout.css";
import { Alert } from "~/components/ui/alert";
import { AirlineLogo } from "~/components/ui/airline-logo";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, DefinitionList } from "~/components/ui/card";
import { Chip, ChipList } from "~/components/ui/chip";
import { EmptyState } from "~/components/ui/empty-state";
import { Icon, ICON_NAMES } from "~/components/ui/icon";
import { Price } from "~/components/ui/price";
import { Segmented } from "~/components/ui/segmented";
import { Sheet } from "~/components/ui/sheet";
import { Stepper } from "~/components/ui/stepper";
import { Tabs } from "~/components/ui/tabs";
import { Timeline } from "~/components/ui/timeline";
import { envContext, localeContext } from "~/context";
import { getI18n } from "~/i18n/i18next.server";
import { privateMetaTags } from "~/i18n/meta";
import { requireDevTools } from "~/utils/deployment.server";
import type { Route } from "./+types/design";
import * as css from "./design.css";

/** GET /dev/design: the design system's components on one page (docs/design.md), for development only. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireDevTools(request, context.get(envContext));
  const t = getI18n(context).getFixedT(null, "common");
  return {
    locale: context.get(localeContext).locale,
    meta: { title: t("design.title"), description: t("design.intro") },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function Design({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { t: tf } = useTranslation("flight");
  const { t: tb } = useTranslation("booking");
  const { locale } = loaderData;
  const section = (id: string, title: string, children: React.ReactNode) => (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
  return (
    <div className={`${container} ${css.page}`}>
      <h1>{t("design.title")}</h1>
      <p>{t("design.intro")}</p>
      {section(
        "buttons",
        t("design.buttons"),
        <div className={css.row}>
          <Button type="button">{t("design.primary")}</Button>
          <Button type="button" variant="secondary">
            {t("design.secondary")}
          </Button>
          <Button type="button" variant="ghost">
            <Icon name="plus" />
            {t("design.ghost")}
          </Button>
          <Button type="button" variant="danger">
            {t("design.danger")}
          </Button>
        </div>,
      )}
      {section(
        "fields",
        t("design.fields"),
        <div className={css.grid}>
          <Field label={t("design.sampleName")} errorId="sample-error" errors={["errors.required"]}>
            <input className={input} aria-invalid aria-describedby="sample-error" defaultValue="" />
          </Field>
          <Field label={tf("form.cabin")} htmlFor="sample-cabin">
            <select id="sample-cabin" className={input} defaultValue="economy">
              <option value="economy">{tf("cabins.economy")}</option>
              <option value="business">{tf("cabins.business")}</option>
            </select>
          </Field>
          <Segmented
            legend={tf("form.trip")}
            name="sample-trip"
            value="return"
            options={(["oneway", "return", "multicity"] as const).map((v) => ({ value: v, label: tf(`form.${v}`) }))}
          />
        </div>,
      )}
      {section(
        "stepper",
        t("design.stepper"),
        <div className={css.row}>
          <Stepper
            id="sample-adults"
            name="adults"
            label={tf("form.adults")}
            hint={tf("form.adultsHint")}
            value={2}
            min={1}
            max={9}
            adjustAction="/dev/design"
            decreaseLabel={tf("form.decrease", { what: tf("form.adults") })}
            increaseLabel={tf("form.increase", { what: tf("form.adults") })}
          />
        </div>,
      )}
      {section(
        "chips",
        t("design.chips"),
        <ChipList label={tf("results.activeFilters")}>
          <Chip to="/dev/design" removeLabel={tf("results.removeFilter", { filter: tf("results.stopOptions.0") })}>
            {tf("results.stopOptions.0")}
          </Chip>
          <Chip to="/dev/design" removeLabel={tf("results.removeFilter", { filter: tf("results.bags") })}>
            {tf("results.bags")}
          </Chip>
        </ChipList>,
      )}
      {section(
        "badges",
        t("design.badges"),
        <p className={css.row}>
          <Badge icon="verified">{tf("results.badges.best")}</Badge>
          <Badge tone="success">{tf("results.badges.cheapest")}</Badge>
          <Badge icon="fast">{tf("results.badges.fastest")}</Badge>
          <Badge tone="warning">{tf("results.seatsLeft", { count: 3 })}</Badge>
          <Badge tone="neutral" icon="bag">
            {tf("results.checkedBags", { pieces: 1, kg: 23 })}
          </Badge>
          <Badge tone="danger">{tf("results.refundability.Non Refundable")}</Badge>
        </p>,
      )}
      {section(
        "prices",
        t("design.prices"),
        <div className={css.row}>
          <Price
            money={{ amount: 149_541_000, currency: "NGN" }}
            locale={locale}
            caption={tf("results.perAdult")}
            size="lg"
          />
          <Price money={{ amount: 12_950, currency: "EUR" }} locale={locale} caption={tf("results.perAdult")} />
        </div>,
      )}
      {section(
        "alerts",
        t("design.alerts"),
        <div className={css.stack}>
          <Alert tone="info">{t("design.alertInfo")}</Alert>
          <Alert tone="success">{t("design.alertSuccess")}</Alert>
          <Alert tone="warning">{t("design.alertWarning")}</Alert>
          <Alert tone="danger" title={t("design.alertDanger")} />
        </div>,
      )}
      {section(
        "cards",
        t("design.cards"),
        <Card as="div">
          <DefinitionList
            items={[
              [tf("form.from"), "Lagos (LOS)"],
              [tf("form.to"), "London (LHR)"],
              [tb("confirmation.pnr"), "K7Q2ZD"],
            ]}
          />
        </Card>,
      )}
      {section(
        "sheet",
        t("design.sheet"),
        <Sheet
          outlined
          align="start"
          titleId="sample-sheet-title"
          title={tf("results.filters")}
          trigger={
            <>
              <Icon name="filters" />
              {tf("results.filtersCount", { active: 2 })}
            </>
          }
        >
          <p>{t("design.sheetBody")}</p>
        </Sheet>,
      )}
      {section(
        "tabs",
        t("design.tabs"),
        <Tabs
          label={t("nav.label")}
          current="flight"
          items={[{ key: "flight", label: t("nav.flight"), icon: "plane", to: "/flight" }]}
        />,
      )}
      {section(
        "empty",
        t("design.empty"),
        <EmptyState heading={tf("results.noResults")}>{tf("results.noResultsHelp")}</EmptyState>,
      )}
      {section(
        "timeline",
        t("design.timeline"),
        <Timeline
          items={[
            { kind: "stop", time: "10:45", place: "Lagos (LOS)" },
            { kind: "leg", note: `VS 411 · ${tf("results.duration", { hours: 6, minutes: 0 })}` },
            { kind: "stop", time: "15:45", place: "London (LHR)" },
          ]}
        />,
      )}
      {section(
        "airlines",
        t("design.airlines"),
        <p className={css.row}>
          {[
            ["VS", "Virgin Atlantic"],
            ["W3", "Arik Air"],
            ["AF", "Air France"],
            ["ET", "Ethiopian Airlines"],
            ["KQ", "Kenya Airways"],
          ].map(([code = "", name = ""]) => (
            <AirlineLogo key={code} code={code} name={name} />
          ))}
        </p>,
      )}
      {section(
        "icons",
        t("design.icons"),
        <ul className={css.icons}>
          {ICON_NAMES.map((name) => (
            <li key={name}>
              <Icon name={name} size={24} />
              <code>{name}</code>
            </li>
          ))}
        </ul>,
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
