import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { dataSaverCookie, DataSaverFormSchema } from "~/utils/data-saver.server";
import type { Route } from "./+types/data";

/** Saves the visitor's choice of full pages or pages that save data, and returns to the page it was made on. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = parseWithZod(await request.formData(), { schema: DataSaverFormSchema });
  if (parsed.status !== "success") throw redirect("/");
  return redirect(parsed.value.redirectTo, {
    headers: { "Set-Cookie": await dataSaverCookie.serialize(parsed.value.mode) },
  });
}

export function loader() {
  return redirect("/");
}
