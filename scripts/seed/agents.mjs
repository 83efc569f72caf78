// Sandbox CRM agents (docs/agent-tokens.md): two active, one disabled. `npm run agent:token -- AG1001` mints a
// token for one. Idempotent upserts.
import { sqlString } from "./sql.mjs";

export const AGENTS = [
  { id: "AG1001", name: "Ngozi Okafor", status: "active" },
  { id: "AG1002", name: "Kwame Mensah", status: "active" },
  { id: "AG9001", name: "Former Agent", status: "disabled" },
];

export default function agentsSeed() {
  return AGENTS.map(
    (a) =>
      `INSERT INTO agents (id, name, status, created_at) VALUES (${[a.id, a.name, a.status, "2026-11-26T00:00:00.000Z"]
        .map(sqlString)
        .join(", ")}) ON CONFLICT (id) DO UPDATE SET name = excluded.name, status = excluded.status;`,
  ).join("\n");
}
