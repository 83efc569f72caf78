import type { Booking, BookingItem, Traveller } from "~/domains/bookings/types";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";

// An e-ticket's input as a ticketed booking gives it (the documents tests): a sandbox offer, two adults with a seat,
// two extra bags and travel insurance, their ticket numbers, and the total.

const ngn = (amount: number) => ({ amount, currency: "NGN" as const });

/** A traveller of the e-ticket, as the booking keeps them; the first carries the booking's e-mail. */
export function ticketTraveller(position: number, firstName: string, lastName: string, middleName = ""): Traveller {
  return {
    type: "adult",
    title: "MS",
    firstName,
    middleName,
    lastName,
    dateOfBirth: "1990-01-01",
    nationality: "NG",
    gender: "female",
    email: position === 0 ? "olabisi@example.com" : null,
    phone: null,
    passportNumber: null,
    passportAuthority: null,
    passportIssuedOn: null,
    passportExpiresOn: null,
    loyaltyId: null,
  } as Traveller;
}

/** The e-ticket's input for a sandbox trip over `slices`, for `travellers` (two adults). */
export async function eTicketInput(
  slices: Array<{ from: string; to: string; date: string }>,
  travellers: [Traveller, Traveller],
  insurance: { code: string; tier: string; quantity: number; scope: string },
) {
  const [offer] = await new SandboxFlightSupplier("unit-test-secret").search(
    { slices, adults: 2, childAges: [], infants: 0, cabin: "economy", currency: "NGN" },
    new Date("2026-11-22T10:00:00Z"),
  );
  const family = offer?.families[0];
  if (!offer || !family) throw new Error("no offer");
  const booking = {
    id: "aaaaaaaaaaaaaaaa",
    reference: "TRNABC",
    status: "ticketed",
    locale: "en-US",
    currency: "NGN",
    offer,
    family,
    pnr: "PNR123",
    createdAt: "2026-11-22T10:00:00Z",
    passengers: { adults: 2, childAges: [], infants: 0 },
  } as unknown as Booking;
  const items = [
    {
      key: "s",
      kind: "seat",
      traveller: 0,
      flight: "0-0",
      code: "14C",
      quantity: 1,
      price: ngn(500_000),
      holdId: null,
    },
    { key: "b", kind: "bag", traveller: 1, flight: "0", code: "BAG", quantity: 2, price: ngn(900_000), holdId: null },
    {
      key: "a",
      kind: "addon",
      traveller: null,
      flight: null,
      code: insurance.code,
      quantity: 2,
      price: ngn(300_000),
      holdId: null,
      addon: { kind: "insurance", tier: insurance.tier, quantity: insurance.quantity, scope: insurance.scope },
    },
  ] as BookingItem[];
  return {
    offer,
    input: {
      items,
      booking,
      travellers,
      tickets: [0, 1].map((position) => ({
        position,
        number: `071123456789${position}`,
        issuedAt: "2026-11-22T10:00:00Z",
        voidedAt: null,
      })),
      summary: { total: { amount: 12_345_600, currency: "NGN" } } as never,
    },
  };
}
