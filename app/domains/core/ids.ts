import { customAlphabet } from "nanoid";

// Ids and references for what Tern sells (a booking, a stay, every later product).

const ID_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Order ids: 16 characters without look-alikes (no 0/o, 1/l/i); nanoid draws them without bias. */
export const newOrderId = customAlphabet(ID_ALPHABET, 16);
/** The short reference a traveller reads out on the phone. */
export const newReference = customAlphabet("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6);

/** An id drawn from what a selection is (its parts), so the same selection retried finds the same record. */
export async function stableIdFor(...parts: string[]): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(parts.join("\n"))));
  // 31 letters: a byte's remainder is biased by under 1%, and only tells two selections apart, never guessed.
  return [...digest.slice(0, 16)].map((b) => ID_ALPHABET[b % ID_ALPHABET.length]).join("");
}
