import { container } from "~/components/layout.css";
import { FlightSearchFormHere } from "~/components/flights/search-form";
import { clockContext, localeContext } from "~/context";
import { searchFormFromUrl } from "~/domains/flights/search-query";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import type { Route } from "./+types/index";
import * as css from "./search.css";

/** The Flight product page: the search form, prefilled from the URL; its steppers and swap button post here. */
export function loader({ request, context }: Route.LoaderArgs) {
  const form = searchFormFromUrl(new URL(request.url).searchParams);
  const t = getI18n(context).getFixedT(null, "flight");
  return {
    ...form,
    locale: context.get(localeContext).locale,
    today: context.get(clockContext)().toISOString().slice(0, 10),
    meta: { title: t("meta.title"), description: t("meta.description") },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function FlightPage({ loaderData }: Route.ComponentProps) {
  const { input, locale, today, travellersOpen } = loaderData;
  return (
    <div className={`${container} ${css.formPage}`}>
      <FlightSearchFormHere
        input={input}
        locale={locale}
        today={today}
        travellersOpen={travellersOpen}
        headingLevel={1}
      />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
