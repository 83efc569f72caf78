import { z } from "zod";
import { ApiChangePasswordSchema, ApiSendCodeSchema, ApiSignInSchema, ProfileSchema } from "~/domains/accounts/schema";
import { memberTravellerSchema, TravellerIdSchema } from "~/domains/accounts/schema";
import {
  ChangeFormSchema,
  PaymentConfirmationFormSchema,
  RefundFormSchema,
  RetrieveFormSchema,
} from "~/domains/bookings/schema";
import { BillingSchema } from "~/domains/checkout/schema";
import { CABINS } from "~/domains/flights/aircraft";
import { DEPART_WINDOWS, SEARCH_NOTICES, SORTS, TRIP_TYPES } from "~/domains/flights/search-query";
import { REVIEW_SORTS, STAY_SORTS } from "~/domains/hotels/stay-query";
import { AMENITIES, PROPERTY_TYPES } from "~/domains/hotels/supplier";
import { IdempotencyKeySchema } from "~/domains/partners/partners.server";

// The public API's contract: every schema an API route parses its query or body with lives here, and
// /api/openapi.json is generated from these same objects (app/utils/openapi.server.ts). A route declares no schema
// of its own (app/utils/openapi.test.ts checks), so the document and the routes cannot drift apart.

const OrderId = z.string().regex(/^[a-z0-9]{16}$/, "errors.invalid");
/** A calendar day, as the server reads one: 2027-02-30 and 0000-00-00 are not days. */
const IsoDate = z.iso.date();

/** GET /api/airports */
export const AirportsQuery = z.object({
  q: z.string().max(100).default("").meta({ description: "What the traveller typed: a city, an airport or a code." }),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});

/** GET /api/booking/BookingConfirmation/Get, GET /api/booking/BookingHistory/GetBookingByIdAsync */
export const BookingIdQuery = z.object({ bookingId: OrderId });
/** The manage-booking API's calls about one booking. */
export const BookingIdBody = z.object({ bookingId: OrderId });

/** POST /api/booking/Booking/Booking: a whole booking in one call. */
export const BookingBody = z.object({
  offerId: z.string().min(1).max(2000),
  familyCode: z.string().min(1).max(80),
  /** The exact new total, when the price changed and the caller accepts it. */
  acceptedTotal: z.number().int().positive().optional(),
  contact: z.object({ email: z.string(), phone: z.string() }),
  travellers: z.array(z.record(z.string(), z.string())).min(1).max(18),
  billing: BillingSchema,
  paymentMethod: z.enum(["card", "bank_transfer", "pay_later"]),
});
export { IdempotencyKeySchema };

/** GET /api/crm-agent/bookings */
export const AgentBookingsQuery = z.object({
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  status: z
    .string()
    .regex(/^[a-z_]{1,30}$/)
    .optional(),
});

/** GET /api/manage-booking/ChangeQuote: the change form's fields as a query. */
export const ChangeQuoteQuery = ChangeFormSchema;

export const MemberApi = {
  signIn: ApiSignInSchema,
  sendCode: ApiSendCodeSchema,
  changePassword: ApiChangePasswordSchema,
  profile: ProfileSchema,
  travellerId: TravellerIdSchema,
  traveller: memberTravellerSchema,
};
export const ManageBookingApi = {
  retrieve: RetrieveFormSchema,
  confirmPayment: BookingIdBody.and(PaymentConfirmationFormSchema),
  refundRequest: BookingIdBody.and(RefundFormSchema),
};

/** A list: the parameter repeated (`stops=0&stops=1`) or once with commas (`stops=0,1`). */
const many = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)]);

/**
 * GET /api/flights/search: the query of /flight/search (the URL is the search: docs/architecture.md). It is read by
 * `parseSearchParams` without zod, for speed; this describes it, and the test checks it names every parameter read.
 */
export const FlightSearchQuery = z.object({
  trip: z.enum(TRIP_TYPES).default("return"),
  from: many(z.string().max(80)).meta({ description: "An airport or city, once per leg (multi-city: in order)." }),
  to: many(z.string().max(80)),
  depart: many(IsoDate),
  return: IsoDate.optional().meta({ description: "The day back (a return trip)." }),
  legs: z.number().int().min(0).max(5).optional(),
  adults: z.number().int().min(1).max(9).default(1),
  children: z.number().int().min(0).max(8).default(0),
  childAges: many(z.number().int().min(2).max(11)).optional(),
  infants: z.number().int().min(0).max(9).default(0),
  cabin: z.enum(CABINS).default("economy"),
  flex: z.enum(["1"]).optional().meta({ description: "Fares three days either side." }),
  sort: z.enum(SORTS).default("recommended"),
  stops: many(z.number().int().min(0).max(2)).optional(),
  airlines: many(z.string().regex(/^[A-Z0-9]{2}$/)).optional(),
  maxPrice: z.number().positive().max(1e9).optional(),
  departWindow: many(z.enum(DEPART_WINDOWS)).optional(),
  arriveWindow: many(z.enum(DEPART_WINDOWS)).optional(),
  maxDuration: z.number().int().min(1).max(72).optional().meta({ description: "Hours, each way." }),
  layovers: many(z.string().regex(/^[A-Z]{3}$/)).optional(),
  arriveBy: IsoDate.optional().meta({ description: "The outbound lands by this local date (a holiday's first day)." }),
  bags: z.enum(["1"]).optional(),
  refundable: z.enum(["1"]).optional(),
  page: z.number().int().min(1).max(20).default(1),
  notice: z.enum(SEARCH_NOTICES).optional(),
});

/** GET /api/hotels/search and /api/hotels/{propertyId}: the query of /hotel/search, read by `parseStayParams`. */
export const StaySearchQuery = z.object({
  where: z.string().max(80).meta({ description: "A city, or on /api/hotels/{propertyId} the property." }),
  checkIn: IsoDate,
  checkOut: IsoDate,
  room: many(z.string().regex(/^[1-6](-(1[0-7]|[0-9])){0,4}$/)).meta({
    description:
      'One per room: its adults (1 to 6), then each child\'s age (0 to 17, four at most): "2", "1-6", "2-4-11".',
  }),
  sort: z.enum(STAY_SORTS).default("popular"),
  budgetMin: z.number().int().nonnegative().optional(),
  budgetMax: z.number().int().positive().optional(),
  stars: many(z.number().int().min(1).max(5)).optional(),
  amenity: many(z.enum(AMENITIES)).optional(),
  type: many(z.enum(PROPERTY_TYPES)).optional(),
  maxKm: z.number().int().positive().optional(),
  freeCancellation: z.enum(["1"]).optional(),
  breakfast: z.enum(["1"]).optional(),
  view: z.enum(["map"]).optional(),
  reviewSort: z.enum(REVIEW_SORTS).optional().meta({ description: "A property's reviews: newest or best first." }),
  reviews: z.number().int().min(1).optional().meta({ description: "A property's page of reviews." }),
});
