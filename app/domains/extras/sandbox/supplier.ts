import type { ExtraIssueRequest, ExtraIssueResult, ExtrasSupplier } from "../supplier";

/** A lead traveller with this last name makes the sandbox refuse to issue the extra (docs/sandbox.md). */
export const EXTRA_DOWN_NAME = "SANDBOX-EXTRA-DOWN";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** The SM-DP+ address the sandbox's eSIMs name: a scanned code installs nothing. */
export const SANDBOX_SMDP = "smdp.sandbox.tern.example";

const code = async (text: string, length: number) => {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...digest.slice(0, length)].map((b) => ALPHABET[b % 32]).join("");
};

/**
 * The sandbox's extras supplier: it issues every extra of the catalog with a code drawn from Tern's reference (the
 * same reference, the same code), an eSIM with an activation code per traveller, refuses the name above, and needs
 * no network.
 */
export function sandboxExtrasSupplier(): ExtrasSupplier {
  return {
    async issue(request: ExtraIssueRequest): Promise<ExtraIssueResult> {
      if (request.lead.lastName.toUpperCase() === EXTRA_DOWN_NAME) return { ok: false, reason: "rejected" };
      const confirmation = `EXT-${await code(`${request.extraId}\n${request.reference}`, 8)}`;
      if (request.kind !== "esim") return { ok: true, confirmation };
      const codes = await Promise.all(
        Array.from(
          { length: request.travellers },
          async (_, i) => `LPA:1$${SANDBOX_SMDP}$${await code(`${confirmation}\n${i}`, 20)}`,
        ),
      );
      return { ok: true, confirmation, codes };
    },
    async cancel(confirmation: string) {
      return { ok: /^EXT-[A-Z2-9]{8}$/.test(confirmation) };
    },
  };
}
