import { asc, sql } from "drizzle-orm";
import { runBatch } from "~/db/batch";
import { moved, moveStatements, stateMachine } from "~/domains/core/state-machine";
import type { Database } from "~/db/client.server";
import { auditStatement } from "~/domains/staff/audit.server";
import type { DeskActor } from "~/domains/staff/roles";
import { agents } from "./tables";

// CRM agents at the desk (decision 026): a partners officer validates an agent id the CRM will vouch for, suspends it
// (its tokens are refused at once: checkAgent asks for an active agent) and restores it. Each is audited in its batch.

/** An agent's standing: active (its tokens open agent mode) or disabled (they are refused), moved by the desk. */
export const AGENT = stateMachine({
  name: "agent",
  table: agents,
  moves: { active: ["disabled"], disabled: ["active"] },
});

export interface DeskAgent {
  id: string;
  name: string;
  active: boolean;
  createdAt: string;
}

export async function listAgents(db: Database): Promise<DeskAgent[]> {
  const rows = await db.select().from(agents).orderBy(asc(agents.name), asc(agents.id));
  return rows.map((row) => ({ id: row.id, name: row.name, active: row.status === "active", createdAt: row.createdAt }));
}

export async function getDeskAgent(db: Database, id: string): Promise<DeskAgent | null> {
  return (await listAgents(db)).find((agent) => agent.id === id) ?? null;
}

/** Validates a new agent id (the CRM's own); an id already known answers "taken" and changes nothing. */
export async function addAgent(
  db: Database,
  input: { id: string; name: string },
  actor: DeskActor,
  now: Date,
): Promise<"added" | "taken"> {
  const [added] = await db.batch([
    db
      .insert(agents)
      .values({
        id: input.id,
        name: input.name.trim(),
        status: "active",
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .onConflictDoNothing()
      .returning({ id: agents.id }),
    auditStatement(
      db,
      actor,
      { action: "agent.add", record: { kind: "agent", id: input.id } },
      now,
      sql`EXISTS (SELECT 1 FROM ${agents} WHERE ${agents.id} = ${input.id} AND ${agents.createdAt} = ${now.toISOString()})`,
    ),
  ]);
  return added.length > 0 ? "added" : "taken";
}

/**
 * Suspends an agent (every token of theirs refused from the next request) or restores them: a move of AGENT, false when
 * the agent is unknown or already so.
 */
export async function setAgentActive(
  db: Database,
  id: string,
  active: boolean,
  actor: DeskActor,
  now: Date,
): Promise<boolean> {
  const to = active ? "active" : "disabled";
  const from = active ? "disabled" : "active";
  const results = await runBatch(db, [
    ...moveStatements(db, AGENT, { id, status: from }, to, {
      reason: `${active ? "restored" : "suspended"} at the desk`,
      now,
    }),
    auditStatement(
      db,
      actor,
      { action: active ? "agent.restore" : "agent.suspend", record: { kind: "agent", id } },
      now,
      sql`EXISTS (SELECT 1 FROM ${agents} WHERE ${agents.id} = ${id} AND ${agents.status} = ${to} AND ${agents.updatedAt} = ${now.toISOString()})`,
    ),
  ]);
  return moved(results.slice(0, 2));
}
