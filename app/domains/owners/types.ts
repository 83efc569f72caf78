import { z } from "zod";
import { kindJob } from "~/domains/jobs/kinds";
import { stateMachine } from "~/domains/core/state-machine";
import type { CancellationPolicy } from "~/domains/hotels/supplier";
import { ownerReservations } from "./tables";

// What an owner's property sells by (decision 029): a cancellation policy named from a few, Tern's commission, and
// the life of a reservation.

/** The named cancellation policies an owner picks from: free until this many days before check-in, or never. */
export const POLICIES = { flexible: 1, moderate: 5, strict: 14, non_refundable: null } as const;
export type PolicyName = keyof typeof POLICIES;
export const POLICY_NAMES = Object.keys(POLICIES) as PolicyName[];

export const policyTerms = (policy: PolicyName): CancellationPolicy => {
  const days = POLICIES[policy];
  return { refundable: days !== null, freeUntilDaysBefore: days };
};

/** What Tern keeps of a stay sold for an owner, in percent of what the traveller paid (docs/product-rules.md §9). */
export const COMMISSION_PERCENT = 15;
export const commissionOf = (amount: number) => Math.round((amount * COMMISSION_PERCENT) / 100);

/** How far ahead an owner's calendar sells, and how many nights one bulk edit may cover. */
export const CALENDAR_DAYS = 366;

/** The rate plan every owner's room sells: the room, the property's policy, breakfast where it serves it. */
export const DIRECT_PLAN = "DIRECT";

/**
 * A reservation is confirmed when the stay is booked; the stay's cancellation cancels it; the owner marks a guest who
 * never came as a no-show once the check-in day has come.
 */
export const OWNER_RESERVATION = stateMachine({
  name: "owner_reservation",
  table: ownerReservations,
  moves: { confirmed: ["cancelled", "no_show"], cancelled: [], no_show: [] },
});
export type ReservationStatus = (typeof OWNER_RESERVATION.statuses)[number];

/** An owner's e-mail job: an invitation to a property's extranet, or a reservation booked or cancelled. */
export const OwnerEmailJobSchema = z.union([
  z.object({ event: z.literal("invited"), propertyId: z.string().max(40), email: z.string().max(254) }),
  z.object({ event: z.enum(["booked", "cancelled"]), reservationId: z.string().max(40) }),
]);
export type OwnerEmailJob = z.infer<typeof OwnerEmailJobSchema>;
export const ownerEmailJob = (id: string, job: OwnerEmailJob) => kindJob("owner_email", id, { job });
