import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { consentFromForm, ConsentFormSchema } from "~/domains/consent/consent";
import { saveConsent } from "~/domains/consent/consent.server";
import type { Route } from "./+types/consent";

/** Saves the visitor's cookie choice and returns to the page the dialog was on. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = parseWithZod(await request.formData(), { schema: ConsentFormSchema });
  if (parsed.status !== "success") throw redirect("/");
  return redirect(parsed.value.redirectTo, {
    headers: { "Set-Cookie": await saveConsent(consentFromForm(parsed.value)) },
  });
}

export function loader() {
  return redirect("/");
}
