/** The sandbox's test cards (docs/sandbox.md), as real gateways' test modes publish theirs. */
export const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "succeeds" },
  { number: "4000 0000 0000 0002", outcome: "declines" },
  { number: "4000 0027 6000 3184", outcome: "asks_for_code" },
] as const;
/** The one-time code the sandbox's bank accepts for the card that asks for one. */
export const TEST_OTP = "123456";
