import { redirect } from "react-router";
import { z } from "zod";
import { clockContext, dbContext, envContext } from "~/context";
import { paymentReturned } from "~/domains/checkout/webhooks.server";
import { checkoutDepsFor } from "~/services.server";
import { notFound } from "~/utils/route-errors";
import { safePath } from "~/lib/safe-redirect";
import type { Route } from "./+types/payments-return";

/** Paystack adds the transaction's reference (twice) to the callback URL. */
const ReturnQuery = z.object({ reference: z.string().trim().min(1).max(120) });

/**
 * GET /payments/return?reference=: a real gateway's page sends the traveller back here (decision 019). The gateway is
 * asked where the payment stands at once, then the traveller goes on to the page they paid from (the session's
 * return URL: its summary). An unknown reference is a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = ReturnQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw notFound("booking");
  const deps = checkoutDepsFor(context.get(envContext), context.get(dbContext), context.get(clockContext)());
  const back = await paymentReturned(deps, query.data.reference);
  const path = back ? safePath(back) : null;
  if (!path) throw notFound("booking");
  return redirect(path, { headers: { "Cache-Control": "no-store" } });
}
