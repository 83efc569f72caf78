import { roomName } from "~/domains/hotels/room-names";
import { formatMoney } from "~/domains/markets/markets";
import type { OrderContact, OrderDescription, OrderParty } from "~/domains/supplier-orders/types";
import { translatorFor } from "~/i18n/translator.server";
import { instantIn, localDate } from "~/lib/format-time";
import { localToUtc } from "~/lib/time";
import { stayNights } from "~/domains/hotels/stay-query";
import type { Stay } from "./types";

// What a stay's voucher, e-mails, recap and calendar event say, in the stay's language.

/** When a stay begins and ends: its check-in and check-out times on their dates, in the property's zone. */
export function stayInstants(stay: Pick<Stay, "request" | "quote">) {
  const { timeZone, checkInFrom, checkOutUntil } = stay.quote;
  const minutesOf = (clock: string) => {
    const [hours = 0, minutes = 0] = clock.split(":").map(Number);
    return hours * 60 + minutes;
  };
  return {
    start: new Date(localToUtc(stay.request.checkIn, minutesOf(checkInFrom), timeZone)),
    end: new Date(localToUtc(stay.request.checkOut, minutesOf(checkOutUntil), timeZone)),
  };
}

/** The cancellation policy in plain words, with its deadline in the property's zone. */
export function stayPolicy(stay: Pick<Stay, "quote" | "locale">): string {
  const t = translatorFor(stay.locale, "hotel");
  return stay.quote.deadline
    ? t("details.policyFree", { deadline: instantIn(stay.quote.deadline.utc, stay.quote.timeZone, stay.locale) })
    : t("details.policyNone");
}

/**
 * The stay as its voucher shows it: the dates and nights, each room's lead guest (the order's lead, then the others
 * in room order), the property, its times and board, each room's price, the requests, and the policy.
 */
export function describeStay(stay: Stay, lead: OrderContact | null, party?: OrderParty): OrderDescription {
  const t = translatorFor(stay.locale, "hotel");
  const tb = translatorFor(stay.locale);
  const { quote, request, locale } = stay;
  const names = [lead, ...(party?.others ?? [])];
  const room = roomName(t, { kind: quote.roomKind, name: quote.roomName });
  const { start, end } = stayInstants(stay);
  return {
    document: t("voucher.title"),
    facts: [
      [t("form.checkIn"), localDate(request.checkIn, locale)],
      [t("form.checkOut"), localDate(request.checkOut, locale)],
      [t("voucher.nights"), String(stayNights(request.checkIn, request.checkOut))],
    ],
    people: {
      heading: t("voucher.guests"),
      columns: [t("voucher.leadGuest"), t("voucher.room")],
      rows: request.rooms.map((guests, i) => {
        const person = names[i];
        const title = person ? tb(`travellers.titles.${person.title}` as "travellers.titles.MR") : "";
        return [
          person ? `${title} ${person.firstName} ${person.lastName}` : "",
          t("voucher.roomLine", {
            number: i + 1,
            room,
            guests: t("summary.party", { count: guests.adults + guests.childAges.length }),
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
        ...request.rooms.map(
          (guests, i) =>
            [
              t("recap.roomParty", {
                number: i + 1,
                room,
                guests: t("summary.party", { count: guests.adults + guests.childAges.length }),
              }),
              formatMoney(quote.perRoom[i] ?? quote.total, locale),
            ] as [string, string],
        ),
        ...(party?.requests ? [[t("guests.requestsPrinted"), party.requests] as [string, string]] : []),
      ],
    },
    policy: { heading: t("voucher.policy"), text: stayPolicy(stay) },
    event: {
      start,
      end,
      summary: t("voucher.event", { name: quote.propertyName, city: quote.city }),
      location: quote.address,
    },
  };
}
