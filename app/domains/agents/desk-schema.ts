import { z } from "zod";
import { AGENT_ID } from "./id";

// The agents desk's forms (desk.server.ts): validate an agent id the CRM uses, or suspend or restore one.

export const AddAgentSchema = z.object({
  intent: z.literal("add"),
  id: z.string("desk:agents.errors.id").trim().regex(AGENT_ID, "desk:agents.errors.id"),
  name: z.string("desk:agents.errors.name").trim().min(2, "desk:agents.errors.name").max(80, "desk:agents.errors.name"),
});

export const AgentDeskSchema = z.discriminatedUnion("intent", [
  AddAgentSchema,
  z.object({ intent: z.enum(["suspend", "restore"]), id: z.string().regex(AGENT_ID) }),
]);
