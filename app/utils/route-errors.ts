import { data } from "react-router";
import { z } from "zod";

/** What a 404 could not find, so the error boundary can offer the right way back. */
export const missingSchema = z.object({ missing: z.enum(["booking", "stay"]) });
export type Missing = z.infer<typeof missingSchema>["missing"];

/** The 404 of a booking or stay this browser may not open (the same answer as one that does not exist). */
export function notFound(missing: Missing) {
  return data<z.infer<typeof missingSchema>>({ missing }, { status: 404 });
}
