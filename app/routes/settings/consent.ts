import { redirect } from "react-router";
import { consentFromForm, ConsentFormSchema } from "~/domains/consent/consent";
import { saveConsent } from "~/domains/consent/consent.server";
import type { Route } from "./+types/consent";

/** Saves the visitor's cookie choice and returns to the page the dialog was on. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = ConsentFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw redirect("/");
  return redirect(parsed.data.redirectTo, {
    headers: { "Set-Cookie": await saveConsent(consentFromForm(parsed.data)) },
  });
}

export function loader() {
  return redirect("/");
}
