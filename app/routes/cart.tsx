import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { container, secondaryButton } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import { dbContext, localeContext, sessionContext } from "~/context";
import { closeDraft, getBookingsOf } from "~/domains/bookings/lifecycle.server";
import { holdLapsed } from "~/domains/bookings/holds.server";
import { getCart } from "~/domains/cart/cart.server";
import { cartStays } from "~/domains/stays/cart.server";
import { closeStayDraft, getStay, stayHoldLapsed, stayNextPath } from "~/domains/stays/lifecycle.server";
import { flightSearchForStay } from "~/domains/stays/view.server";
import { searchUrlParams } from "~/domains/flights/search-query";
import { stayDeps } from "~/utils/stay-step.server";
import { formatMoney } from "~/domains/markets/markets";
import { withLocalePrefix } from "~/i18n/locales";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/cart";
import { bookingDeps, bookingMeta } from "~/utils/booking-step.server";

/** The browser's cart (product rules §3): its bookings in progress, each to continue or remove. */
export async function loader({ context }: Route.LoaderArgs) {
  const meta = bookingMeta(context, "cartTitle");
  const visitorId = context.get(sessionContext).get("visitorId");
  if (!visitorId) return { meta, items: [], stays: [] };
  const db = context.get(dbContext);
  const cart = await getCart(db, visitorId);
  const bookings = await getBookingsOf(
    db,
    cart.items.filter((i) => i.kind === "flight").map((i) => i.id),
  );
  const now = bookingDeps(context).now;
  const stays = await cartStays(db, visitorId);
  return {
    meta,
    stays: stays.map((s) => ({
      id: s.id,
      reference: s.reference,
      name: s.quote.propertyName,
      city: s.quote.city,
      checkIn: s.checkIn,
      checkOut: s.checkOut,
      rooms: s.rooms.length,
      total: s.quote.total,
      lapsed: stayHoldLapsed(s, now),
      // A flight to the stay's city on its dates (#18 item 6): in the same cart, both are paid in one payment.
      flightQuery: searchUrlParams(flightSearchForStay(s)).toString(),
      next: stayNextPath(s),
    })),
    items: bookings
      .filter((b) => b.visitorId === visitorId)
      .map((b) => ({
        id: b.id,
        reference: b.reference,
        from: b.offer.slices[0]?.from ?? "",
        to: b.offer.slices[0]?.to ?? "",
        date: b.offer.slices[0]?.segments[0]?.departLocal.slice(0, 10) ?? "",
        travellers: b.passengers.adults + b.passengers.childAges.length + b.passengers.infants,
        total: b.family.total,
        lapsed: holdLapsed(b, now),
      })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const id = String(formData.get("bookingId") ?? "");
  const visitorId = context.get(sessionContext).get("visitorId");
  const stay = await getStay(context.get(dbContext), String(formData.get("stayId") ?? ""));
  if (stay && visitorId && stay.visitorId === visitorId) {
    await closeStayDraft(stayDeps(context), stay, "cancelled", "removed from cart");
  }
  const [booking] = await getBookingsOf(context.get(dbContext), /^[a-z0-9]{16}$/.test(id) ? [id] : []);
  if (booking && visitorId && booking.visitorId === visitorId) {
    await closeDraft(bookingDeps(context), booking, "cancelled", "removed from cart");
  }
  return redirect(withLocalePrefix(context.get(localeContext).prefix, "/cart"));
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function Cart({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("booking");
  const { t: th } = useTranslation("hotel");
  const localePath = useLocalePath();
  const { items, stays } = loaderData;
  const locale = i18n.language === "fr-FR" ? "fr-FR" : "en-US";
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <div className={container}>
      <h1>{t("cart.heading")}</h1>
      {items.length === 0 && stays.length === 0 ? (
        <p>
          {t("cart.empty")} <Link to={localePath("/flight")}>{t("cart.search")}</Link>
        </p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.id} className={css.panel}>
              <h2>
                {t("cart.item", {
                  from: item.from,
                  to: item.to,
                  date: dateFormat.format(new Date(`${item.date}T00:00:00Z`)),
                })}
              </h2>
              <p>
                {t("hold.reference", { reference: item.reference })} ·{" "}
                {t("cart.travellers", { count: item.travellers })} ·{" "}
                {t("cart.total", { price: formatMoney(item.total, locale) })}
              </p>
              {item.lapsed ? <p role="status">{t("expired.title")}</p> : null}
              <ItemActions continueTo={localePath(`/booking/${item.id}/travellers`)} field="bookingId" id={item.id} />
            </li>
          ))}
          {stays.map((stay) => (
            <li key={stay.id} className={css.panel}>
              <h2>{th("cart.item", { name: stay.name, city: stay.city })}</h2>
              <p>
                {th("cart.dates", {
                  checkIn: dateFormat.format(new Date(`${stay.checkIn}T00:00:00Z`)),
                  checkOut: dateFormat.format(new Date(`${stay.checkOut}T00:00:00Z`)),
                  rooms: th("cart.rooms", { count: stay.rooms }),
                })}
              </p>
              <p>
                {t("hold.reference", { reference: stay.reference })} ·{" "}
                {t("cart.total", { price: formatMoney(stay.total, locale) })}
              </p>
              {stay.lapsed ? <p role="status">{t("expired.title")}</p> : null}
              <p>
                <Link to={`${localePath("/flight")}?${stay.flightQuery}`}>
                  {th("summary.flightSearch", { city: stay.city })}
                </Link>
              </p>
              <ItemActions continueTo={localePath(stay.next)} field="stayId" id={stay.id} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** An item's way on, and its removal: a POST naming the booking or the stay, answered by a redirect back here. */
function ItemActions({ continueTo, field, id }: { continueTo: string; field: "bookingId" | "stayId"; id: string }) {
  const { t } = useTranslation("booking");
  return (
    <Form method="post" className={css.actions}>
      <Link to={continueTo}>{t("cart.continue")}</Link>
      <input type="hidden" name={field} value={id} />
      <button type="submit" className={secondaryButton}>
        {t("cart.remove")}
      </button>
    </Form>
  );
}
