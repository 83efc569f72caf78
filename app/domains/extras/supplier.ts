// Travel extras sold on their own (product rules §1, §3 "Flight booking extras"): what their supplier answers,
// whichever it is. The catalog (domains/products) prices them; the supplier issues the policy, the eSIM, the pass.

export interface ExtraIssueRequest {
  /** Tern's reference: the same reference issues once, however often sent. */
  reference: string;
  extraId: string;
  date: string;
  travellers: number;
  lead: { firstName: string; lastName: string };
}

export type ExtraIssueResult = { ok: true; confirmation: string } | { ok: false; reason: "rejected" | "sold_out" };

export interface ExtrasSupplier {
  issue(request: ExtraIssueRequest): Promise<ExtraIssueResult>;
  cancel(confirmation: string): Promise<{ ok: boolean }>;
}
