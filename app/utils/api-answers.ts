import { z } from "zod";
import { AgeGroupSchema } from "~/domains/accounts/schema";
import { BOOKING_STATUSES, REFUND_CASE_STATUSES } from "~/domains/bookings/types";
import { PAYMENT_STATUSES } from "~/domains/checkout/machines";
import { CABINS } from "~/domains/flights/aircraft";
import { REFUNDABILITY } from "~/domains/flights/supplier";
import { AMENITIES, PROPERTY_TYPES } from "~/domains/hotels/supplier";
import { MoneySchema as Money } from "~/domains/markets/schema";
import { LOCALES } from "~/i18n/locales";

// What the public API answers on success: one schema per answer, which the route builds its JSON through
// (`answer` below: the body must be what the schema describes) and /api/openapi.json describes as the response's
// content (app/utils/openapi.server.ts, `io: "output"`). An object the API makes itself is closed (no field the
// document does not name); a domain object it passes on (an offer, a property) is open: the fields named here are
// always there, and a later version may add more. The workerd tests check real answers against the document
// (tests/support/openapi.ts).

const Text = z.string();
const Instant = z.string().meta({ description: "An ISO 8601 instant (UTC)." });
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Formatted = Money.extend({
  formatted: z.string().meta({ description: "The amount as the language writes it." }),
});
const Currency = Money.shape.currency;

export const Airport = z.object({
  code: z.string().regex(/^[A-Z]{3}$/),
  name: Text,
  city: Text,
  country: z.string().regex(/^[A-Z]{2}$/),
  countryName: Text,
  timeZone: Text,
});

const Baggage = z.object({ pieces: z.number().int(), kg: z.number() });
const Segment = z.looseObject({
  carrier: z.object({ code: Text, name: Text }),
  flightNumber: Text,
  from: Text,
  to: Text,
  departLocal: Text.meta({ description: "Wall-clock time at the departure airport, in its zone." }),
  arriveLocal: Text,
  departTimeZone: Text,
  arriveTimeZone: Text,
  departUtc: Instant,
  arriveUtc: Instant,
  durationMinutes: z.number().int(),
  aircraft: z.object({ code: Text, name: Text }),
  cabin: z.enum(CABINS),
  seatsLeft: z.number().int(),
});
const Slice = z.looseObject({
  from: Text,
  to: Text,
  segments: z.array(Segment),
  durationMinutes: z.number().int(),
  stops: z.number().int(),
  layovers: z.array(z.object({ airport: Text, minutes: z.number().int(), overnight: z.boolean() })),
});
const FareFamily = z.looseObject({
  code: Text,
  name: Text.optional(),
  cabin: z.enum(CABINS),
  checked: Baggage,
  cabinBag: Baggage,
  changes: z.enum(["free", "fee", "none"]),
  refundability: z.enum(REFUNDABILITY),
  total: Money,
});
const FlightOffer = z.looseObject({
  id: Text.meta({ description: "What a booking names the offer by (offerId)." }),
  slices: z.array(Slice),
  cabin: z.enum(CABINS),
  families: z.array(FareFamily).meta({ description: "Cheapest first." }),
  seatsLeft: z.number().int(),
  expiresAt: Instant,
  passengers: z.object({ adults: z.number().int(), childAges: z.array(z.number().int()), infants: z.number().int() }),
  memberDiscountPercent: z.number().optional(),
  shownFamily: Text.meta({ description: "The family the results page shows for this offer." }),
});

/** GET /api/airports */
export const AirportsAnswer = z.array(Airport);

/** GET /api/flights/search */
export const FlightSearchAnswer = z.object({
  currency: Currency,
  matching: z.number().int(),
  hasMore: z.boolean(),
  calendar: z
    .array(z.object({ date: IsoDate, cheapest: Money.nullable(), params: Text }))
    .nullable()
    .meta({ description: "The cheapest fare per adult three days either side; null for multi-city." }),
  offers: z.array(FlightOffer),
});

const Property = z.looseObject({
  id: Text,
  name: Text,
  type: z.enum(PROPERTY_TYPES),
  stars: z.number().int().min(1).max(5),
  city: Text,
  cityCode: Text,
  country: Text,
  address: Text,
  lat: z.number(),
  lon: z.number(),
  distanceFromCentreKm: z.number(),
  amenities: z.array(z.enum(AMENITIES)),
  checkInFrom: Text,
  checkOutUntil: Text,
  reviewScore: z.number(),
  reviewCount: z.number().int(),
});

/** GET /api/hotels/search */
export const StaySearchAnswer = z.object({
  currency: Currency,
  city: z.object({ code: Text, name: Text, country: Text }),
  all: z.number().int().meta({ description: "Properties of the city that take the party, before the filters." }),
  matching: z.number().int(),
  listings: z.array(
    z.object({
      property: Property,
      perNight: Money,
      total: Money,
      nights: z.number().int(),
      freeCancellation: z.boolean(),
      breakfast: z.boolean(),
      from: z.boolean().meta({ description: "Other rates cost more: the price is a 'from' price." }),
    }),
  ),
});

/** GET /api/hotels/{propertyId} */
export const PropertyAnswer = z.object({
  currency: Currency,
  property: Property,
  timeZone: Text,
  nights: z.number().int(),
  rooms: z.array(
    z.object({
      room: z.looseObject({
        code: Text,
        name: Text,
        label: Text.meta({ description: "The room's name in the answer's language." }),
        bedsLabel: Text,
        maxAdults: z.number().int(),
        maxOccupancy: z.number().int(),
        sizeM2: z.number(),
      }),
      cheapest: Money.nullable().meta({ description: "The room's cheapest rate for the stay, or null." }),
      plans: z.array(
        z.looseObject({
          code: Text,
          breakfastIncluded: z.boolean(),
          cancellation: z.object({ refundable: z.boolean(), freeUntilDaysBefore: z.number().int().nullable() }),
          nightly: z.array(Money),
          total: Money,
          deadline: z
            .object({ utc: Instant, local: Text.meta({ description: "The same instant at the property." }) })
            .nullable()
            .meta({ description: "Free cancellation until then; null if none." }),
        }),
      ),
    }),
  ),
  reviews: z.object({
    count: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    sort: Text,
    items: z.array(
      z.looseObject({ id: Text, author: Text, country: Text, date: Text, score: z.number(), title: Text, text: Text }),
    ),
    bands: z.array(z.object({ key: Text, count: z.number().int() })),
  }),
});

/** POST /api/booking/Booking/Booking */
export const BookingAnswer = z.object({
  bookingId: Text,
  bookingReference: Text,
  status: z.enum(BOOKING_STATUSES),
  payment: z
    .object({
      method: Text,
      status: z.enum(PAYMENT_STATUSES),
      amount: Money,
      url: z.url().nullable().meta({ description: "The card page to send the traveller to." }),
      bankAccount: z
        .object({
          bankName: Text,
          accountNumber: Text,
          accountName: Text,
          amount: Money,
          reference: Text,
          expiresAt: Instant,
        })
        .nullable(),
    })
    .nullable(),
});

/** A flight booking's confirmation: GET /api/booking/BookingConfirmation/Get and the member's GetBookingByIdAsync. */
export const ConfirmationAnswer = z.object({
  FlightBookingDetails: z.object({
    FlightBookingSummary: z.object({
      PnrReferenceNumber: Text.nullable(),
      BookingId: Text,
      BookingReference: Text,
      BookingDate: Instant,
      BookingStatus: z.enum(BOOKING_STATUSES),
      BookingStatusLabel: Text,
      Outcome: Text,
      PaymentStatus: Text.meta({ description: "The latest payment's status, or none." }),
      PaymentStatusLabel: Text,
      FareSummary: z.looseObject({ base: Money, taxes: Money, fee: Money, fare: Money, discount: Money, total: Money }),
      DisplayTotal: Formatted.meta({ description: "The total in the x-currency currency." }),
    }),
    Itinerary: z.array(Slice),
    Travellers: z.array(
      z.object({
        type: z.enum(["adult", "child", "infant"]),
        title: Text,
        firstName: Text,
        lastName: Text,
        ticketNumber: Text.nullable(),
      }),
    ),
  }),
});

/** An order of any product, as the member's history and the CRM list it. */
const OrderLine = z.object({
  Kind: Text,
  BookingId: Text,
  BookingReference: Text,
  BookingDate: Instant,
  BookingStatus: Text,
  PnrReferenceNumber: Text.nullable().meta({ description: "The supplier's own code: a PNR, a hotel's number." }),
  DepartureDate: IsoDate.nullable(),
  Title: z.array(Text),
  Travellers: z.number().int(),
  TotalFare: Formatted.nullable(),
});
const Action = z.object({
  name: Text,
  allowed: z.boolean(),
  reason: Text.optional().meta({ description: "Why not, when it is not allowed." }),
});

/** GET /api/booking/BookingHistory/GetBookingListingAsync */
export const BookingListAnswer = z.object({ Bookings: z.array(OrderLine.extend({ Actions: z.array(Action) })) });

/** GET /api/crm-agent/bookings */
export const AgentBookingsAnswer = z.object({
  Agent: z.object({ Id: Text, Name: Text }),
  Bookings: z.array(OrderLine),
  Audit: z.array(z.object({ BookingId: Text, Action: Text, At: Instant })),
});

const Customer = z.object({
  id: Text,
  email: z.email(),
  firstName: Text,
  lastName: Text,
  phone: Text.nullable(),
  hasPassword: z.boolean(),
  locale: z.enum(LOCALES),
  createdAt: Instant,
});
/** GET /api/customers/GetCustomerAccountDetails, POST /api/customers/Update */
export const CustomerAnswer = z.object({ Customer });
/** POST /api/customers/SignIn */
export const SignInAnswer = z.object({
  TokenData: z.object({ access_token: Text, token_type: z.literal("Bearer"), expires_at: Instant }),
  Customer,
});
/** What accepted work answers: SendCode, ResendTicket. */
export const SentAnswer = z.object({ sent: z.literal(true) });

const Traveller = z.looseObject({
  id: Text,
  isPrimary: z.boolean(),
  ageGroup: AgeGroupSchema,
  title: Text.nullable(),
  firstName: Text,
  lastName: Text,
  dateOfBirth: IsoDate.nullable(),
});
/** GET /api/Traverllers/GetByCustomer */
export const TravellersAnswer = z.object({ Travellers: z.array(Traveller) });
/** POST /api/Traverllers/Create and Update */
export const TravellerAnswer = z.object({ Traveller: Traveller.nullable() });

/** GET /api/manage-booking/Actions: an order of any product. */
export const OrderAnswer = z.object({
  kind: Text,
  orderId: Text,
  order: z.looseObject({ kind: Text, id: Text, reference: Text, status: Text, title: z.array(Text) }).optional(),
  actions: z.array(Action),
});
/** POST /api/manage-booking/Retrieve: the order, the X-Booking-Access token, and a flight's confirmation. */
export const RetrieveAnswer = OrderAnswer.extend({
  access: Text.meta({ description: "Send it as X-Booking-Access on the other manage-booking calls." }),
  bookingId: Text.optional(),
  FlightBookingDetails: ConfirmationAnswer.shape.FlightBookingDetails.optional(),
});

const PlanCancellation = z.object({ planId: Text, total: Money, paid: Money, retained: Money, returns: Money });
/** GET /api/manage-booking/RefundQuote */
export const RefundQuoteAnswer = z.object({
  refundable: z.boolean().meta({ description: "Whether a refund may be requested now." }),
  plan: PlanCancellation.nullable().meta({ description: "Paid by a Pay Small Small plan: what cancelling gives." }),
  refundability: z.enum(REFUNDABILITY),
  channel: z.enum(["original_payment", "bank_account"]),
  paid: Money,
  refunded: Money,
  passengers: z.array(
    z.object({
      position: z.number().int(),
      firstName: Text,
      lastName: Text,
      refund: Money,
      standing: z.enum(["ticketed", "requested", "refunded"]),
    }),
  ),
});
/** POST /api/manage-booking/RefundRequest */
export const RefundCaseAnswer = z.object({
  caseReference: Text,
  status: z.enum(REFUND_CASE_STATUSES),
  refund: Money,
});
/** POST /api/manage-booking/ConfirmPayment */
export const PaymentConfirmationAnswer = z.object({ status: Text });
/** GET /api/manage-booking/Eligibility */
export const EligibilityAnswer = z.object({ eligible: z.boolean(), reason: Text.optional() });
/** GET /api/manage-booking/ChangeQuote */
export const ChangeQuoteAnswer = z.object({
  options: z.array(
    z.object({
      key: Text.meta({ description: "What a change request names the option by." }),
      familyCode: Text,
      cabin: z.enum(CABINS),
      flights: z.array(z.object({ flightNumber: Text, from: Text, to: Text, departLocal: Text, arriveLocal: Text })),
      fareDifference: Money,
      changeFee: Money,
      amountDue: Money,
      credit: Money,
    }),
  ),
});

/** The signed webhooks' receipts. */
export const PaymentWebhookAnswer = z.object({
  received: z.literal(true),
  duplicate: z.boolean().meta({ description: "The event had been received before: nothing was done again." }),
});
export const EmailWebhookAnswer = z.object({ received: z.literal(true) });

/** A schema's type without the index signatures of its open objects: a domain object may carry more than it names. */
type Named<T> = T extends readonly (infer U)[]
  ? Named<U>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : K]: Named<T[K]> }
    : T;

/** The JSON answer of an API route: the body must be what its schema describes (the schema is for the type checker). */
export function answer<S extends z.ZodType>(_schema: S, body: Named<z.input<S>>, init?: ResponseInit): Response {
  return Response.json(body, init);
}
