import fontkit from "@pdf-lib/fontkit";
import icalGenerator from "ical-generator";
import { PDFDocument, type PDFFont, rgb, StandardFonts } from "pdf-lib";
import dejaVuSans from "dejavu-fonts-ttf/ttf/DejaVuSans.ttf?inline";
import { airportCity, getAirport } from "~/domains/flights/airports";
import { formatMoney } from "~/domains/markets/markets";
import { translatorFor } from "~/i18n/translator.server";
import { flightsOf } from "./holds.server";
import type { FareSummary } from "./totals";
import type { Booking, Ticket, Traveller } from "./types";

export interface TripDocument {
  booking: Booking;
  travellers: Traveller[];
  tickets: Ticket[];
  summary: FareSummary;
}

const fullName = (t: Traveller) => [t.title, t.firstName, t.middleName, t.lastName].filter(Boolean).join(" ");

/** The flights of a booking as lines of text, times local to each airport. */
function flightLines(booking: Booking) {
  const t = translatorFor(booking.locale);
  return flightsOf(booking.offer).map(({ segment }) =>
    t("documents.flightLine", {
      flight: segment.flightNumber,
      carrier: segment.carrier.name,
      from: segment.from,
      to: segment.to,
      depart: segment.departLocal.replace("T", " "),
      arrive: segment.arriveLocal.replace("T", " "),
      cabin: t(`cabins.${booking.offer.cabin}`, { ns: "flight" }),
    }),
  );
}

/** DejaVu Sans (its licence allows embedding): Latin with every combining mark, Yoruba's dotted letters, arrows. */
let textFont: Uint8Array | null = null;
function textFontBytes(): Uint8Array {
  textFont ??= new Uint8Array(Buffer.from(dejaVuSans.slice(dejaVuSans.indexOf(",") + 1), "base64"));
  return textFont;
}

/**
 * The e-ticket receipt as a PDF (pdf-lib: pure JavaScript, runs in Workers). Text that can hold a traveller's
 * name is set in DejaVu Sans, embedded as a subset of the glyphs used (a few kilobytes), so "Ọlábísí Ọṣun" prints
 * as written; headings keep the standard bold font. A character neither font has is written as "?".
 */
export async function eTicketPdf(doc: TripDocument): Promise<Uint8Array> {
  const { booking, travellers, tickets, summary } = doc;
  const t = translatorFor(booking.locale);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(t("documents.eTicketTitle", { reference: booking.reference }));
  pdf.setAuthor("Tern");
  pdf.setLanguage(booking.locale);
  const font = await pdf.embedFont(textFontBytes(), { subset: true });
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  let y = 800;
  const write = (text: string, options: { font?: PDFFont; size?: number; gap?: number } = {}) => {
    const f = options.font ?? font;
    const size = options.size ?? 11;
    page.drawText(printable(f, text), { x: 48, y, size, font: f, color: rgb(0.1, 0.1, 0.12) });
    y -= options.gap ?? size + 7;
  };
  write(t("documents.eTicketTitle", { reference: booking.reference }), { font: bold, size: 18, gap: 30 });
  write(t("documents.pnr", { pnr: booking.pnr ?? "-" }), { font: bold });
  write(t("documents.reference", { reference: booking.reference }));
  write(t("documents.status", { status: t(`confirmation.statusLabels.${statusLabel(booking)}`) }), { gap: 28 });
  write(t("documents.flights"), { font: bold, size: 13 });
  for (const line of flightLines(booking)) write(line);
  y -= 12;
  write(t("documents.passengers"), { font: bold, size: 13 });
  travellers.forEach((traveller, i) => {
    const ticket = tickets.find((x) => x.position === i)?.number ?? t("documents.ticketPending");
    write(t("documents.passengerLine", { name: fullName(traveller), type: t(`types.${traveller.type}`), ticket }));
  });
  y -= 12;
  write(t("documents.baggage", { pieces: booking.family.checked.pieces, kg: booking.family.checked.kg }));
  write(t("documents.total", { total: formatMoney(summary.total, booking.locale) }), { font: bold });
  y -= 12;
  write(t("documents.notice"), { size: 9 });
  return pdf.save();
}

function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.normalize("NFC").replace(/[\u00A0\u202F]/g, " ")]
    .map((c) => (supported.has(c.codePointAt(0) ?? 0) ? c : "?"))
    .join("");
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
export function statusLabel(booking: Pick<Booking, "status">): "pending" | "ticketed" | "confirmed" {
  if (booking.status === "ticketed") return "ticketed";
  if (booking.status === "confirmed") return "confirmed";
  return "pending";
}
