import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // Settings forms post here from any page and redirect back (post/redirect/get).
  route("settings/language", "routes/settings/language.ts"),
  route("settings/market", "routes/settings/market.ts"),
  route("settings/consent", "routes/settings/consent.ts"),
  route("api/airports", "routes/api/airports.ts"),
  route("api/flights/search", "routes/api/flights-search.ts"),
  route("api/payments/webhook", "routes/api/payments-webhook.ts"),
  route("api/booking/Booking/Booking", "routes/api/booking-submit.ts"),
  route("api/booking/BookingConfirmation/Get", "routes/api/booking-confirmation.ts"),
  route("api/*", "routes/api/not-found.ts"),
  // Every page sits under one optional, validated locale segment (STYLE.md convention 1).
  route(":lang?", "routes/locale-layout.tsx", [
    index("routes/home.tsx"),
    ...["about-us", "terms-condition", "privacy-policy", "cookie-policy"].map((slug) =>
      route(slug, "routes/static-page.tsx", { id: `static-page-${slug}` }),
    ),
    route("contact-us", "routes/contact-us.tsx"),
    route("flight", "routes/flight/index.tsx"),
    route("flight/search", "routes/flight/search.tsx"),
    route("cart", "routes/cart.tsx"),
    route("booking/:bookingId/travellers", "routes/booking/travellers.tsx"),
    route("booking/:bookingId/extras", "routes/booking/extras.tsx"),
    route("booking/:bookingId/seats/:flight/:traveller", "routes/booking/seats.tsx"),
    route("booking/:bookingId/payment", "routes/booking/payment.tsx"),
    route("booking/:bookingId/restart", "routes/booking/restart.ts"),
    route("booking/:bookingId/summary", "routes/booking/summary.tsx"),
    route("booking/:bookingId/e-ticket.pdf", "routes/booking/documents.ts", { id: "booking-e-ticket" }),
    route("booking/:bookingId/trip.ics", "routes/booking/documents.ts", { id: "booking-trip-ics" }),
    // The sandbox payment gateway's hosted page (app/domains/payments/sandbox).
    route("pay/:sessionId", "routes/pay.tsx"),
    route("dev/mailbox", "routes/dev/mailbox.tsx"),
    route("dev/mailbox/:messageId/:file", "routes/dev/mailbox-attachment.ts"),
    // Spec section 2 redirects, {country}, and unknown paths home.
    route("*", "routes/unmatched.tsx"),
  ]),
] satisfies RouteConfig;
