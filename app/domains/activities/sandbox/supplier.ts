import { requireAirport } from "~/domains/flights/airports";
import { cityOf } from "~/domains/hotels/sandbox/properties";
import { activitiesIn } from "~/domains/products/sandbox/catalog";
import type { Activity } from "~/domains/products/types";
import { unit } from "~/domains/suppliers/sandbox/random";
import type { Locale } from "~/i18n/locales";
import type { ActivityBookingRequest, ActivityBookingResult, ActivityOffer, ActivitySupplier } from "../supplier";
import { KIND_OF, WORDS } from "./texts";

/** A lead traveller with this last name makes the supplier refuse the booking (docs/sandbox.md). */
export const ACTIVITY_DOWN_NAME = "SANDBOX-ACTIVITY-DOWN";
/** A lead traveller with this last name finds the slot sold out at the supplier's end (docs/sandbox.md). */
export const ACTIVITY_SOLD_OUT_NAME = "SANDBOX-SOLD-OUT";

/** Who may come: a night out is for adults; a safari takes children from six; the rest, anyone (under 3 free). */
const AGES = {
  adultsOnly: { minimumAge: 18, childAges: null },
  fromSix: { minimumAge: 6, childAges: { min: 6, max: 11 } },
  all: { minimumAge: 0, childAges: { min: 3, max: 11 } },
} as const;

const CONFIRMATION_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * The sandbox's things to do: every city of the network has 6 to 9 activities from the sandbox catalog, named and
 * described in English and French, met at a point 1 to 6 km from the centre, priced in the currency asked. It
 * answers the same on every machine, needs no network, and refuses or sells out on the names above.
 */
export function sandboxActivitySupplier(): ActivitySupplier {
  return {
    async search({ cityCode, kind, locale, currency }) {
      const code = cityOf(cityCode)?.code;
      if (!code) return [];
      return activitiesIn(code, currency)
        .map((activity) => offerOf(activity, locale))
        .filter((offer) => kind === null || offer.kind === kind);
    },
    async details(activityId, { locale, currency }) {
      const code = /^ACT-([A-Z]{3})-\d{2}$/.exec(activityId)?.[1];
      const activity = code ? activitiesIn(code, currency).find((a) => a.id === activityId) : undefined;
      return activity ? offerOf(activity, locale) : null;
    },
    async book(request: ActivityBookingRequest): Promise<ActivityBookingResult> {
      const last = request.lead.lastName.toUpperCase();
      if (last === ACTIVITY_DOWN_NAME) return { ok: false, reason: "rejected" };
      if (last === ACTIVITY_SOLD_OUT_NAME) return { ok: false, reason: "sold_out" };
      // The same reference always gets the same number: a repeated request books once.
      const digest = new Uint8Array(
        await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${request.activityId}\n${request.reference}`)),
      );
      const code = [...digest.slice(0, 8)].map((b) => CONFIRMATION_ALPHABET[b % CONFIRMATION_ALPHABET.length]).join("");
      return { ok: true, confirmation: `ACT-${code}` };
    },
    async cancel(confirmation: string) {
      return { ok: /^ACT-[A-Z2-9]{8}$/.test(confirmation) };
    },
  };
}

function offerOf(activity: Activity, locale: Locale): ActivityOffer {
  const airport = requireAirport(activity.city);
  const city = cityOf(activity.city);
  const words = WORDS[activity.category][locale === "fr-FR" ? "fr" : "en"];
  const fill = (text: string) => text.replaceAll("{city}", locale === "fr-FR" ? airport.city.fr : airport.city.en);
  // The meeting point: 1 to 6 km from the centre, in a direction of its own.
  const angle = unit(`${activity.id}:meet`) * 2 * Math.PI;
  const km = 1 + unit(`${activity.id}:meet-km`) * 5;
  const [lat, lon] = [city?.lat ?? airport.lat, city?.lon ?? airport.lon];
  return {
    id: activity.id,
    cityCode: activity.city,
    kind: KIND_OF[activity.category],
    name: fill(words.name),
    summary: fill(words.summary),
    included: words.included.map(fill),
    durationMinutes: activity.durationMinutes,
    meetingPoint: {
      description: fill(words.meet),
      lat: Number((lat + (km / 111) * Math.sin(angle)).toFixed(5)),
      lon: Number((lon + (km / (111 * Math.cos((lat * Math.PI) / 180))) * Math.cos(angle)).toFixed(5)),
    },
    timeZone: airport.tz,
    slots: activity.slots,
    capacityPerSlot: activity.capacityPerSlot,
    adultPrice: activity.adultPrice,
    childPrice: activity.childPrice,
    ...AGES[activity.category === "nightlife" ? "adultsOnly" : activity.category === "safari" ? "fromSix" : "all"],
    freeCancellationHours: activity.freeCancellationHours,
  };
}
