import { and, desc, eq, inArray, lte } from "drizzle-orm";
import { customAlphabet } from "nanoid";
import { runBatch } from "~/db/batch";
import type { Database } from "~/db/client.server";
import { createdStatement, moved as movedRow, moveStatements, stateMachine } from "~/domains/core/state-machine";
import { serviceRequests } from "./tables";
import type { Booking, ServiceRequestTopic } from "./types";

// Itinerary change requests (product rules §2 "Manage booking"): what the self-service change cannot do
// (a name correction, splitting the booking, another route, an infant to add), asked in free text. A case like a
// refund: its own reference, one open per booking, moved along by the back office on the refund schedule, with an
// e-mail at each step.

/** An itinerary change request's state machine: the back office reviews it, then answers it. */
export const SERVICE_REQUEST = stateMachine({
  name: "service_request",
  table: serviceRequests,
  moves: { received: ["in_review"], in_review: ["answered"], answered: [] },
});
export type ServiceRequestStatus = (typeof SERVICE_REQUEST.statuses)[number];
export const SERVICE_REQUEST_STATUSES = SERVICE_REQUEST.statuses;

export interface ServiceRequest {
  id: string;
  reference: string;
  bookingId: string;
  topic: ServiceRequestTopic;
  details: string;
  status: ServiceRequestStatus;
  createdAt: string;
}

function toRequest(row: typeof serviceRequests.$inferSelect): ServiceRequest {
  return {
    id: row.id,
    reference: row.reference,
    bookingId: row.bookingId,
    topic: row.topic as ServiceRequestTopic,
    details: row.details,
    status: row.status as ServiceRequestStatus,
    createdAt: row.createdAt,
  };
}

const newId = customAlphabet("abcdefghjkmnpqrstuvwxyz23456789", 16);
const newReference = customAlphabet("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6);

/** A booking with a PNR (the airline must have it to change anything) may ask for an itinerary change. */
export function itineraryChangeAllowed(booking: Booking): boolean {
  return booking.pnr !== null && (booking.status === "confirmed" || booking.status === "ticketed");
}

export type ServiceRequestResult =
  { ok: true; request: ServiceRequest } | { ok: false; reason: "already_submitted" | "not_eligible" };

/** Opens an itinerary change request, unless one is still open for the booking (even one opened at this moment). */
export async function openServiceRequest(
  deps: { db: Database; now: Date; stepMinutes: number },
  booking: Booking,
  input: { topic: ServiceRequestTopic; details: string },
): Promise<ServiceRequestResult> {
  if (!itineraryChangeAllowed(booking)) return { ok: false, reason: "not_eligible" };
  const at = deps.now.toISOString();
  const { db } = deps;
  const id = newId();
  const reference = `IC-${newReference()}`;
  const [[row]] = await db.batch([
    db
      .insert(serviceRequests)
      .values({
        id,
        reference,
        bookingId: booking.id,
        topic: input.topic,
        details: input.details.trim(),
        status: "received",
        nextStepAt: new Date(deps.now.getTime() + deps.stepMinutes * 60_000).toISOString(),
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning(),
    createdStatement(db, SERVICE_REQUEST, { id, status: "received" }, `itinerary change request ${reference}`),
  ]);
  return row ? { ok: true, request: toRequest(row) } : { ok: false, reason: "already_submitted" };
}

/** A booking's itinerary change requests, newest first. */
export async function getServiceRequests(db: Database, bookingId: string): Promise<ServiceRequest[]> {
  const rows = await db
    .select()
    .from(serviceRequests)
    .where(eq(serviceRequests.bookingId, bookingId))
    .orderBy(desc(serviceRequests.createdAt));
  return rows.map(toRequest);
}

export async function getServiceRequest(db: Database, id: string): Promise<ServiceRequest | null> {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  return row ? toRequest(row) : null;
}

const NEXT: Partial<Record<ServiceRequestStatus, ServiceRequestStatus>> = {
  received: "in_review",
  in_review: "answered",
};

/**
 * The sandbox back office (the cron), as for refunds: each request whose time has come takes its next step, once
 * (guarded by the status it moves from). Answers the requests moved, for their e-mails.
 */
export async function advanceServiceRequests(deps: {
  db: Database;
  now: Date;
  stepMinutes: number;
}): Promise<ServiceRequest[]> {
  const { db, now } = deps;
  const due = await db
    .select()
    .from(serviceRequests)
    .where(
      and(
        lte(serviceRequests.nextStepAt, now.toISOString()),
        inArray(serviceRequests.status, ["received", "in_review"]),
      ),
    )
    .limit(100);
  const moved: ServiceRequest[] = [];
  for (const row of due) {
    const status = NEXT[row.status as ServiceRequestStatus];
    if (!status) continue;
    const current = toRequest(row);
    const next = status === "answered" ? null : new Date(now.getTime() + deps.stepMinutes * 60_000).toISOString();
    const results = await runBatch(
      db,
      moveStatements(db, SERVICE_REQUEST, current, status, {
        reason: `itinerary change request ${current.reference} ${status}`,
        now,
        also: { nextStepAt: next },
      }),
    );
    if (movedRow(results)) moved.push({ ...current, status });
  }
  return moved;
}
