import { z } from "zod";
import { OptionalSafePathSchema } from "~/lib/safe-redirect";
import { stateMachine } from "~/domains/core/state-machine";
import { CURRENCIES } from "~/domains/markets/markets";
import { subscriptions } from "./tables";

// Subscriptions (decision 014): what an address asked to be sent, confirmed by e-mail before anything else goes.

export const SUBSCRIPTION = stateMachine({
  name: "subscription",
  table: subscriptions,
  moves: {
    pending: ["confirmed", "unsubscribed"],
    confirmed: ["unsubscribed", "ended"],
    unsubscribed: ["pending"],
    ended: [],
  },
});
export type SubscriptionStatus = (typeof SUBSCRIPTION.statuses)[number];

/**
 * What an address can ask for. `app_link` is one e-mail, not a series: the link to open Tern on a phone (and add it
 * to the home screen). It has no confirmation step, because that e-mail is all it sends; its row stays pending, so the
 * address's hourly share and the once-an-hour resend hold like any other, and nothing follows it.
 */
export const SUBSCRIPTION_KINDS = ["newsletter", "black_friday", "price_watch", "app_link"] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

/** A confirmation e-mail is sent again at most this often, however often the form is sent. */
export const CONFIRM_RESEND_MINUTES = 60;
/** Subscriptions one address may start in an hour (per address; the per-IP throttle is the Worker's binding). */
export const PER_ADDRESS_PER_HOUR = 5;
/** A price watch is searched again at most this often. */
export const WATCH_CHECK_HOURS = 6;
/** Watches searched per cron run: grouped by search, so this many searches at most. */
export const WATCH_SEARCHES_PER_RUN = 100;

/** The form on any page that carries one: the kind, the address, and where it was sent from (a path, to go back). */
export const SubscribeFormSchema = z.object({
  kind: z.enum(SUBSCRIPTION_KINDS),
  email: z
    .string({ error: "errors.subscribeEmail" })
    .trim()
    .toLowerCase()
    .max(254, "errors.subscribeEmail")
    .pipe(z.email("errors.subscribeEmail")),
  /** A price watch's results query (the page it was set on). */
  search: z.string().max(1000).optional(),
  from: OptionalSafePathSchema,
});
export type SubscribeForm = z.infer<typeof SubscribeFormSchema>;

/** What a price watch keeps: its search (a results query) and the lowest total found when it was set. */
export const WatchDetailsSchema = z.object({
  search: z.string().max(1000),
  seen: z.object({ amount: z.number().int().positive(), currency: z.enum(CURRENCIES) }),
  /** The last day of travel watched for: the watch ends after it. */
  departs: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type WatchDetails = z.infer<typeof WatchDetailsSchema>;

export interface Subscription {
  id: string;
  kind: SubscriptionKind;
  email: string;
  topic: string;
  locale: "en-US" | "fr-FR";
  status: SubscriptionStatus;
  details: WatchDetails | null;
  consentAt: string | null;
  alertedAmount: number | null;
  confirmSentAt: string | null;
}
