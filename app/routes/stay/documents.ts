import { data } from "react-router";
import { underLien } from "~/domains/instalments/plans.server";
import { envContext } from "~/context";
import { getStayGuests } from "~/domains/stays/guests.server";
import { stayIcs, stayVoucher } from "~/domains/stays/documents.server";
import { renderPdfFor } from "~/services.server";
import { publicOrigin } from "~/utils/deployment.server";
import { requireStay, stayDeps } from "~/utils/stay-step.server";
import type { Route } from "./+types/documents";

/** The voucher (PDF) and the stay (.ics) of a confirmed stay, for its owner. */
export async function loader(args: Route.LoaderArgs) {
  const stay = await requireStay(args);
  // Paid in instalments, the voucher is held under the plan's lien until the final payment (decision 015).
  if (stay.status !== "confirmed" || (await underLien(stayDeps(args.context).db, stay.id))) {
    throw data(null, { status: 404 });
  }
  const origin = publicOrigin(args.context.get(envContext), args.request);
  const headers = { "Cache-Control": "private, no-store" };
  if (new URL(args.request.url).pathname.endsWith(".ics")) {
    return new Response(stayIcs(stay, origin), {
      headers: {
        ...headers,
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="stay-${stay.reference}.ics"`,
      },
    });
  }
  const guests = await getStayGuests(stayDeps(args.context).db, stay.id);
  const pdf = await renderPdfFor(args.context.get(envContext))(stayVoucher(stay, guests, origin));
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="voucher-${stay.reference}.pdf"`,
    },
  });
}
