import { createCookie } from "react-router";
import { z } from "zod";
import { SafePathSchema } from "../lib/safe-redirect";

// Save-Data (decision 021): a browser asking to save data (`Save-Data: on`, or the `ECT` client hint at 2g or slow-2g) gets
// pages without pictures and without script islands, and is told how to see the full pages. Its choice of full
// pages (or back to lite) is a cookie; without one, the browser's own signal decides.

export const dataSaverCookie = createCookie("tern_data", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: true,
  maxAge: 365 * 86_400,
});

export const DataSaverFormSchema = z.object({ mode: z.enum(["full", "lite"]), redirectTo: SafePathSchema });

export interface DataSaver {
  /** Pictures and islands left out of this page. */
  lite: boolean;
  /** The browser asks to save data (whatever was chosen since). */
  asked: boolean;
}

/** What the browser asks for, and what its visitor chose. */
export async function readDataSaver(request: Request): Promise<DataSaver> {
  const saveData = request.headers.get("Save-Data")?.trim().toLowerCase() === "on";
  const ect = request.headers.get("ECT")?.trim().toLowerCase();
  const asked = saveData || ect === "2g" || ect === "slow-2g";
  const chosen: unknown = await dataSaverCookie.parse(request.headers.get("Cookie"));
  const lite = chosen === "full" ? false : chosen === "lite" ? true : asked;
  return { lite, asked };
}
