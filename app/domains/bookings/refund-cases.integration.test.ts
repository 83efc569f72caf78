import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { bookingReady, db, fresh, harness, startDaysAt, ticketedBooking } from "../../../tests/support/checkout";
import { advanceRefundCases, getRefundCase, requestRefund } from "./refund-cases.server";

// #17 item 6: refund cases, once per booking, to the payer's account, moved along by the sandbox back office.
startDaysAt(560);

const ticketed = ticketedBooking;

const request = {
  reason: "unused_tickets" as const,
  positions: [0],
  bankName: "Sandbox Bank",
  accountNumber: "0123456789",
};

describe("refund requests", () => {
  test("two requests at the same moment open one case; the second answers already submitted", async () => {
    const booking = await ticketed("refund-twice");
    expect(booking.status).toBe("ticketed");
    const deps = { db, now: new Date(), stepMinutes: 60 };
    const answers = await Promise.all([
      requestRefund(deps, booking, { ...request, accountName: "Ade Okafor" }),
      requestRefund(deps, booking, { ...request, accountName: "Ade Okafor" }),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toEqual([{ ok: false, reason: "already_submitted" }]);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM refund_cases WHERE booking_id = ?")
      .bind(booking.id)
      .first();
    expect(rows?.n).toBe(1);
  });

  test("the account must be the payer's (accents, case and spacing aside); only a ticketed booking asks", async () => {
    const booking = await ticketed("refund-account");
    const deps = { db, now: new Date(), stepMinutes: 60 };
    expect(await requestRefund(deps, booking, { ...request, accountName: "Someone Else" })).toEqual({
      ok: false,
      reason: "account_name",
    });
    expect(
      await requestRefund(deps, booking, { ...request, positions: [3] as number[], accountName: "Ade Okafor" }),
    ).toEqual({
      ok: false,
      reason: "passengers",
    });
    expect((await requestRefund(deps, booking, { ...request, accountName: "  ADÉ   okafor " })).ok).toBe(true);
    const draft = await bookingReady(harness(), "refund-draft");
    expect(await requestRefund(deps, draft, { ...request, accountName: "Ade Okafor" })).toEqual({
      ok: false,
      reason: "not_eligible",
    });
  });

  test("the back office moves a case received, in review, approved, paid, one step a run, once", async () => {
    const booking = await ticketed("refund-steps");
    const start = new Date();
    const opened = await requestRefund({ db, now: start, stepMinutes: 0 }, booking, {
      ...request,
      accountName: "Ade Okafor",
    });
    expect(opened.ok && opened.refundCase.status).toBe("received");
    expect((await fresh(booking.id)).status).toBe("refund_requested");
    const seen: string[] = [];
    for (let run = 1; run <= 4; run++) {
      const at = new Date(start.getTime() + run * 1000);
      // Two runs at once move the case once.
      const [a, b] = await Promise.all([
        advanceRefundCases({ db, now: at, stepMinutes: 0 }),
        advanceRefundCases({ db, now: at, stepMinutes: 0 }),
      ]);
      const mine = [...(a ?? []), ...(b ?? [])].filter((c) => c.bookingId === booking.id);
      expect(mine.length).toBeLessThanOrEqual(1);
      seen.push(...mine.map((c) => c.status));
    }
    expect(seen).toEqual(["in_review", "approved", "paid"]);
    expect((await getRefundCase(db, booking.id))?.status).toBe("paid");
    // Its one traveller's money went back: the booking is refunded.
    expect((await fresh(booking.id)).status).toBe("refunded");
  });
});
