// Travel extras sold on their own (product rules §1, §3 "Flight booking extras"): what their supplier answers,
// whichever it is. The catalog (domains/products) prices them; the supplier issues the policy, the eSIM, the pass.

import type { ExtraKind } from "~/domains/products/types";

export interface ExtraIssueRequest {
  /** Tern's reference: the same reference issues once, however often sent. */
  reference: string;
  extraId: string;
  /** What it is: an eSIM is issued one per traveller, each with its own activation code. */
  kind: ExtraKind;
  date: string;
  travellers: number;
  lead: { firstName: string; lastName: string };
}

/**
 * The supplier's answer: its confirmation, and for an eSIM one activation code per traveller (an eSIM network's order
 * answers one eSIM per unit of its quantity, each with its SM-DP+ address and matching id: "LPA:1$address$id").
 */
export type ExtraIssueResult =
  { ok: true; confirmation: string; codes?: string[] } | { ok: false; reason: "rejected" | "sold_out" };

export interface ExtrasSupplier {
  issue(request: ExtraIssueRequest): Promise<ExtraIssueResult>;
  cancel(confirmation: string): Promise<{ ok: boolean }>;
}
