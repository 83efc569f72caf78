/** The sandbox's test cards (docs/sandbox.md), as real gateways' test modes publish theirs. */
export const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "succeeds" },
  { number: "4000 0000 0000 0002", outcome: "declines" },
  { number: "4000 0027 6000 3184", outcome: "asks_for_code" },
] as const;
/** Whether a typed number (spaced or dashed) is one of the test cards: only those may be shown back on an error. */
export function isTestCard(typed: unknown): boolean {
  const digits = (value: unknown) => String(value ?? "").replace(/[\s-]/g, "");
  return TEST_CARDS.some((card) => digits(card.number) === digits(typed));
}

/** The one-time code the sandbox's bank accepts for the card that asks for one. */
export const TEST_OTP = "123456";
