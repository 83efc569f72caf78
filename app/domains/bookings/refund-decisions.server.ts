import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "~/db/client.server";
import { type Jobs } from "~/domains/checkout/checkout.server";
import type { PaymentGateway } from "~/domains/checkout/gateway";
import { heldBy } from "~/domains/checkout/payments.server";
import type { FlightSupplier } from "~/domains/flights/supplier";
import { dispatchOutbox, outboxStatement } from "~/domains/jobs/outbox.server";
import { convert } from "~/domains/markets/fx";
import type { Money } from "~/domains/markets/markets";
import { auditStatement, type AuditEntry } from "~/domains/staff/audit.server";
import type { DeskActor } from "~/domains/staff/roles";
import { bookingPayments } from "./payment.server";
import { emailJob } from "./payment.server";
import { moveCase, payCase } from "./refund-back-office.server";
import { OPEN_STATUSES, type RefundCase, rowToCase } from "./refund-cases.server";
import { bookings, refundCases } from "./tables";

// Refund cases decided at the desk (docs/product-rules.md §5): a refunds officer takes a case, then approves it (its
// value or a part of it, with a reason) or declines it (with the reason the traveller reads). Money moves only on an
// approval, once, through the checkout (payCase); above the desk's threshold a second officer must approve the same
// amount first (four eyes). Each decision writes its audit row and the traveller's e-mail job in the move's batch.

export interface RefundDeskDeps {
  db: Database;
  now: Date;
  stepMinutes: number;
  gateway: PaymentGateway;
  supplier: Pick<FlightSupplier, "cancelTickets">;
  jobs: Jobs;
  /** An approval above this (in any currency, compared in naira) needs a second refunds officer. */
  secondApprovalAbove: Money;
}

export type RefundDecision = { kind: "approve"; amount: number; reason: string } | { kind: "decline"; reason: string };

export type DecisionResult =
  /** The money went back; the case is paid. */
  | "paid"
  /** Approved, its money to move at the cron's next run (the airline did not answer). */
  | "approved"
  /** The first of the two approvals it needs. */
  | "awaiting_second"
  | "declined"
  /** Not a case in review (decided meanwhile, or not taken). */
  | "not_open"
  /** The officer who gave the first approval cannot give the second. */
  | "same_officer"
  /** The second approval must be for the amount of the first. */
  | "second_differs"
  /** More than the fare's rules give back, or than the payment still holds. */
  | "too_much"
  /** Declining, or approving less than the rules give back, says why. */
  | "reason_needed";

export interface FirstApproval {
  by: string;
  amount: number;
  reason: string;
  at: string;
}

/** A case as the desk sees it: the traveller's case, and who took, approved and decided it. */
export interface DeskRefundCase extends RefundCase {
  /** What the fare's rules give back: the most an officer may approve. */
  value: Money;
  takenBy: string | null;
  decidedBy: string | null;
  firstApproval: FirstApproval | null;
}

const toDeskCase = (row: typeof refundCases.$inferSelect): DeskRefundCase => {
  const current = rowToCase(row);
  return {
    ...current,
    value: { amount: row.requestedAmount ?? row.amount, currency: current.amount.currency },
    takenBy: row.takenBy,
    decidedBy: row.decidedBy,
    firstApproval: row.firstApprovalJson ? (JSON.parse(row.firstApprovalJson) as FirstApproval) : null,
  };
};

export async function deskRefundCase(db: Database, caseId: string): Promise<DeskRefundCase | null> {
  const [row] = await db.select().from(refundCases).where(eq(refundCases.id, caseId));
  return row ? toDeskCase(row) : null;
}

/** The refunds queue: open cases with their booking's reference, oldest first (or the largest, on request). */
export async function refundQueue(
  db: Database,
  order: "age" | "amount" = "age",
): Promise<Array<DeskRefundCase & { bookingReference: string }>> {
  const rows = await db
    .select({ refundCase: refundCases, bookingReference: bookings.reference })
    .from(refundCases)
    .innerJoin(bookings, eq(bookings.id, refundCases.bookingId))
    .where(inArray(refundCases.status, [...OPEN_STATUSES]))
    .orderBy(asc(refundCases.createdAt), asc(refundCases.id))
    .limit(500);
  const queue = rows.map((row) => ({ ...toDeskCase(row.refundCase), bookingReference: row.bookingReference }));
  // Cases in several currencies compare in naira, at the day's rates.
  const naira = (c: DeskRefundCase) => convert(c.amount, "NGN").amount;
  return order === "amount" ? queue.sort((a, b) => naira(b) - naira(a)) : queue;
}

/** Whether an approval of `amount` needs a second officer: compared in naira, at the day's rates. */
export function needsSecondApproval(amount: Money, threshold: Money): boolean {
  return convert(amount, "NGN").amount > convert(threshold, "NGN").amount;
}

/**
 * The audit row and the traveller's e-mail of one move to `status`, for its batch (written only if the move took
 * place: the case has that status now, by this officer's hand); the e-mail's job to hand to its queue.
 */
function followUps(
  deps: RefundDeskDeps,
  current: RefundCase,
  actor: DeskActor,
  entry: AuditEntry,
  status: RefundCase["status"],
) {
  const job = emailJob({
    template: "refund_update",
    bookingId: current.bookingId,
    caseId: current.id,
    caseStatus: status,
    dedupeKey: `refund:${current.id}:${status}`,
  });
  const byThisOfficer = status === "in_review" ? refundCases.takenBy : refundCases.decidedBy;
  const tookPlace = sql`EXISTS (SELECT 1 FROM ${refundCases} WHERE ${refundCases.id} = ${current.id} AND ${refundCases.status} = ${status} AND (${byThisOfficer} = ${actor.staffId} OR ${status} = 'paid'))`;
  const statements: BatchItem<"sqlite">[] = [
    auditStatement(deps.db, actor, entry, deps.now, tookPlace),
    outboxStatement(deps.db, job, deps.now),
  ];
  return { statements, send: () => dispatchOutbox(deps.db, deps.jobs.send, deps.now, { ids: [job.id] }) };
}

const record = (c: RefundCase) => ({ kind: "refund_case", id: c.id });

/** An officer takes a received case: it is in review (the traveller is told), and the queue shows who has it. */
export async function takeRefundCase(deps: RefundDeskDeps, caseId: string, actor: DeskActor): Promise<boolean> {
  const current = await deskRefundCase(deps.db, caseId);
  if (current?.status !== "received") return false;
  const after = followUps(deps, current, actor, { action: "refund.take", record: record(current) }, "in_review");
  const moved = await moveCase(deps, current, "in_review", { takenBy: actor.staffId }, after.statements);
  if (moved) await after.send();
  return moved !== null;
}

/** An officer's decision on a case in review (the module's comment says how). */
export async function decideRefundCase(
  deps: RefundDeskDeps,
  caseId: string,
  decision: RefundDecision,
  actor: DeskActor,
): Promise<DecisionResult> {
  const current = await deskRefundCase(deps.db, caseId);
  if (current?.status !== "in_review") return "not_open";
  const reason = decision.reason.trim();
  if (decision.kind === "decline") {
    if (!reason) return "reason_needed";
    const entry = { action: "refund.decline", record: record(current), detail: { reason } } as const;
    const after = followUps(deps, current, actor, entry, "declined");
    const set = { decidedBy: actor.staffId, decisionReason: reason };
    if (!(await moveCase(deps, current, "declined", set, after.statements))) return "not_open";
    await after.send();
    return "declined";
  }
  const amount = { amount: decision.amount, currency: current.value.currency };
  const payment = (await bookingPayments(deps.db, current.bookingId)).find((p) => p.id === current.paymentId);
  const held = payment ? (await heldBy(deps.db, payment, `case:${current.id}`)).amount : 0;
  if (amount.amount <= 0 || amount.amount > current.value.amount || amount.amount > held) return "too_much";
  const part = amount.amount < current.value.amount;
  if (part && !reason) return "reason_needed";
  if (needsSecondApproval(amount, deps.secondApprovalAbove)) {
    const first = current.firstApproval;
    if (!first) return firstApproval(deps, current, { amount: amount.amount, reason }, actor);
    if (first.by === actor.staffId) return "same_officer";
    if (first.amount !== amount.amount) return "second_differs";
  }
  const entry = {
    action: "refund.approve",
    record: record(current),
    detail: { amount: amount.amount, reason },
  } as const;
  const after = followUps(deps, current, actor, entry, "approved");
  const set = {
    amount: amount.amount,
    requestedAmount: current.value.amount,
    decidedBy: actor.staffId,
    decisionReason: part ? reason : null,
    // Not paid at once (the airline did not answer), the cron's next run pays it.
    nextStepAt: deps.now.toISOString(),
  };
  // Guarded by the status it moves from: of two officers deciding at once, one moves it, and only that one pays.
  const approved = await moveCase(deps, current, "approved", set, after.statements);
  if (!approved) return "not_open";
  await after.send();
  const paidMail = followUps(deps, current, actor, entry, "paid");
  // The paid e-mail goes in the refund's batch; the approval's audit row is already written. A gateway that failed
  // (or answered after the Worker gave up) leaves the case approved: the cron's next run pays it, keyed by the case.
  const paid = await payCase(
    deps,
    { ...approved, amount, decisionReason: set.decisionReason },
    paidMail.statements.slice(1),
  ).catch((error: unknown) => {
    console.warn(`refund case ${current.reference}: approved, paid at the cron's next run`, error);
    return null;
  });
  if (!paid) return "approved";
  await paidMail.send();
  return "paid";
}

/** The first of two approvals: recorded once (a second officer's approval then moves the money). */
async function firstApproval(
  deps: RefundDeskDeps,
  current: DeskRefundCase,
  approval: { amount: number; reason: string },
  actor: DeskActor,
): Promise<DecisionResult> {
  const { db, now } = deps;
  const first: FirstApproval = { by: actor.staffId, ...approval, at: now.toISOString() };
  const [written] = await db.batch([
    db
      .update(refundCases)
      .set({ firstApprovalJson: JSON.stringify(first), updatedAt: now.toISOString() })
      .where(
        and(eq(refundCases.id, current.id), eq(refundCases.status, "in_review"), isNull(refundCases.firstApprovalJson)),
      )
      .returning({ id: refundCases.id }),
    auditStatement(
      db,
      actor,
      { action: "refund.first_approval", record: record(current), detail: approval },
      now,
      sql`EXISTS (SELECT 1 FROM ${refundCases} WHERE ${refundCases.id} = ${current.id} AND ${refundCases.firstApprovalJson} = ${JSON.stringify(first)})`,
    ),
  ]);
  return written.length > 0 ? "awaiting_second" : "not_open";
}
