import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { heldBy } from "~/domains/checkout/payments.server";
import type { Money } from "~/domains/markets/markets";
import { getBooking } from "./lifecycle.server";
import { bookingPayments } from "./payment.server";
import { type DeskRefundCase, deskRefundCase } from "./refund-decisions.server";
import { payerName } from "./refund-cases.server";
import { refundQuote } from "./refund-value.server";
import { refundCases } from "./tables";

// What a refunds officer reads before deciding a case (docs/product-rules.md §5): the booking, the passengers asked
// for with what each paid and what the fare's rules give back, the rules, the payment and the channel the money takes.

export interface RefundCaseFile {
  refundCase: DeskRefundCase;
  reasonOther: string | null;
  booking: { id: string; reference: string; pnr: string | null; status: string; route: string; refundability: string };
  passengers: Array<{ position: number; name: string; type: string; paid: Money; refund: Money }>;
  payment: { amount: Money; method: string; at: string; held: Money; payer: string } | null;
  bank: { name: string; number: string; holder: string } | null;
}

export async function refundCaseFile(db: Database, caseId: string, now: Date): Promise<RefundCaseFile | null> {
  const refundCase = await deskRefundCase(db, caseId);
  const booking = refundCase ? await getBooking(db, refundCase.bookingId) : null;
  if (!refundCase || !booking) return null;
  const [[row], quote, payments] = await Promise.all([
    db
      .select({
        reasonOther: refundCases.reasonOther,
        bankName: refundCases.bankName,
        accountNumber: refundCases.accountNumber,
        accountName: refundCases.accountName,
      })
      .from(refundCases)
      .where(eq(refundCases.id, caseId)),
    refundQuote(db, booking, now),
    bookingPayments(db, booking.id),
  ]);
  const payment = payments.find((p) => p.id === refundCase.paymentId);
  return {
    refundCase,
    reasonOther: row?.reasonOther ?? null,
    booking: {
      id: booking.id,
      reference: booking.reference,
      pnr: booking.pnr,
      status: booking.status,
      route: booking.offer.slices.map((s) => `${s.from}-${s.to}`).join(", "),
      refundability: booking.family.refundability,
    },
    passengers: refundCase.positions.map((position) => {
      const traveller = quote.travellers[position];
      const type = traveller?.type ?? "adult";
      const price = booking.family.perPassenger[type] ?? booking.family.perPassenger.adult;
      return {
        position,
        name: traveller ? `${traveller.firstName} ${traveller.lastName}` : "",
        type,
        paid: price.total,
        refund: quote.each[position] ?? { amount: 0, currency: booking.currency },
      };
    }),
    payment: payment
      ? {
          amount: payment.amount,
          method: payment.method,
          at: payment.createdAt,
          held: await heldBy(db, payment, `case:${refundCase.id}`),
          payer: payerName(payments),
        }
      : null,
    bank:
      refundCase.channel === "bank_account" && row
        ? { name: row.bankName, number: row.accountNumber, holder: row.accountName }
        : null,
  };
}
