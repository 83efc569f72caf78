import { data } from "react-router";
import { envContext } from "~/context";
import { eTicketDocument, tripIcs } from "~/domains/bookings/documents.server";
import { loadBookingView } from "~/domains/bookings/view.server";
import { underLien } from "~/domains/instalments/plans.server";
import type { Route } from "./+types/documents";
import { bookingDeps, requireBookingStep } from "~/utils/booking-step.server";
import { publicOrigin } from "~/utils/deployment.server";
import { renderPdfFor } from "~/services.server";

/** The e-ticket (PDF) and the trip (.ics) of a booking with a PNR, for its owner. */
export async function loader(args: Route.LoaderArgs) {
  const { booking } = await requireBookingStep(args, { guard: false });
  // Paid in instalments, the documents are held under the plan's lien until the final payment (decision 015).
  if (!booking.pnr || (await underLien(bookingDeps(args.context).db, booking.id))) throw data(null, { status: 404 });
  const headers = { "Cache-Control": "private, no-store" };
  if (new URL(args.request.url).pathname.endsWith(".ics")) {
    return new Response(tripIcs(booking, publicOrigin(args.context.get(envContext), args.request)), {
      headers: {
        ...headers,
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="trip-${booking.reference}.ics"`,
      },
    });
  }
  const view = await loadBookingView(bookingDeps(args.context).db, booking);
  const env = args.context.get(envContext);
  const pdf = await renderPdfFor(env)(eTicketDocument(view, publicOrigin(env, args.request)));
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="e-ticket-${booking.reference}.pdf"`,
    },
  });
}
