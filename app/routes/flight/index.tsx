import { container } from "~/components/layout.css";
import { FlightSearchForm } from "~/components/flights/search-form";
import { clockContext, localeContext } from "~/context";
import { parseSearchParams } from "~/domains/flights/search-query";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import type { Route } from "./+types/index";

/** The Flight product page: the search form, prefilled from the URL (the "Add another flight" button uses that). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { input } = parseSearchParams(new URL(request.url).searchParams);
  const t = getI18n(context).getFixedT(null, "flight");
  return {
    input,
    locale: context.get(localeContext).locale,
    today: context.get(clockContext)().toISOString().slice(0, 10),
    meta: { title: t("meta.title"), description: t("meta.description") },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function FlightPage({ loaderData }: Route.ComponentProps) {
  const { input, locale, today } = loaderData;
  return (
    <div className={container}>
      <FlightSearchForm input={input} locale={locale} today={today} />
    </div>
  );
}
