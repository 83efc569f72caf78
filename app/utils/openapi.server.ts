import { z } from "zod";
import { CURRENCIES } from "~/domains/markets/markets";
import { LOCALES } from "~/i18n/locales";
import {
  AgentBookingsQuery,
  AirportsQuery,
  BookingBody,
  BookingIdBody,
  BookingIdQuery,
  ChangeQuoteQuery,
  FlightSearchQuery,
  IdempotencyKeySchema,
  ManageBookingApi,
  MemberApi,
  StaySearchQuery,
} from "./api-contract";
import * as Answers from "./api-answers";

// /api/openapi.json: the public API as OpenAPI 3.1, generated from the schemas the routes parse with
// (app/utils/api-contract.ts) and the answers they build (app/utils/api-answers.ts). JSON Schema 2020-12 is OpenAPI
// 3.1's own dialect, so zod's `toJSONSchema` gives each schema as it is; a request is described as what it may send
// (`io: "input"`), an answer as what it is (`io: "output"`).

type Auth = "none" | "member" | "partner" | "agent" | "booking_access" | "gateway" | "email_provider";

export interface Operation {
  method: "get" | "post";
  path: string;
  summary: string;
  auth: Auth;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Status codes it answers, with what each means. */
  responses: Record<string, string>;
  /** The body of its success (the 2xx it lists; none for a 204). */
  answer?: z.ZodType;
  idempotencyKey?: boolean;
}

const json = (schema: z.ZodType, io: "input" | "output" = "input"): Record<string, unknown> => {
  const described = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Record<string, unknown>;
  // The document's own dialect is JSON Schema 2020-12: each schema need not say so.
  delete described.$schema;
  return described;
};

/** Every operation of the public API, in the order docs/urls.md lists them. */
export function apiOperations(today: string): Operation[] {
  const problems = { "400": "invalid input, with `code`, `message` and `issues`" };
  const member = { "401": "no valid member token" };
  const manage = (op: string, method: "get" | "post", summary: string, extra: Partial<Operation> = {}): Operation => ({
    method,
    path: `/api/manage-booking/${op}`,
    summary,
    auth: "booking_access",
    ...(method === "get" ? { query: BookingIdQuery } : { body: BookingIdBody }),
    ...extra,
    responses: {
      ...(extra.responses ? {} : { "200": "the answer" }),
      ...problems,
      "404": "no such booking, or no valid X-Booking-Access",
      ...extra.responses,
    },
  });
  const customers = (op: string, method: "get" | "post", summary: string, extra: Partial<Operation>): Operation => ({
    method,
    path: `/api/customers/${op}`,
    summary,
    auth: "member",
    responses: { "200": "the answer", ...problems, ...member },
    ...extra,
  });
  const travellers = (
    op: string,
    method: "get" | "post",
    success: Partial<Operation>,
    body?: z.ZodType,
  ): Operation => ({
    method,
    path: `/api/Traverllers/${op}`,
    summary: `${op} the member's own co-travellers`,
    auth: "member",
    ...(body ? { body } : {}),
    ...success,
    responses: { ...success.responses, ...problems, ...member, "404": "no such traveller of theirs" },
  });
  const traveller = MemberApi.traveller(today);
  return [
    {
      method: "get",
      path: "/api/airports",
      summary: "Airports matching what was typed, best first",
      auth: "none",
      query: AirportsQuery,
      answer: Answers.AirportsAnswer,
      responses: { "200": "the airports, in Accept-Language" },
    },
    {
      method: "get",
      path: "/api/flights/search",
      summary: "A flight search: the query of /flight/search, answered as JSON",
      auth: "none",
      query: FlightSearchQuery,
      answer: Answers.FlightSearchAnswer,
      responses: {
        "200": "the offers in x-currency",
        "400": "invalid_search, with each field's messages",
        "409": "ambiguous_airport: the questions to ask",
        "503": "supplier_unavailable",
      },
    },
    {
      method: "get",
      path: "/api/hotels/search",
      summary: "A stay search: the query of /hotel/search",
      auth: "none",
      query: StaySearchQuery,
      answer: Answers.StaySearchAnswer,
      responses: { "200": "the listings in x-currency", "400": "invalid_search" },
    },
    {
      method: "get",
      path: "/api/hotels/{propertyId}",
      summary: "A property's rooms and rates for the stay asked for",
      auth: "none",
      query: StaySearchQuery,
      answer: Answers.PropertyAnswer,
      responses: { "200": "the property", "400": "invalid_search", "404": "not_found" },
    },
    {
      method: "post",
      path: "/api/booking/Booking/Booking",
      summary: "A whole flight booking in one call: fare, travellers, billing and payment method",
      auth: "partner",
      body: BookingBody,
      answer: Answers.BookingAnswer,
      idempotencyKey: true,
      responses: {
        "201": "the booking id and its payment (a card page's url, or a transfer account)",
        ...problems,
        "401": "bad_auth_hash or replayed",
        "409": "the fare is gone or its price changed (acceptedTotal)",
        "422": "idempotency_key_reused",
      },
    },
    {
      method: "get",
      path: "/api/booking/BookingConfirmation/Get",
      summary: "A booking's confirmation, PNR first",
      auth: "partner",
      query: BookingIdQuery,
      answer: Answers.ConfirmationAnswer,
      responses: { "200": "the confirmation", ...problems, "401": "bad_auth_hash or replayed", "404": "not_found" },
    },
    {
      method: "post",
      path: "/api/payments/webhook",
      summary: "The payment gateway's signed events",
      auth: "gateway",
      answer: Answers.PaymentWebhookAnswer,
      responses: { "200": "received (or a duplicate)", "400": "bad_signature" },
    },
    {
      method: "post",
      path: "/api/email/webhook",
      summary: "The e-mail provider's signed events on sent e-mails: bounces, complaints, deliveries",
      auth: "email_provider",
      answer: Answers.EmailWebhookAnswer,
      responses: { "200": "received", "400": "bad_signature", "404": "no e-mail provider that sends events" },
    },
    customers("SignIn", "post", "Sign in with a password or an e-mailed code: a Bearer token", {
      auth: "none",
      body: MemberApi.signIn,
      answer: Answers.SignInAnswer,
      responses: { "200": "TokenData and Customer", ...problems, "401": "bad_credential", "429": "throttled" },
    }),
    customers("SendCode", "post", "E-mail a sign-in code", {
      auth: "none",
      body: MemberApi.sendCode,
      answer: Answers.SentAnswer,
      responses: { "202": "sent (the same answer for any address)", ...problems, "429": "cooldown" },
    }),
    customers("SignOut", "post", "Revoke the token", { responses: { "204": "signed out", ...member } }),
    customers("ChangeCustomerPassword", "post", "Change the password", {
      body: MemberApi.changePassword,
      responses: { "204": "changed; other sessions end", ...problems, ...member },
    }),
    customers("Update", "post", "Update the member's profile", {
      body: MemberApi.profile,
      answer: Answers.CustomerAnswer,
    }),
    customers("GetCustomerAccountDetails", "get", "The member's account", { answer: Answers.CustomerAnswer }),
    travellers("GetByCustomer", "get", {
      answer: Answers.TravellersAnswer,
      responses: { "200": "the member's travellers" },
    }),
    travellers(
      "Create",
      "post",
      { answer: Answers.TravellerAnswer, responses: { "201": "the traveller saved" } },
      traveller.and(MemberApi.travellerId.partial()),
    ),
    travellers(
      "Update",
      "post",
      { answer: Answers.TravellerAnswer, responses: { "200": "the traveller saved" } },
      traveller.and(MemberApi.travellerId),
    ),
    travellers("Delete", "post", { responses: { "204": "deleted" } }, MemberApi.travellerId),
    {
      method: "get",
      path: "/api/booking/BookingHistory/GetBookingListingAsync",
      summary: "The member's orders of every product, newest first",
      auth: "member",
      answer: Answers.BookingListAnswer,
      responses: { "200": "the orders", ...member },
    },
    {
      method: "get",
      path: "/api/booking/BookingHistory/GetBookingByIdAsync",
      summary: "One of the member's flight bookings",
      auth: "member",
      query: BookingIdQuery,
      answer: Answers.ConfirmationAnswer,
      responses: { "200": "the confirmation", ...problems, ...member, "404": "not theirs, or no such booking" },
    },
    manage("Retrieve", "post", "Find a booking by reference and e-mail: an access token", {
      auth: "none",
      body: ManageBookingApi.retrieve,
      answer: Answers.RetrieveAnswer,
      responses: { "200": "the order and its access token", "429": "throttled" },
    }),
    manage("Actions", "get", "What an order of any product may do now, each with why not", {
      answer: Answers.OrderAnswer,
    }),
    manage("ResendTicket", "post", "E-mail the e-tickets again", {
      answer: Answers.SentAnswer,
      responses: { "202": "sent", "429": "resend_limit" },
    }),
    manage("RefundQuote", "get", "Each passenger's refund by the fare's rules", { answer: Answers.RefundQuoteAnswer }),
    manage("RefundRequest", "post", "Request a refund", {
      body: ManageBookingApi.refundRequest,
      answer: Answers.RefundCaseAnswer,
      responses: { "201": "the refund case opened", "409": "already_submitted, not_eligible or pay_small_small" },
    }),
    manage("ConfirmPayment", "post", "Say a bank transfer was made", {
      body: ManageBookingApi.confirmPayment,
      answer: Answers.PaymentConfirmationAnswer,
      responses: { "201": "the payment's new status", "409": "already_submitted or not_awaiting_payment" },
    }),
    manage("Eligibility", "get", "Whether dates or cabin may change", { answer: Answers.EligibilityAnswer }),
    manage("ChangeQuote", "get", "The ways to change dates or cabin, priced", {
      query: BookingIdQuery.extend(ChangeQuoteQuery.shape),
      answer: Answers.ChangeQuoteAnswer,
    }),
    {
      method: "get",
      path: "/api/crm-agent/bookings",
      summary: "A CRM agent's tagged orders and audit rows",
      auth: "agent",
      query: AgentBookingsQuery,
      answer: Answers.AgentBookingsAnswer,
      responses: { "200": "the orders and audit rows", ...problems, "401": "unauthorized" },
    },
  ];
}

const SECURITY: Record<Auth, Array<Record<string, string[]>>> = {
  none: [],
  member: [{ memberToken: [] }],
  agent: [{ agentToken: [] }],
  partner: [{ authHash: [], timeStamp: [] }],
  booking_access: [{ bookingAccess: [] }],
  gateway: [{ gatewaySignature: [] }],
  email_provider: [{ svixSignature: [] }],
};

function queryParameters(query: z.ZodObject) {
  return Object.entries(query.shape).map(([name, schema]) => {
    const described = json(schema as z.ZodType);
    const optional = (schema as z.ZodType).safeParse(undefined).success;
    return {
      name,
      in: "query",
      required: !optional,
      ...(typeof described.description === "string" ? { description: described.description } : {}),
      schema: described,
      ...(JSON.stringify(described).includes('"array"') ? { style: "form", explode: true } : {}),
    };
  });
}

/** The OpenAPI 3.1 document. */
export function openApiDocument(siteUrl: string, today: string) {
  const paths: Record<string, Record<string, object>> = {};
  for (const op of apiOperations(today)) {
    const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
      security: SECURITY[op.auth],
      parameters: [
        { $ref: "#/components/parameters/AcceptLanguage" },
        { $ref: "#/components/parameters/Currency" },
        ...(op.idempotencyKey ? [{ $ref: "#/components/parameters/IdempotencyKey" }] : []),
        ...(op.auth === "partner" ? [{ $ref: "#/components/parameters/PartnerId" }] : []),
        ...pathParams,
        ...(op.query ? queryParameters(op.query) : []),
      ],
      ...(op.body
        ? { requestBody: { required: true, content: { "application/json": { schema: json(op.body) } } } }
        : {}),
      responses: Object.fromEntries(
        // Every operation may refuse an x-currency the API does not price in (400, as its parameter's enum says).
        Object.entries({ "400": "an x-currency the API does not price in", ...op.responses }).map(
          ([status, description]) => [
            status,
            Number(status) >= 400
              ? { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } }
              : op.answer && status !== "204"
                ? { description, content: { "application/json": { schema: json(op.answer, "output") } } }
                : { description },
          ],
        ),
      ),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Tern API",
      version: "1.0.0",
      description:
        "Flights, stays and manage booking for apps and partners. Messages follow Accept-Language; prices are in the x-currency currency.",
    },
    servers: [{ url: siteUrl }],
    paths,
    components: {
      schemas: {
        Error: {
          type: "object",
          required: ["code", "message"],
          properties: { code: { type: "string" }, message: { type: "string" } },
        },
      },
      parameters: {
        AcceptLanguage: { name: "Accept-Language", in: "header", schema: { type: "string", enum: [...LOCALES] } },
        Currency: { name: "x-currency", in: "header", schema: { type: "string", enum: [...CURRENCIES] } },
        IdempotencyKey: { name: "Idempotency-Key", in: "header", schema: json(IdempotencyKeySchema) },
        PartnerId: { name: "X-Partner-Id", in: "header", schema: { type: "string" } },
      },
      securitySchemes: {
        memberToken: { type: "http", scheme: "bearer", description: "A member's token from /api/customers/SignIn." },
        agentToken: { type: "http", scheme: "bearer", description: "A CRM agent's token (docs/agent-tokens.md)." },
        authHash: {
          type: "apiKey",
          in: "header",
          name: "X-Auth-Hash",
          description: "Hex SHA-512 of the last path segment, TimeStamp and the partner's key, then the request.",
        },
        timeStamp: { type: "apiKey", in: "header", name: "TimeStamp", description: "ISO time, within 5 minutes." },
        bookingAccess: {
          type: "apiKey",
          in: "header",
          name: "X-Booking-Access",
          description: "The token /api/manage-booking/Retrieve answers.",
        },
        svixSignature: {
          type: "apiKey",
          in: "header",
          name: "svix-signature",
          description: "Resend's events, signed by Svix with svix-id and svix-timestamp.",
        },
        gatewaySignature: {
          type: "apiKey",
          in: "header",
          name: "x-paystack-signature",
          description: "The gateway's signature: Paystack's HMAC SHA-512, or the sandbox's Tern-Gateway-Signature.",
        },
      },
    },
  };
}
