import { z } from "zod";

// Duffel's answers (API v2) as Tern reads them: only the fields the adapter uses, each checked, following Duffel's
// reference (https://duffel.com/docs/api/v2) and its official client's types (github.com/duffelhq/duffel-api-javascript,
// src/booking/*Types.ts). Money is a decimal string in Duffel's answers.

const Decimal = z.string().regex(/^\d+(\.\d{1,4})?$/);
const Place = z.object({
  iata_code: z.string().regex(/^[A-Z]{3}$/),
  time_zone: z.string().min(1),
  iata_country_code: z.string().optional(),
});
const Carrier = z.object({ iata_code: z.string().nullable(), name: z.string() });
const Condition = z
  .object({ allowed: z.boolean(), penalty_amount: Decimal.nullable(), penalty_currency: z.string().nullable() })
  .nullable()
  .optional();
export const Conditions = z.object({
  refund_before_departure: Condition,
  change_before_departure: Condition,
});

const SegmentPassenger = z.object({
  passenger_id: z.string(),
  cabin_class: z.enum(["first", "business", "premium_economy", "economy"]),
  cabin_class_marketing_name: z.string().nullable().optional(),
  baggages: z.array(z.object({ type: z.enum(["checked", "carry_on"]), quantity: z.number().int().nonnegative() })),
});

const Segment = z.object({
  id: z.string(),
  origin: Place,
  destination: Place,
  departing_at: z.string(),
  arriving_at: z.string(),
  duration: z.string().nullable().optional(),
  marketing_carrier: Carrier,
  marketing_carrier_flight_number: z.string(),
  aircraft: z.object({ iata_code: z.string(), name: z.string() }).nullable().optional(),
  stops: z
    .array(z.object({ airport: Place, arriving_at: z.string(), departing_at: z.string() }))
    .optional()
    .default([]),
  passengers: z.array(SegmentPassenger),
});
export type DuffelSegment = z.infer<typeof Segment>;

const Slice = z.object({
  id: z.string(),
  origin: Place,
  destination: Place,
  fare_brand_name: z.string().nullable().optional(),
  segments: z.array(Segment).min(1),
  conditions: Conditions.partial().optional(),
});

export const BaggageService = z.object({
  id: z.string(),
  type: z.string(),
  total_amount: Decimal,
  total_currency: z.string(),
  maximum_quantity: z.number().int().nonnegative(),
  passenger_ids: z.array(z.string()),
  segment_ids: z.array(z.string()),
  metadata: z.object({ type: z.string(), maximum_weight_kg: z.number().nullable().optional() }).partial().nullable(),
});

export const Offer = z.object({
  id: z.string(),
  total_amount: Decimal,
  total_currency: z.string(),
  base_amount: Decimal.nullable().optional(),
  tax_amount: Decimal.nullable().optional(),
  expires_at: z.string(),
  slices: z.array(Slice).min(1),
  passengers: z.array(
    z.object({ id: z.string(), type: z.string().nullable().optional(), age: z.number().nullable().optional() }),
  ),
  conditions: Conditions,
  payment_requirements: z.object({ requires_instant_payment: z.boolean() }),
  passenger_identity_documents_required: z.boolean(),
  available_services: z.array(BaggageService).nullable().optional(),
});
export type DuffelOffer = z.infer<typeof Offer>;

export const OfferRequest = z.object({ id: z.string(), offers: z.array(Offer) });

const SeatElement = z.object({
  type: z.string(),
  designator: z.string().optional(),
  available_services: z
    .array(z.object({ id: z.string(), passenger_id: z.string(), total_amount: Decimal, total_currency: z.string() }))
    .optional(),
});
export const SeatMaps = z.array(
  z.object({
    segment_id: z.string(),
    cabins: z.array(
      z.object({
        cabin_class: z.string(),
        rows: z.array(z.object({ sections: z.array(z.object({ elements: z.array(SeatElement) })) })),
      }),
    ),
  }),
);
export type DuffelSeatMap = z.infer<typeof SeatMaps>[number];

export const Order = z.object({
  id: z.string(),
  booking_reference: z.string(),
  total_amount: Decimal,
  total_currency: z.string(),
  payment_status: z.object({ awaiting_payment: z.boolean() }),
  documents: z
    .array(z.object({ type: z.string(), unique_identifier: z.string(), passenger_ids: z.array(z.string()) }))
    .nullable()
    .optional(),
  passengers: z.array(z.object({ id: z.string() })),
  slices: z.array(Slice),
  conditions: Conditions,
  available_actions: z.array(z.string()).optional().default([]),
  cancelled_at: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
});
export type DuffelOrder = z.infer<typeof Order>;

export const OrderChangeRequest = z.object({
  id: z.string(),
  order_change_offers: z.array(
    z.object({
      id: z.string(),
      change_total_amount: Decimal.or(z.string().regex(/^-\d+(\.\d{1,4})?$/)),
      change_total_currency: z.string(),
      penalty_total_amount: Decimal.nullable(),
      penalty_total_currency: z.string().nullable(),
      new_total_amount: Decimal,
      new_total_currency: z.string(),
      expires_at: z.string(),
      slices: z.object({ add: z.array(Slice), remove: z.array(z.object({ id: z.string() }).passthrough()) }),
    }),
  ),
});

export const OrderChange = z.object({
  id: z.string(),
  change_total_amount: z.string(),
  change_total_currency: z.string(),
  confirmed_at: z.string().nullable(),
});

export const OrderCancellation = z.object({
  id: z.string(),
  order_id: z.string(),
  refund_amount: Decimal.nullable(),
  refund_currency: z.string().nullable(),
  refund_to: z.string().nullable().optional(),
  expires_at: z.string().nullable().optional(),
  confirmed_at: z.string().nullable(),
});

export const Errors = z.object({
  errors: z.array(z.object({ code: z.string(), title: z.string(), message: z.string(), type: z.string() })).min(1),
});
