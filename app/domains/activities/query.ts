import { z } from "zod";
import { IsoDate } from "~/domains/people/schema";
import { addDays } from "~/lib/time";
import { ACTIVITY_KINDS } from "./supplier";
import { MAX_TICKETS } from "./tickets";

// The things-to-do pages' query strings (a GET form each, so a search and a choice of tickets are URLs) and the
// tickets form, by zod.

/** How far ahead an activity can be booked. */
export const MAX_DAYS_AHEAD = 330;

/** The listing: a city (its name in either language or an airport code), a kind, and a day. */
export const ActivitySearchSchema = z.object({
  city: z.string().trim().min(2).max(60),
  kind: z.enum(ACTIVITY_KINDS).optional().catch(undefined),
  date: IsoDate.optional().catch(undefined),
});
export type ActivitySearchQuery = z.infer<typeof ActivitySearchSchema>;

/** The tickets chosen on an activity's page: a day, a slot, adults and each child's age on the day. */
export interface TicketsInput {
  date: string;
  slot: string | null;
  adults: number;
  /** A child whose age is not yet chosen is null. */
  ages: Array<number | null>;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const count = (value: string | null, fallback: number) => {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) ? n : fallback;
};

/**
 * The tickets as the URL or the form has them, the steppers' `adjust=adults:up|children:down` applied (no JavaScript):
 * at least one adult, at most MAX_TICKETS people, a day from today (tomorrow when none is given).
 */
export function parseTickets(params: URLSearchParams, today: string): TicketsInput {
  const date = IsoDate.safeParse(params.get("date"));
  const day = date.success && date.data >= today && date.data <= addDays(today, MAX_DAYS_AHEAD) ? date.data : null;
  let adults = count(params.get("adults"), 2);
  const ages: Array<number | null> = params.getAll("age").map((a) => {
    const n = Number.parseInt(a, 10);
    return a !== "" && Number.isFinite(n) ? clamp(n, 0, 17) : null;
  });
  let children = count(params.get("children"), ages.length);
  const adjust = /^(adults|children):(up|down)$/.exec(params.get("adjust") ?? "");
  if (adjust) {
    const step = adjust[2] === "up" ? 1 : -1;
    if (adjust[1] === "adults") adults += step;
    else children += step;
  }
  adults = clamp(adults, 1, MAX_TICKETS);
  children = clamp(children, 0, MAX_TICKETS - adults);
  const slot = /^([01]\d|2[0-3]):[0-5]\d$/.test(params.get("slot") ?? "") ? params.get("slot") : null;
  return {
    date: day ?? addDays(today, 1),
    slot,
    adults,
    ages: Array.from({ length: children }, (_, i) => ages[i] ?? null),
  };
}

/** The tickets as a query string: what an activity's page and its "change" link carry. */
export function ticketsParams(input: TicketsInput): URLSearchParams {
  const params = new URLSearchParams({ date: input.date });
  if (input.slot) params.set("slot", input.slot);
  params.set("adults", String(input.adults));
  params.set("children", String(input.ages.length));
  for (const age of input.ages) params.append("age", age === null ? "" : String(age));
  return params;
}

/** The tickets form posted to book: every child's age given, a slot chosen. */
export const TicketsFormSchema = z.object({
  date: IsoDate,
  slot: z.string({ error: "errors.required" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "errors.invalid"),
  adults: z.coerce.number<string>().int().min(1, "errors.valueInvalid").max(MAX_TICKETS, "errors.valueInvalid"),
  children: z.coerce
    .number<string>()
    .int()
    .min(0)
    .max(MAX_TICKETS - 1),
  age: z
    .array(z.coerce.number<string>({ error: "errors.required" }).int().min(0).max(17, "errors.valueInvalid"))
    .max(MAX_TICKETS - 1)
    .default([]),
});
export type TicketsForm = z.infer<typeof TicketsFormSchema>;
