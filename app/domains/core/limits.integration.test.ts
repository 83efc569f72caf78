import { describe, expect, test } from "vitest";
import { signInWithPassword } from "~/domains/accounts/sign-in.server";
import { MAX_PASSWORD_FAILURES } from "~/domains/accounts/schema";
import { hashPassword } from "~/domains/accounts/passwords.server";
import { setPin } from "~/domains/points/ledger.server";
import { MAX_PIN_FAILURES, redeemForPayable } from "~/domains/points/redeem.server";
import { checkPromo, PROMO_TRIES_PER_BOOKING } from "~/domains/promotions/promotions.server";
import { LOOKUP_FAILURES_PER_REFERENCE, retrieveOrder } from "~/domains/orders/retrieve.server";
import { registerMember, SCRYPT_TIMEOUT } from "../../../tests/support/accounts";
import { bookingReady, db, harness, startDaysAt } from "../../../tests/support/checkout";
import { testClock } from "../../../tests/support/clock";

// Every limit counts the attempt and decides in one statement before the secret is checked (DESIGN.md, Security):
// a burst of forty at once is forty attempts, and the right secret sent after it still waits the window out.
startDaysAt(1950);

const BURST = 40;
const burst = <T>(run: (i: number) => Promise<T>) => Promise.all(Array.from({ length: BURST }, (_, i) => run(i)));
const tally = (answers: readonly { reason?: string; ok?: boolean; kind?: string }[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = a.kind ?? (a.ok ? "ok" : (a.reason ?? "?"));
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

describe("a burst of attempts at once is counted whole", { timeout: SCRYPT_TIMEOUT * 2 }, () => {
  test(`${BURST} wrong passwords at once, then the right one: locked`, async () => {
    const { email, deps } = await registerMember(undefined, "correct horse battery");
    const answers = await burst((i) => signInWithPassword(deps, { email, password: `wrong ${i}`, locale: "en-US" }));
    expect(tally(answers)).toEqual({ credential: MAX_PASSWORD_FAILURES, locked: BURST - MAX_PASSWORD_FAILURES });
    expect(await signInWithPassword(deps, { email, password: "correct horse battery", locale: "en-US" })).toEqual({
      ok: false,
      reason: "locked",
    });
  });

  test(`${BURST} wrong PINs at once, then the right one: locked`, async () => {
    const h = harness();
    const memberId = `member-${crypto.randomUUID()}`;
    const pointsId = await setPin(db, memberId, await hashPassword("2468"), testClock());
    const booking = await bookingReady(h, `limits-pin-${crypto.randomUUID().slice(0, 8)}`);
    const input = {
      memberId,
      pointsId,
      points: 200,
      payable: { kind: "booking", id: booking.id },
      price: { amount: 100_000_00, currency: "NGN" as const },
    };
    const answers = await burst(() => redeemForPayable(h.deps(), { ...input, pin: "1111" }));
    expect(tally(answers)).toEqual({ pin: MAX_PIN_FAILURES, locked: BURST - MAX_PIN_FAILURES });
    expect(await redeemForPayable(h.deps(), { ...input, pin: "2468" })).toEqual({ ok: false, reason: "locked" });
  });

  test(`${BURST} promo codes tried at once for one booking: ${PROMO_TRIES_PER_BOOKING} are checked`, async () => {
    const subject = `limits-promo-${crypto.randomUUID()}`;
    const answers = await burst((i) => checkPromo(db, `GUESS${i}`, testClock(), { subject, ip: `192.0.2.${i % 250}` }));
    expect(tally(answers)).toEqual({ unknown: PROMO_TRIES_PER_BOOKING, throttled: BURST - PROMO_TRIES_PER_BOOKING });
  });

  test(`${BURST} wrong e-mails at once for one reference, then the right one: throttled`, async () => {
    const booking = await bookingReady(harness(), "limits-lookup");
    const now = testClock();
    const answers = await burst((i) =>
      retrieveOrder(db, { reference: booking.reference, email: `guess${i}@example.com` }, { ip: `192.0.2.${i}` }, now),
    );
    expect(tally(answers)).toEqual({
      not_found: LOOKUP_FAILURES_PER_REFERENCE,
      throttled: BURST - LOOKUP_FAILURES_PER_REFERENCE,
    });
    const right = { reference: booking.reference, email: "limits-lookup@example.com" };
    expect((await retrieveOrder(db, right, { ip: "192.0.2.200" }, now)).kind).toBe("throttled");
  });
});
