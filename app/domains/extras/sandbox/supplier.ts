import type { ExtraIssueRequest, ExtraIssueResult, ExtrasSupplier } from "../supplier";

/** A lead traveller with this last name makes the sandbox refuse to issue the extra (docs/sandbox.md). */
export const EXTRA_DOWN_NAME = "SANDBOX-EXTRA-DOWN";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * The sandbox's extras supplier: it issues every extra of the catalog with a code drawn from Tern's reference (the
 * same reference, the same code), refuses the name above, and needs no network.
 */
export function sandboxExtrasSupplier(): ExtrasSupplier {
  return {
    async issue(request: ExtraIssueRequest): Promise<ExtraIssueResult> {
      if (request.lead.lastName.toUpperCase() === EXTRA_DOWN_NAME) return { ok: false, reason: "rejected" };
      const digest = new Uint8Array(
        await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${request.extraId}\n${request.reference}`)),
      );
      return { ok: true, confirmation: `EXT-${[...digest.slice(0, 8)].map((b) => ALPHABET[b % 32]).join("")}` };
    },
    async cancel(confirmation: string) {
      return { ok: /^EXT-[A-Z2-9]{8}$/.test(confirmation) };
    },
  };
}
