import { and, eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "~/db/client.server";
import { statusEvents } from "./tables";

// One state-machine helper for everything that has a status (docs/architecture.md, state machines): a table of the
// moves each status allows, named sets of statuses, and the one way a status is written, with its event.

/** A D1 table whose rows have a status: a `status` and an `updatedAt` column (and a key: `id`, or the machine's own). */
export type StatusTable = SQLiteTable & { status: SQLiteColumn; updatedAt: SQLiteColumn };

export interface StateMachine<S extends string> {
  /** The machine's name, recorded with each of its events ("booking", "supplier_order", ...). */
  readonly name: string;
  /** The table whose rows it moves. */
  readonly table: StatusTable;
  /** The column a row is known by (its `id`, or another key: an e-mail delivery's dedupe key). */
  readonly key: SQLiteColumn;
  readonly statuses: readonly S[];
  /** Every status each status may move to; nothing else is allowed. */
  readonly moves: { readonly [K in S]: readonly S[] };
  can(from: S, to: S): boolean;
}

export function stateMachine<const S extends string, T extends StatusTable>(definition: {
  name: string;
  table: T;
  /** The table's `id` unless named. */
  key?: SQLiteColumn;
  moves: { readonly [K in S]: readonly NoInfer<S>[] };
}): StateMachine<S> {
  const statuses = Object.keys(definition.moves) as S[];
  const key = definition.key ?? (definition.table as unknown as { id?: SQLiteColumn }).id;
  if (!key) throw new Error(`state machine ${definition.name}: its table has no id column; name its key`);
  return {
    ...definition,
    key,
    statuses,
    can: (from, to) => (definition.moves[from] as readonly S[]).includes(to),
  };
}

/** A named set of statuses ("keeps money", "alive", "payable"): its list, and a test of a status. */
export function statusSet<S extends string>(_machine: StateMachine<S>, statuses: readonly S[]) {
  return Object.assign((status: S) => statuses.includes(status), { statuses });
}

export class ForbiddenMove extends Error {
  constructor(machine: string, id: string, from: string, to: string) {
    super(`${machine} ${id} cannot go from ${from} to ${to}`);
  }
}

export interface Move {
  /** Why, recorded with the event ("payment p1 succeeded"). */
  reason: string;
  now: Date;
  /** A further condition for the move, checked in the same statement (a row an earlier statement of the batch wrote). */
  onlyIf?: SQL;
  /** Other columns of the table written with the status, by their property names (`cancelledAt`). */
  also?: Record<string, string | number | null>;
}

/** The event of the rows `where` picks that are now in `to`, written only when the statement before changed a row. */
function eventStatement(
  db: Database,
  machine: StateMachine<string>,
  from: string | null,
  reason: string,
  where: SQL | undefined,
) {
  const { table } = machine;
  return db.insert(statusEvents).select(
    db
      .select({
        id: sql<number>`NULL`.as("id"),
        machine: sql<string>`${machine.name}`.as("machine"),
        subjectId: machine.key,
        fromStatus: sql<string | null>`${from}`.as("from_status"),
        toStatus: table.status,
        reason: sql<string>`${reason}`.as("reason"),
        at: table.updatedAt,
      })
      .from(table)
      // changes(): the rows the statement just before this one changed, in the same batch.
      .where(and(where, sql`changes() > 0`)),
  );
}

/**
 * The one way a status is written: statements for the caller's batch that move a row from the status it was read in
 * (or any of several) to `to`, with its time, and record the event only when the row did move. A row that moved
 * meanwhile (a repeated queue message, a concurrent request) changes nothing and records nothing: `moved()` of the
 * statements' results says which. A move the machine does not allow throws before anything is written.
 */
export function moveStatements<S extends string>(
  db: Database,
  machine: StateMachine<S>,
  subject: { id: string; status: S | readonly S[] },
  to: S,
  move: Move,
) {
  const froms: readonly S[] = typeof subject.status === "string" ? [subject.status as S] : subject.status;
  for (const from of froms) {
    if (!machine.can(from, to)) throw new ForbiddenMove(machine.name, subject.id, from, to);
  }
  const { table } = machine;
  const at = move.now.toISOString();
  return froms.flatMap((from) => [
    db
      .update(table)
      .set({ ...move.also, status: to, updatedAt: at } as never)
      .where(and(eq(machine.key, subject.id), eq(table.status, from), move.onlyIf)),
    eventStatement(
      db,
      machine as StateMachine<string>,
      from,
      move.reason,
      and(eq(machine.key, subject.id), eq(table.status, to)),
    ),
  ]);
}

/**
 * The same move for every row in `from` that `where` picks (one payable's other pending attempts), with an event for
 * each row it moved: for the caller's batch.
 */
export function moveWhereStatements<S extends string>(
  db: Database,
  machine: StateMachine<S>,
  where: SQL,
  from: S,
  to: S,
  move: Pick<Move, "reason" | "now">,
) {
  if (!machine.can(from, to)) throw new ForbiddenMove(machine.name, "(several)", from, to);
  const { table } = machine;
  const at = move.now.toISOString();
  return [
    db
      .update(table)
      .set({ status: to, updatedAt: at } as never)
      .where(and(eq(table.status, from), where)),
    eventStatement(
      db,
      machine as StateMachine<string>,
      from,
      move.reason,
      and(eq(table.status, to), eq(table.updatedAt, at), where),
    ),
  ];
}

/** Whether the batch results of a move's statements (from its first) show the row moved. */
export function moved(results: readonly unknown[]): boolean {
  return results.some(
    (result, i) => i % 2 === 0 && ((result as { meta?: { changes?: number } }).meta?.changes ?? 0) > 0,
  );
}

/**
 * The event of a row created in its first status, for the batch that inserts it, right after the insert: written only
 * when the insert did (a twin that inserted nothing records nothing).
 */
export function createdStatement<S extends string>(
  db: Database,
  machine: StateMachine<S>,
  subject: { id: string; status: S },
  reason: string,
) {
  return eventStatement(db, machine as StateMachine<string>, null, reason, eq(machine.key, subject.id));
}

/** A subject's moves of one machine, oldest first: a timeline a traveller follows (an application's steps). */
export async function eventsOf(db: Database, machine: StateMachine<string>, subjectId: string) {
  return db
    .select({ to: statusEvents.toStatus, at: statusEvents.at })
    .from(statusEvents)
    .where(and(eq(statusEvents.machine, machine.name), eq(statusEvents.subjectId, subjectId)))
    .orderBy(statusEvents.id);
}
