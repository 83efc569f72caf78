import { data } from "react-router";
import { z } from "zod";

/** What a 404 could not find, so the error boundary can offer the right way back. */
export const missingSchema = z.object({ missing: z.enum(["booking"]) });
export type Missing = z.infer<typeof missingSchema>["missing"];

/** The 404 of a booking or order this browser may not open (the same answer as one that does not exist). */
export function notFound(missing: Missing) {
  return data<z.infer<typeof missingSchema>>({ missing }, { status: 404 });
}

/** What a 503 is waiting for, when it is something the reader should be told (exchange rates out of date). */
export const unavailableSchema = z.object({ unavailable: z.enum(["fx_rates"]) });

/** The exchange rates are too old to sell in this currency (decision 018). */
export function ratesUnavailable() {
  return data<z.infer<typeof unavailableSchema>>({ unavailable: "fx_rates" }, { status: 503 });
}

/** A form sent again while its first send is still running (decision 022): nothing was done twice. */
export const resendPendingSchema = z.object({ resend: z.literal("pending") });

export function resendPending() {
  return data<z.infer<typeof resendPendingSchema>>({ resend: "pending" }, { status: 409 });
}
