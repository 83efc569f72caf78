import type { TFunction } from "i18next";
import type { OrderContact, OrderDescription } from "~/domains/supplier-orders/types";
import { instantIn, localDate, localTime } from "~/lib/format-time";
import type { ActivityOrder, ActivityQuote } from "./tickets";

/** "2 adults, 1 child, 1 free (under 3)": an order's tickets by price, in the order's language. */
export function ticketsText(t: TFunction<"products">, tickets: ActivityQuote["tickets"]): string {
  return [
    t("activities.tickets.adult", { count: tickets.adult }),
    ...(tickets.child > 0 ? [t("activities.tickets.child", { count: tickets.child })] : []),
    ...(tickets.free > 0 ? [t("activities.tickets.free", { count: tickets.free })] : []),
  ].join(", ");
}

/** The last moment an activity cancels free, as an instant. */
export const freeUntil = (quote: Pick<ActivityQuote, "startsAt" | "freeCancellationHours">) =>
  new Date(Date.parse(quote.startsAt.utc) - quote.freeCancellationHours * 3_600_000);

/** The activity's cancellation terms in plain words, the deadline in the activity's zone. */
export function activityPolicy(t: TFunction<"products">, order: Pick<ActivityOrder, "quote" | "locale">): string {
  const { quote } = order;
  return t("activities.policy", {
    deadline: instantIn(freeUntil(quote), quote.timeZone, order.locale),
    hours: quote.freeCancellationHours,
  });
}

/** An activity's ticket, e-mails and calendar event: the day, the time, the tickets, where to meet. */
export function describeActivity(
  t: TFunction<"products">,
  order: ActivityOrder,
  lead: OrderContact | null,
): OrderDescription {
  const { quote, locale } = order;
  const start = new Date(quote.startsAt.utc);
  const tickets = ticketsText(t, quote.tickets);
  return {
    document: t("activities.ticket.title"),
    facts: [
      [t("activities.ticket.date"), localDate(order.startsOn, locale, "long")],
      [t("activities.ticket.time"), localTime(quote.startsAt.local, locale)],
      [t("activities.ticket.tickets"), tickets],
    ],
    people: {
      heading: t("activities.ticket.party"),
      columns: [t("activities.ticket.lead"), t("activities.ticket.tickets")],
      rows: [[lead ? `${lead.firstName} ${lead.lastName}` : "", tickets]],
    },
    details: {
      heading: quote.name,
      rows: [
        [t("activities.ticket.meet"), quote.meetingPoint.description],
        [t("activities.ticket.duration"), t("activities.duration", { count: quote.durationMinutes / 60 })],
        [t("activities.ticket.included"), quote.included.join(", ")],
      ],
    },
    policy: { heading: t("activities.ticket.policy"), text: activityPolicy(t, order) },
    event: {
      start,
      end: new Date(start.getTime() + quote.durationMinutes * 60_000),
      summary: quote.name,
      location: quote.meetingPoint.description,
    },
  };
}
