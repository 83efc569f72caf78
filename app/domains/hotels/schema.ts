import { z } from "zod";
import { parseMapPoint } from "~/lib/geo";

// Messages are keys of locales/*/booking.json, shared with the flight forms (docs/architecture.md, convention 6).

/** Reserve on a property's page: one rate of one room type, for every room of the searched party. */
export const ReserveFormSchema = z.object({
  intent: z.literal("reserve"),
  room: z.string().regex(/^[A-Z0-9]{2,4}$/),
  plan: z.string().regex(/^[A-Z_]{4,24}$/),
});

/**
 * Where a property is on a map, pasted from a maps app or typed as coordinates (optional): kept as "lat,lon", which
 * reads back as itself. Whether it is near its city is the form's own check (`nearCity`).
 */
export const MapPin = z
  .string()
  .trim()
  .max(400, "errors.invalid")
  .optional()
  .transform((typed, ctx) => {
    if (!typed) return undefined;
    const point = parseMapPoint(typed);
    if (!point) ctx.addIssue({ code: "custom", message: "errors.mapPoint" });
    return point ? `${point.lat},${point.lon}` : typed;
  });
