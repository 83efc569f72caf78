import icalGenerator from "ical-generator";
import type { DocumentSpec } from "~/domains/documents/layout";
import { voucherDocument } from "~/domains/documents/voucher.server";
import { roomName } from "~/domains/hotels/room-names";
import { formatMoney } from "~/domains/markets/markets";
import { canonicalPath } from "~/i18n/locales";
import { translatorFor } from "~/i18n/translator.server";
import { instantIn, localDate } from "~/lib/format-time";
import { type Stay, type StayGuest } from "./types";
import { stayInstants } from "./view.server";

// A stay's documents: the voucher, laid out like the e-ticket, and the stay in a calendar.

/** The cancellation policy in plain words, with its deadline in the property's zone. */
export function stayPolicy(stay: Pick<Stay, "quote" | "locale">): string {
  const t = translatorFor(stay.locale, "hotel");
  return stay.quote.deadline
    ? t("details.policyFree", { deadline: instantIn(stay.quote.deadline.utc, stay.quote.timeZone, stay.locale) })
    : t("details.policyNone");
}

/** The voucher a guest shows at the front desk, in the stay's language (set in PDF by the documents Worker). */
export function stayVoucher(stay: Stay, guests: readonly StayGuest[], origin: string): DocumentSpec {
  const t = translatorFor(stay.locale, "hotel");
  const tb = translatorFor(stay.locale);
  const { quote, locale } = stay;
  const link = `${origin}${canonicalPath(locale, `/stay/${stay.id}/summary`)}`;
  return voucherDocument({
    locale,
    brand: translatorFor(locale, "common")("brand"),
    title: t("voucher.title"),
    confirmation: { label: t("voucher.confirmation"), value: stay.confirmation ?? stay.reference },
    facts: [
      [t("form.checkIn"), localDate(stay.checkIn, locale)],
      [t("form.checkOut"), localDate(stay.checkOut, locale)],
      [t("voucher.nights"), String(stay.nights)],
    ],
    guests: {
      heading: t("voucher.guests"),
      columns: [t("voucher.leadGuest"), t("voucher.room")],
      rows: stay.rooms.map((party, i) => {
        const guest = guests[i];
        const name = guest
          ? `${tb(`travellers.titles.${guest.title}` as "travellers.titles.MR")} ${guest.firstName} ${guest.lastName}`
          : "";
        return [
          name,
          t("voucher.roomLine", {
            number: i + 1,
            room: roomName(t, { kind: quote.roomKind, name: quote.roomName }),
            guests: t("summary.party", { count: party.adults + party.childAges.length }),
          }),
        ];
      }),
    },
    details: {
      heading: quote.propertyName,
      rows: [
        [t("details.location"), quote.address],
        [t("voucher.times"), t("details.times", { checkIn: quote.checkInFrom, checkOut: quote.checkOutUntil })],
        [t("voucher.board"), t(quote.breakfast ? "details.breakfast" : "details.roomOnly")],
        [t("voucher.reference"), stay.reference],
        [t("voucher.total"), formatMoney(quote.total, locale)],
        ...(guests[0]?.requests ? [[t("guests.requests"), guests[0].requests] as [string, string]] : []),
      ],
    },
    policy: { heading: t("voucher.policy"), text: stayPolicy(stay) },
    footer: t("voucher.footer", { link }),
  });
}

/** The stay as a calendar event, from check-in to check-out at the property. */
export function stayIcs(stay: Stay, origin: string): string {
  const t = translatorFor(stay.locale, "hotel");
  const calendar = icalGenerator({ name: t("voucher.title"), prodId: "-//Tern//Stays//EN" });
  const { start, end } = stayInstants(stay);
  calendar.createEvent({
    id: `${stay.id}@tern`,
    start,
    end,
    summary: t("voucher.event", { name: stay.quote.propertyName, city: stay.quote.city }),
    location: stay.quote.address,
    description: t("voucher.eventDescription", {
      confirmation: stay.confirmation ?? "-",
      reference: stay.reference,
    }),
    url: `${origin}${canonicalPath(stay.locale, `/stay/${stay.id}/summary`)}`,
  });
  return calendar.toString();
}
