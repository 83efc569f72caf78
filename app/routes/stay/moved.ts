import { redirect } from "react-router";
import { localeContext } from "~/context";
import { withLocalePrefix } from "~/i18n/locales";
import type { Route } from "./+types/moved";

// A stay is an order of the supplier order now (decision 012): its old pages, bookmarked or linked from a voucher or an
// e-mail, answer a permanent redirect to the same step of the order, with the query string kept.

/** Each old step's name on the order's pages. */
const STEPS: Readonly<Record<string, string>> = {
  guests: "details",
  payment: "payment",
  summary: "summary",
  cancel: "cancel",
  "voucher.pdf": "document.pdf",
  "stay.ics": "event.ics",
};

function moved({ request, params, context }: Route.LoaderArgs | Route.ActionArgs, status: 301 | 308) {
  const step = STEPS[params.step] ?? "summary";
  const path = `/order/${encodeURIComponent(params.stayId)}/${step}`;
  return redirect(`${withLocalePrefix(context.get(localeContext).prefix, path)}${new URL(request.url).search}`, status);
}

/** GET /stay/{id}/{step}: 301 to /order/{id}/{the same step}. */
export const loader = (args: Route.LoaderArgs) => moved(args, 301);

/** A form posted to an old step (a page open since before the move): 308, so the POST reaches the order's step. */
export const action = (args: Route.ActionArgs) => moved(args, 308);
