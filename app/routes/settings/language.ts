import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { z } from "zod";
import { saveLocale } from "~/domains/markets/preferences.server";
import { canonicalPath, LOCALES, splitLocale } from "~/i18n/locales";
import { safePath, SafePathSchema } from "~/lib/safe-redirect";
import type { Route } from "./+types/language";

const LanguageFormSchema = z.object({ lang: z.enum(LOCALES), redirectTo: SafePathSchema });

/** Saves the language and reopens the same page in it. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = parseWithZod(await request.formData(), { schema: LanguageFormSchema });
  if (parsed.status !== "success") throw redirect("/");
  const { lang, redirectTo } = parsed.value;
  const url = new URL(redirectTo, request.url);
  const target = canonicalPath(lang, splitLocale(url.pathname).path) + url.search;
  return redirect(safePath(target) ?? "/", { headers: { "Set-Cookie": await saveLocale(lang) } });
}

export function loader() {
  return redirect("/");
}
