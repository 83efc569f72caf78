import { parseWithZod } from "@conform-to/zod/v4";

import { useTranslation } from "react-i18next";

import { data, Link } from "react-router";

import * as css from "~/components/orders/product-page.css";
import { TicketsForm } from "~/components/activities/tickets-form";

import { container } from "~/components/layout.css";

import { useLocalePath } from "~/components/locale-link";

import { PropertyMap } from "~/components/hotels/property-map";

import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";

import { Card, DefinitionList } from "~/components/ui/card";

import { clockContext, dataSaverContext, envContext, localeContext } from "~/context";

import { activityProduct } from "~/domains/activities/product.server";

import { parseTickets, TicketsFormSchema, type TicketsInput, ticketsParams } from "~/domains/activities/query";
import { hotelCities } from "~/domains/hotels/destinations";

import { formatMoney } from "~/domains/markets/markets";

import { mapTiles } from "~/domains/suppliers/map-tiles";

import { getI18n } from "~/i18n/i18next.server";
import { localDate } from "~/lib/format-time";

import { metaTags } from "~/i18n/meta";

import { activitySupplier } from "~/services.server";

import { marketOf, orderDeps, reserveAndContinue } from "~/utils/order-step.server";

import type { Route } from "./+types/activity";
import { JsonLd } from "~/components/json-ld";
import { productData } from "~/components/structured-data";

type Context = Route.LoaderArgs["context"];

/** The activity on the day asked for the party asked, from its product; a 404 when there is no such activity. */
async function offered(context: Context, activityId: string, tickets: TicketsInput) {
  if (!/^[A-Z0-9-]{3,40}$/.test(activityId)) throw data(null, { status: 404 });
  const found = await activityProduct(activitySupplier(), orderDeps(context).inventory).offer(
    { activityId, date: tickets.date, adults: tickets.adults, ages: tickets.ages },
    marketOf(context),
    context.get(clockContext)(),
  );
  if (!found) throw data(null, { status: 404 });
  return found;
}

/**
 * GET /things-to-do/{id}?date=…&adults=…&children=…&age=…: an activity at a stable URL (what it is, what is included,
 * who may come, the prices, where to meet on a map drawn by the server, its cancellation terms) and its tickets for a
 * day: each start time with the places left, adults and each child's age, the party's total. The steppers GET here;
 * "Book" POSTs: the places are held and the details step follows.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  const tickets = parseTickets(new URL(request.url).searchParams, today);
  const { activity: offer, slots, total } = await offered(context, params.activityId, tickets);
  // A day asked that cannot be booked (gone, or too far ahead) is said so, not silently replaced.
  const asked = new URL(request.url).searchParams.get("date");
  const dateMoved = asked !== null && asked !== "" && asked !== tickets.date ? tickets.date : null;
  const { locale } = context.get(localeContext);
  const t = getI18n(context).getFixedT(null, "products");
  const city = hotelCities(locale).find((c) => c.code === offer.cityCode)?.name ?? offer.cityCode;
  return {
    offer,
    city,
    tickets,
    today,
    slots,
    total,
    dateMoved,
    // Save-Data (decision 021): the meeting point without the map's pictures.
    tiles: context.get(dataSaverContext).lite ? null : mapTiles(context.get(envContext)),
    locale,
    // Its adult price, as the page lists it, at its own address (the day and party are the page's query).
    structured: productData({
      name: offer.name,
      description: offer.summary,
      url: `${new URL(request.url).origin}${new URL(request.url).pathname}`,
      price: offer.adultPrice,
    }),
    meta: { title: t("activities.meta.detailTitle", { name: offer.name, city }), description: offer.summary },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  const formData = await request.formData();
  const fields = new URLSearchParams();
  for (const [name, value] of formData) if (typeof value === "string") fields.append(name, value);
  const tickets = parseTickets(fields, today);
  const { activity: offer, party } = await offered(context, params.activityId, tickets);
  const submission = parseWithZod(formData, { schema: TicketsFormSchema });
  // Refused: the form again with the traveller's choice, its day's times (asked again: one may just have sold out)
  // and the party's total.
  const refuse = async (errors: Record<string, string[] | null>, status = 400) => {
    const { slots, total } = await offered(context, params.activityId, tickets);
    return data({ errors, tickets, slots, total }, { status });
  };
  if (submission.status !== "success") return refuse(submission.error ?? {});
  const { date, slot, adults, age } = submission.value;
  if (age.length !== tickets.ages.length || !party) return refuse({ age: ["errors.required"] });
  if (!party.ok)
    return refuse({ age: [party.reason === "too_young" ? "activities.errors.tooYoung" : "errors.valueInvalid"] });
  const request_ = { activityId: offer.id, date, slot, adults, childAges: age };
  const reserved = await reserveAndContinue(context, {
    kind: "activity",
    request: request_,
    search: `/things-to-do/${offer.id}?${ticketsParams({ ...tickets, slot }).toString()}`,
  });
  // Gone meanwhile, or a time that has started: what is still available shows with the message.
  if (reserved.kind === "continue") return reserved.response;
  return refuse({ slot: ["activities.errors.soldOut"] }, 409);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ActivityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("products");
  const localePath = useLocalePath();
  const { offer, city, tiles, locale } = loaderData;
  const band = offer.childAges;
  const who =
    band === null
      ? t("activities.details.adultsOnly", { age: offer.minimumAge })
      : t(offer.minimumAge > 0 ? "activities.details.agesFrom" : "activities.details.ages", {
          age: offer.minimumAge,
          min: band.min,
          max: band.max,
          over: band.max + 1,
        });
  return (
    <div className={`${container} ${css.page}`}>
      <JsonLd data={loaderData.structured} />
      <p className={css.flat}>
        <Link to={`${localePath("/things-to-do")}?city=${encodeURIComponent(city)}`}>
          {t("activities.details.back", { city })}
        </Link>
      </p>
      <div className={css.detail}>
        <div className={css.page}>
          <div>
            <h1>{offer.name}</h1>
            <p className={css.facts}>
              <Badge tone="brand">{t(`activities.kinds.${offer.kind}`)}</Badge>
              <span>{t("activities.duration", { count: offer.durationMinutes / 60 })}</span>
              <span>{t("activities.details.policyShort", { hours: offer.freeCancellationHours })}</span>
            </p>
            <p>{offer.summary}</p>
          </div>
          <Card heading={t("activities.details.included")} headingId="included-heading">
            <ul className={css.included}>
              {offer.included.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Card>
          <Card heading={t("activities.details.prices")} headingId="prices-heading">
            <DefinitionList
              items={[
                [t("activities.details.adult"), formatMoney(offer.adultPrice, locale)],
                ...(band
                  ? [[t("activities.details.child", band), formatMoney(offer.childPrice, locale)] as [string, string]]
                  : []),
              ]}
            />
            <h3>{t("activities.details.who")}</h3>
            <p className={css.flat}>{who}</p>
          </Card>
        </div>
        <div>
          {loaderData.dateMoved && !actionData ? (
            <Alert tone="warning" live="status">
              {t("activities.details.dateMoved", { date: localDate(loaderData.dateMoved, locale, "long") })}
            </Alert>
          ) : null}
          <TicketsForm
            offer={offer}
            tickets={actionData?.tickets ?? loaderData.tickets}
            slots={actionData?.slots ?? loaderData.slots}
            today={loaderData.today}
            total={actionData ? actionData.total : loaderData.total}
            errors={actionData?.errors ?? {}}
            locale={locale}
          />
        </div>
      </div>
      {/* Below the tickets on a phone, so the first screen is what the activity is and its times. */}
      <Card heading={t("activities.details.meetingPoint")} headingId="meeting-heading">
        <PropertyMap
          property={{ name: t("activities.details.meetingMap", { name: offer.name }), ...offer.meetingPoint }}
          tiles={tiles}
          caption={offer.meetingPoint.description}
        />
      </Card>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
