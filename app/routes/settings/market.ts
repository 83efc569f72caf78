import { redirect } from "react-router";
import { marketContext } from "~/context";
import { changeCountry, saveMarket } from "~/domains/markets/preferences.server";
import { MarketFormSchema } from "~/domains/markets/schema";
import type { Route } from "./+types/market";

/** The country switcher sets the country and its currency; the currency switcher sets the currency only. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = MarketFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw redirect("/");
  const form = parsed.data;
  const current = context.get(marketContext);
  const market =
    form.intent === "country" ? changeCountry(current, form.country) : { ...current, currency: form.currency };
  return redirect(form.redirectTo, { headers: { "Set-Cookie": await saveMarket(market) } });
}

export function loader() {
  return redirect("/");
}
