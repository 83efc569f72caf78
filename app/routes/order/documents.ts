import { data } from "react-router";
import { underLien } from "~/domains/instalments/plans.server";
import { dbContext, envContext } from "~/context";
import { PRODUCT_FACTS } from "~/domains/orders/supplier-products.server";
import { orderDocument, orderIcs } from "~/domains/supplier-orders/documents.server";
import { renderPdfFor } from "~/services.server";
import { getContact, getParty } from "~/domains/supplier-orders/orders.server";
import { publicOrigin } from "~/utils/deployment.server";
import { requireOrder } from "~/utils/order-step.server";
import type { Route } from "./+types/documents";

/** A booked order's document (PDF, its QR code the supplier's confirmation) and calendar event (.ics), for its owner. */
export async function loader(args: Route.LoaderArgs) {
  const order = await requireOrder(args);
  // Paid in instalments, the document is held under the plan's lien until the final payment (decision 015).
  if (order.status !== "confirmed" || (await underLien(args.context.get(dbContext), order.id))) {
    throw data(null, { status: 404 });
  }
  const origin = publicOrigin(args.context.get(envContext), args.request);
  const headers = { "Cache-Control": "private, no-store" };
  if (new URL(args.request.url).pathname.endsWith(".ics")) {
    const ics = orderIcs(PRODUCT_FACTS, order, origin);
    if (!ics) throw data(null, { status: 404 });
    return new Response(ics, {
      headers: {
        ...headers,
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${order.kind}-${order.reference}.ics"`,
      },
    });
  }
  const db = args.context.get(dbContext);
  const [lead, party] = await Promise.all([getContact(db, order.id), getParty(db, order.id)]);
  const document = orderDocument(PRODUCT_FACTS, order, lead, origin, party);
  if (!document) throw data(null, { status: 404 });
  const pdf = await renderPdfFor(args.context.get(envContext))(document);
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${order.kind}-${order.reference}.pdf"`,
    },
  });
}
