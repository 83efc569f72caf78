import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useLocation } from "react-router";
import * as css from "~/components/hotels/stay.css";
import { container, visuallyHidden } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import { Badge } from "~/components/ui/badge";
import { Card, DefinitionList } from "~/components/ui/card";
import { Alert } from "~/components/ui/alert";
import { clockContext, dataSaverContext, envContext, localeContext, marketContext } from "~/context";
import { ReserveFormSchema } from "~/domains/hotels/schema";
import { guestCount, roomFits } from "~/domains/hotels/stay-query";
import { reserveAndContinue } from "~/utils/order-step.server";
import { stayDetails } from "~/domains/hotels/search.server";
import {
  EXAMPLE_STAY,
  exampleStay,
  parseStayParams,
  REVIEW_SORTS,
  type ReviewSort,
  stayUrlParams,
  stayPriceable,
  validateStay,
} from "~/domains/hotels/stay-query";
import { formatMoney, type Money } from "~/domains/markets/markets";
import { JsonLd } from "~/components/json-ld";
import { hotelStructuredData } from "~/components/hotels/hotel-structured-data";
import { PropertyDatesForm } from "~/components/hotels/property-dates";
import { getI18n } from "~/i18n/i18next.server";
import type { Locale } from "~/i18n/locales";
import { metaTags } from "~/i18n/meta";
import { mapTiles } from "~/domains/suppliers/map-tiles";
import { PropertyMap } from "~/components/hotels/property-map";
import { bedsText, roomName } from "~/domains/hotels/room-names";
import { instantIn, localDate } from "~/lib/format-time";
import { hotelsFor } from "~/utils/stays.server";
import { photoSources, PROPERTY_ID } from "~/domains/hotels/supplier";
import type { Route } from "./+types/property";
import { ResendToken } from "~/components/forms";

/** A gallery photo's width on the page (stay.css.ts `gallery`): under half a phone's column, at most 12rem. */
const GALLERY_SIZES = "(min-width: 28rem) 12rem, 42vw";

/**
 * GET /hotel/{propertyId}?checkIn=…&checkOut=…&room=…: one property for one stay, at a stable URL (without a stay, the
 * property with an example night's prices and a dates form, its canonical page):
 * photos, what it is and where, amenities, check-in and check-out times, the room types that take the party with
 * their rates for the stay (board, refundability and the cancellation policy with its deadline in the property's
 * zone), and the guest reviews, a page at a time (`reviews=2`, `reviewSort=score`).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!PROPERTY_ID.test(params.propertyId)) throw data(null, { status: 404 });
  const { input } = parseStayParams(url.searchParams);
  const now = context.get(clockContext)();
  const today = now.toISOString().slice(0, 10);
  const { locale } = context.get(localeContext);
  // Without a stay that can be priced, the page shows the property with its rooms priced for an example night, said
  // so, and a form for the traveller's own dates: the page a crawler indexes, its own canonical URL.
  const dated = stayPriceable(input, today);
  const sample = exampleStay(today);
  const example = { checkIn: sample.checkIn, checkOut: sample.checkOut, adults: EXAMPLE_STAY.adults };
  const stayInput = dated ? input : sample;
  const sort = url.searchParams.get("reviewSort");
  const details = await stayDetails(
    hotelsFor(context),
    params.propertyId,
    stayInput,
    context.get(marketContext).currency,
    {
      page: Number(url.searchParams.get("reviews") ?? 1) || 1,
      sort: (REVIEW_SORTS as readonly string[]).includes(sort ?? "") ? (sort as ReviewSort) : "newest",
    },
  );
  if (!details) throw data(null, { status: 404 });
  const t = getI18n(context).getFixedT(null, "hotel");
  const { property } = details;
  const rooms = details.rooms.map((r) => ({
    ...r,
    fitsAll: stayInput.rooms.every((party) => roomFits(r.room, party)),
  }));
  const asked = url.searchParams.has("checkIn") || url.searchParams.has("checkOut");
  const problems = asked && !dated ? validateStay({ ...input, where: property.city }, today) : null;
  return {
    dated,
    // The stay as URL parameters, for the reviews' pages and the way back to the listing; none without a stay.
    stay: dated ? stayUrlParams({ ...input, where: property.city }).toString() : "",
    example: {
      ...example,
      errors: problems ? { checkIn: problems.checkIn ?? [], checkOut: problems.checkOut ?? [] } : null,
    },
    today,
    nights: details.nights,
    timeZone: details.timeZone,
    // Save-Data (decision 021): the property without its photos.
    property: context.get(dataSaverContext).lite ? { ...property, images: [] } : property,
    rooms,
    roomCount: stayInput.rooms.length,
    // What the prices are for: the dates and the party, stated, with a way to change them.
    asked: {
      checkIn: stayInput.checkIn,
      checkOut: stayInput.checkOut,
      guests: guestCount(stayInput.rooms),
    },
    reviews: details.reviews,
    tiles: context.get(dataSaverContext).lite ? null : mapTiles(context.get(envContext)),
    locale,
    // Only what the page shows: with Save-Data, no photos.
    structured: hotelStructuredData({
      property: context.get(dataSaverContext).lite ? { ...property, images: [] } : property,
      url: `${url.origin}${url.pathname}`,
      origin: url.origin,
      reviewCount: details.reviews.count,
      rooms: rooms.map(({ room, cheapest }) => ({ name: roomName(t, room), price: cheapest })),
    }),
    meta: {
      title: t("details.metaTitle", { name: property.name, city: property.city }),
      description: t("details.metaDescription", { name: property.name, city: property.city }),
    },
  };
}

/**
 * Reserve: the rate priced again and its room-nights held, then the order's details step (a lead guest per room). A rate that can
 * no longer be booked answers on this same page, with the search kept: "The selected room could not be booked!".
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const url = new URL(request.url);
  const parsed = parseWithZod(await request.formData(), { schema: ReserveFormSchema });
  const { input } = parseStayParams(url.searchParams);
  if (parsed.status !== "success") return data({ unavailable: true }, { status: 400 });
  const reserved = await reserveAndContinue(context, {
    kind: "stay",
    request: {
      propertyId: params.propertyId,
      roomCode: parsed.value.room,
      planCode: parsed.value.plan,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      // As asked: the stay's schema refuses a child whose age was left out (null), never a default of 0.
      rooms: input.rooms,
    },
    search: `/hotel/${params.propertyId}?${stayUrlParams(input).toString()}`,
  });
  if (reserved.kind === "continue") return reserved.response;
  return data({ unavailable: true }, { status: reserved.kind === "invalid" ? 400 : 409 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** A room type on the page without dates: its cheapest rate for the example night. */
function RoomFrom({ low, locale }: { low: Money | null; locale: string }) {
  const { t } = useTranslation("hotel");
  if (!low) return null;
  return <p className={css.perNight}>{t("details.fromPrice", { price: formatMoney(low, locale as Locale) })}</p>;
}

export default function PropertyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("hotel");
  const localePath = useLocalePath();
  const { property, rooms, reviews, nights, stay, locale, timeZone, roomCount, asked, tiles, dated, example } =
    loaderData;
  const where = `${property.name}, ${property.city}`;
  const { pathname } = useLocation();
  const reviewsHref = (next: { page?: number; sort?: string }) =>
    `?${stay ? `${stay}&` : ""}reviews=${next.page ?? 1}${(next.sort ?? reviews.sort) === "newest" ? "" : `&reviewSort=${next.sort ?? reviews.sort}`}#reviews`;
  return (
    <div className={container}>
      <JsonLd data={loaderData.structured} />
      <p>
        <Link
          to={
            dated
              ? `${localePath("/hotel/search")}?${stay}`
              : `${localePath("/hotel")}?${new URLSearchParams({ where: property.city })}`
          }
        >
          {t("details.back", { city: property.city })}
        </Link>
      </p>
      <h1>{property.name}</h1>
      <p className={css.muted}>
        {t(`types.${property.type}`)} · {t("results.stars", { count: property.stars })}
        {property.direct ? <> · {t("results.direct")}</> : null}
      </p>
      {/* A property without a photo to show (an owner's yet to add one, a data saver's page) has no gallery. */}
      {property.images.length > 0 ? (
        <section aria-labelledby="photos-heading">
          <h2 id="photos-heading" className={visuallyHidden}>
            {t("details.photos")}
          </h2>
          <ul className={css.gallery} tabIndex={0} aria-labelledby="photos-heading">
            {property.images.map((image) => (
              <li key={image.id}>
                {/* The page is text-led (DESIGN, Look and feel): the name, the facts and the rooms paint first and the
                    photos, thumbnails two to a phone's width, fill in after them on a slow network. */}
                <img
                  {...photoSources(image.id)}
                  sizes={GALLERY_SIZES}
                  alt={t("results.photo", { name: property.name, view: t(`views.${image.alt}` as "views.exterior") })}
                  width={300}
                  height={220}
                  loading="lazy"
                  className={css.photo}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Card heading={t("details.about")} headingId="about-heading">
        <p>
          {t(reviews.count > 0 ? "details.description" : "details.descriptionUnrated", {
            name: property.name,
            type: t(`types.${property.type}`),
            stars: t("results.stars", { count: property.stars }),
            km: property.distanceFromCentreKm.toLocaleString(locale),
            city: property.city,
            score: property.reviewScore.toLocaleString(locale),
          })}
        </p>
        {/* An owner's own words, as plain text (decision 029). */}
        {property.description ? <p className={css.ownerText}>{property.description}</p> : null}
        <DefinitionList
          items={[
            [
              t("details.location"),
              t("details.address", {
                address: property.address,
                km: property.distanceFromCentreKm.toLocaleString(locale),
              }),
            ],
            [
              t("form.checkIn"),
              t("details.times", { checkIn: property.checkInFrom, checkOut: property.checkOutUntil }),
            ],
            [t("details.amenities"), property.amenities.map((a) => t(`amenities.${a}`)).join(" · ")],
            // An owner's house rules keep the lines they were written in.
            ...(property.houseRules
              ? [
                  [t("details.houseRules"), <span className={css.ownerText}>{property.houseRules}</span>] as [
                    string,
                    ReactNode,
                  ],
                ]
              : []),
          ]}
        />
      </Card>
      <section aria-labelledby="location-heading">
        <h2 id="location-heading">{t("details.location")}</h2>
        <PropertyMap
          property={property}
          tiles={tiles}
          caption={t("details.address", {
            address: property.address,
            km: property.distanceFromCentreKm.toLocaleString(locale),
          })}
        />
      </section>
      <section aria-labelledby="rooms-heading">
        <h2 id="rooms-heading">{t("details.rooms")}</h2>
        {actionData?.unavailable ? (
          <Alert tone="danger" live="alert" title={t("errors.roomUnavailable")}>
            <p>{t("errors.roomUnavailableHint")}</p>
          </Alert>
        ) : null}
        {dated ? null : (
          <>
            <PropertyDatesForm
              action={pathname}
              today={loaderData.today}
              example={example}
              where={where}
              errors={example.errors}
            />
            <p>
              {t("details.examplePrices", {
                date: localDate(example.checkIn, locale),
                guests: t("details.guests", { count: example.adults }),
              })}
            </p>
          </>
        )}
        {dated ? (
          <p>
            <strong>
              {t("details.pricedFor", {
                checkIn: localDate(asked.checkIn, locale),
                checkOut: localDate(asked.checkOut, locale),
                nights: t("details.nights", { count: nights }),
                guests: t("details.guests", { count: asked.guests }),
                rooms: t("details.roomCount", { count: roomCount }),
              })}
            </strong>{" "}
            <Link to={`${localePath("/hotel")}?${stay}`}>{t("details.changeStay")}</Link>
          </p>
        ) : null}
        {dated ? <p className={css.muted}>{t("details.roomsIntro")}</p> : null}
        {rooms.length === 0 ? <p role="status">{t(dated ? "details.noRooms" : "details.noExample")}</p> : null}
        <ul className={css.list}>
          {rooms.map(({ room, plans, cheapest, fitsAll }) => (
            <li key={room.code}>
              <Card heading={roomName(t, room)} headingId={`room-${room.code}`}>
                <p className={css.muted}>
                  {bedsText(t, locale as Locale, room.beds)} · {t("details.roomSize", { size: room.sizeM2 })} ·{" "}
                  {t("details.roomGuests", { count: room.maxOccupancy })}
                </p>
                {fitsAll ? null : <p className={css.muted}>{t("details.notEveryRoom")}</p>}
                {dated ? null : <RoomFrom low={cheapest} locale={locale} />}
                {dated ? (
                  <ul className={css.list}>
                    {plans.map((plan) => (
                      <li key={plan.code} className={css.rate}>
                        <div className={css.facts}>
                          <div className={css.badges}>
                            <Badge tone={plan.cancellation.refundable ? "success" : "neutral"}>
                              {t(plan.cancellation.refundable ? "details.refundable" : "details.nonRefundable")}
                            </Badge>
                            <Badge tone="brand">
                              {t(plan.breakfastIncluded ? "details.breakfast" : "details.roomOnly")}
                            </Badge>
                          </div>
                          <p className={css.muted}>
                            {plan.deadline
                              ? t("details.policyFree", {
                                  deadline: instantIn(plan.deadline.utc, timeZone, locale as Locale),
                                })
                              : t("details.policyNone")}
                          </p>
                        </div>
                        <div className={css.price}>
                          <p className={css.perNight}>{formatMoney(plan.total, locale)}</p>
                          <p className={css.muted}>
                            {/* A rate is one room's price for the whole stay; several rooms are each priced next. */}
                            {t(roomCount > 1 ? "details.totalPerRoom" : "details.totalFor", {
                              nights: t("details.nights", { count: nights }),
                            })}
                          </p>
                          {fitsAll ? (
                            <Form method="post" action={`?${stay}`}>
                              <ResendToken />
                              <input type="hidden" name="intent" value="reserve" />
                              <input type="hidden" name="room" value={room.code} />
                              <input type="hidden" name="plan" value={plan.code} />
                              <Button
                                aria-label={t("details.reserveLabel", {
                                  room: roomName(t, room),
                                  board: t(plan.breakfastIncluded ? "details.breakfast" : "details.roomOnly"),
                                  refund: t(
                                    plan.cancellation.refundable ? "details.refundable" : "details.nonRefundable",
                                  ),
                                })}
                              >
                                {t("details.reserve")}
                              </Button>
                            </Form>
                          ) : null}
                        </div>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section id="reviews" aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">{t("details.reviews")}</h2>
        <p>
          <strong>
            {reviews.count > 0
              ? t("details.reviewsSummary", {
                  score: property.reviewScore.toLocaleString(locale),
                  count: reviews.count,
                })
              : t("details.noReviews")}
          </strong>
        </p>
        <DefinitionList
          items={reviews.bands.map((band) => [
            t(`details.bands.${band.key}`),
            t("details.bandCount", { count: band.count }),
          ])}
        />
        <nav aria-label={t("details.reviewSort")} className={css.toolbar}>
          {REVIEW_SORTS.map((sort) => (
            <Link key={sort} to={reviewsHref({ sort })} aria-current={sort === reviews.sort ? "true" : undefined}>
              {t(`details.reviewSorts.${sort}`)}
            </Link>
          ))}
        </nav>
        <ol className={css.list}>
          {reviews.items.map((review) => (
            <li key={review.id}>
              <article className={css.review} lang={review.language === "fr" ? "fr-FR" : "en-US"}>
                <h3 className={css.name}>
                  {review.title} · {t("results.score", { score: review.score.toLocaleString(locale) })}
                </h3>
                <p className={css.muted} lang={locale}>
                  {t("details.reviewBy", { author: review.author, date: localDate(review.date, locale) })} ·{" "}
                  {t(`details.writtenIn.${review.language}`)}
                </p>
                <p>{review.text}</p>
              </article>
            </li>
          ))}
        </ol>
        <p className={css.toolbar}>
          {reviews.page > 1 ? <Link to={reviewsHref({ page: reviews.page - 1 })}>{t("details.previous")}</Link> : null}
          <span>{t("details.page", { page: reviews.page, pages: reviews.pages })}</span>
          {reviews.page < reviews.pages ? (
            <Link to={reviewsHref({ page: reviews.page + 1 })}>{t("details.next")}</Link>
          ) : null}
        </p>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
