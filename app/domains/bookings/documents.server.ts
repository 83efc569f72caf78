import type { TFunction } from "i18next";
import { addonName } from "~/domains/products/addon-name";
import icalGenerator from "ical-generator";
import { DocumentLayout, type DocumentSpec } from "~/domains/documents/layout";
import { canonicalPath } from "~/i18n/locales";
import { localDate, localTime } from "~/lib/format-time";
import { airportCity, getAirport } from "~/domains/flights/airports";
import { formatMoney } from "~/domains/markets/markets";
import { translatorFor } from "~/i18n/translator.server";
import { flightsOf } from "./holds.server";
import type { FareSummary } from "./totals";
import type { Booking, BookingItem, Ticket, Traveller } from "./types";

export interface TripDocument {
  booking: Booking;
  travellers: Traveller[];
  tickets: Ticket[];
  summary: FareSummary;
}

const fullName = (traveller: Traveller, t: TFunction<"booking">) =>
  [
    t(`travellers.titles.${traveller.title}` as "travellers.titles.MR"),
    traveller.firstName,
    traveller.middleName,
    traveller.lastName,
  ]
    .filter(Boolean)
    .join(" ");

/**
 * The e-ticket receipt, laid out like an airline's (set in PDF by the documents Worker, decision 023): the brand
 * band with a QR code of the PNR, the PNR and references, each flight with local times, the passengers with their
 * ticket numbers, seats and extra bags, the add-ons, the fare's rules and the total, and a link to the booking.
 */
export function eTicketDocument(doc: TripDocument & { items?: BookingItem[] }, origin: string): DocumentSpec {
  const { booking, travellers, tickets, summary } = doc;
  const items = doc.items ?? [];
  const locale = booking.locale;
  const t = translatorFor(locale);
  const tf = translatorFor(locale, "flight");
  const link = `${origin}${canonicalPath(locale, `/booking/${booking.id}/summary`)}`;
  const layout = new DocumentLayout({
    title: t("documents.eTicketTitle", { reference: booking.reference }),
    author: translatorFor(locale, "common")("brand"),
    locale,
    footer: `${t("documents.notice")} ${t("documents.manage", { link })}`,
  });
  layout.header(
    translatorFor(locale, "common")("brand"),
    t("documents.eTicketHeading"),
    booking.pnr ?? booking.reference,
  );
  layout.facts([
    [t("documents.facts.pnr"), booking.pnr ?? "—"],
    [t("documents.facts.reference"), booking.reference],
    [t("documents.facts.status"), t(`confirmation.statusLabels.${statusLabel(booking)}`)],
    [t("documents.facts.issued"), localDate(booking.createdAt.slice(0, 10), locale)],
  ]);

  const city = (code: string) => {
    const airport = getAirport(code);
    return airport ? airportCity(airport, locale) : code;
  };
  const flights = flightsOf(booking.offer);
  layout.heading(t("documents.flights"));
  layout.table(
    [
      { label: t("documents.columns.date"), width: 2 },
      { label: t("documents.columns.flight"), width: 2.4 },
      { label: t("documents.columns.departs"), width: 3 },
      { label: t("documents.columns.arrives"), width: 3 },
      { label: t("documents.columns.cabin"), width: 1.8 },
    ],
    flights.map(({ segment }) => [
      localDate(segment.departLocal, locale),
      `${segment.carrier.name}\n${segment.flightNumber}`,
      t("documents.place", {
        city: city(segment.from),
        code: segment.from,
        time: localTime(segment.departLocal, locale),
      }),
      t("documents.place", {
        city: city(segment.to),
        code: segment.to,
        time: `${localTime(segment.arriveLocal, locale)}${segment.arriveLocal.slice(0, 10) !== segment.departLocal.slice(0, 10) ? ` (${localDate(segment.arriveLocal, locale, "short")})` : ""}`,
      }),
      tf(`cabins.${booking.offer.cabin}`),
    ]),
  );

  layout.heading(t("documents.passengers"));
  layout.table(
    [
      { label: t("documents.columns.passenger"), width: 4 },
      { label: t("documents.columns.ticket"), width: 3 },
      { label: t("documents.columns.seats"), width: 3 },
      { label: t("documents.columns.bags"), width: 3 },
    ],
    travellers.map((traveller, i) => {
      const seats = items
        .filter((item) => item.kind === "seat" && item.traveller === i)
        .map((item) => {
          const flight = flights.find((f) => f.ref === item.flight)?.segment.flightNumber ?? "";
          return `${flight} ${item.code}`;
        });
      const bags = items
        .filter((item) => item.kind === "bag" && item.traveller === i && item.quantity > 0)
        .map((item) => {
          const slice = booking.offer.slices[Number(item.flight)];
          return `${item.quantity} × 23 kg ${slice ? `${slice.from}–${slice.to}` : ""}`;
        });
      return [
        `${fullName(traveller, t)}\n${t(`types.${traveller.type}`)}`,
        tickets.find((x) => x.position === i)?.number ?? t("documents.ticketPending"),
        seats.join("\n") || t("documents.none"),
        bags.join("\n") || t("documents.none"),
      ];
    }),
  );

  const addons = items.filter((item) => item.kind === "addon");
  if (addons.length > 0) {
    layout.heading(t("documents.extras"));
    layout.rows(
      addons.map((item) => [
        item.addon ? addonName(t, item.addon, locale) : item.code,
        formatMoney(item.price, locale),
      ]),
    );
  }

  layout.heading(t("documents.fareRules"));
  const family = booking.family;
  // A real supplier may say how many bags, not their weight.
  const bagsPerPerson = (bag: { pieces: number; kg: number }) =>
    bag.kg > 0 ? t("documents.bagsPerPerson", bag) : t("documents.bagsPerPersonAnyWeight", { pieces: bag.pieces });
  layout.rows([
    [
      t("documents.fare.family"),
      family.name ?? tf(`results.families.${family.code}` as "results.families.ECONOMY_LIGHT"),
    ],
    [t("documents.fare.refund"), tf(`results.refundability.${family.refundability}`)],
    [t("documents.fare.changes"), tf(`results.changes.${family.changes}`)],
    [t("documents.fare.checked"), family.checked.pieces > 0 ? bagsPerPerson(family.checked) : t("documents.none")],
    [t("documents.fare.cabin"), bagsPerPerson(family.cabinBag)],
    [t("documents.fare.total"), formatMoney(summary.total, locale)],
  ]);
  layout.paragraph(t("documents.manage", { link }));
  return layout.done();
}

/** The trip as an iCalendar file: one event per flight, in UTC, with the airports' names as places. */
export function tripIcs(booking: Booking, siteUrl: string): string {
  const t = translatorFor(booking.locale);
  const calendar = icalGenerator({
    name: t("documents.calendarName", { reference: booking.reference }),
    prodId: "-//Tern//Trips//EN",
  });
  for (const { ref, segment } of flightsOf(booking.offer)) {
    const from = getAirport(segment.from);
    const to = getAirport(segment.to);
    calendar.createEvent({
      id: `${booking.id}-${ref}@tern`,
      start: new Date(segment.departUtc),
      end: new Date(segment.arriveUtc),
      summary: t("documents.eventSummary", {
        flight: segment.flightNumber,
        from: from ? airportCity(from, booking.locale) : segment.from,
        to: to ? airportCity(to, booking.locale) : segment.to,
      }),
      location: from ? `${from.name} (${from.code})` : segment.from,
      description: t("documents.eventDescription", { pnr: booking.pnr ?? "-", reference: booking.reference }),
      url: `${siteUrl}/booking/${booking.id}/summary`,
    });
  }
  return calendar.toString();
}

/** Product rules §4: the labels a booking shows. Everything before the PNR is Pending. */
export function statusLabel(
  booking: Pick<Booking, "status">,
): "pending" | "ticketed" | "confirmed" | "refund_requested" | "refunded" {
  if (booking.status === "ticketed") return "ticketed";
  if (booking.status === "refund_requested" || booking.status === "refunded") return booking.status;
  if (booking.status === "confirmed") return "confirmed";
  return "pending";
}
