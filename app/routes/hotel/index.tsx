import { useLocation } from "react-router";
import { StaySearchForm } from "~/components/hotels/stay-search-form";
import * as css from "~/components/hotels/stay.css";
import { container } from "~/components/layout.css";
import { clockContext, localeContext } from "~/context";
import { hotelCities } from "~/domains/hotels/destinations";
import { editStayForm, parseStayParams } from "~/domains/hotels/stay-query";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import type { Route } from "./+types/index";

/** The Stays product page: the search form, prefilled from the URL; its steppers and room buttons GET here. */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { locale } = context.get(localeContext);
  const t = getI18n(context).getFixedT(null, "hotel");
  return {
    input: editStayForm(parseStayParams(params).input, params),
    today: context.get(clockContext)().toISOString().slice(0, 10),
    cities: hotelCities(locale),
    meta: { title: t("meta.title"), description: t("meta.description") },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function HotelPage({ loaderData }: Route.ComponentProps) {
  const { input, today, cities } = loaderData;
  return (
    <div className={`${container} ${css.page}`}>
      <StaySearchForm input={input} today={today} cities={cities} editAction={useLocation().pathname} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
