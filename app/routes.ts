import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

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
  // The member API (product rules §7): Bearer tokens from api/customers/SignIn.
  route("api/customers/:operation", "routes/api/customers.ts"),
  route("api/Traverllers/:operation", "routes/api/travellers.ts"),
  route("api/booking/BookingHistory/:operation", "routes/api/booking-history.ts"),
  route("api/manage-booking/:operation", "routes/api/manage-booking.ts"),
  route("api/*", "routes/api/not-found.ts"),
  // Every page sits under one optional, validated locale segment (docs/architecture.md, convention 1).
  route(":lang?", "routes/locale-layout.tsx", [
    index("routes/home.tsx"),
    ...["about-us", "terms-condition", "privacy-policy", "cookie-policy"].map((slug) =>
      route(slug, "routes/static-page.tsx", { id: `static-page-${slug}` }),
    ),
    route("contact-us", "routes/contact-us.tsx"),
    route("flight", "routes/flight/index.tsx"),
    route("flight/search", "routes/flight/search.tsx"),
    route("cart", "routes/cart.tsx"),
    // Accounts (product rules §2 and §4): e-mail first, then a password or a code; registration by code.
    route("account/sign-in", "routes/account/sign-in.tsx"),
    route("account/sign-in/password", "routes/account/sign-in-password.tsx"),
    route("account/sign-in/code", "routes/account/code.tsx", { id: "account-sign-in-code" }),
    route("account/register", "routes/account/register.tsx"),
    route("account/register/verify", "routes/account/code.tsx", { id: "account-register-verify" }),
    route("account/password/forgot", "routes/account/forgot-password.tsx"),
    route("account/password/reset", "routes/account/reset-password.tsx"),
    route("account/sign-out", "routes/account/sign-out.tsx"),
    layout("routes/account/member-layout.tsx", [
      route("account", "routes/account/profile.tsx"),
      route("account/profile/edit", "routes/account/profile-edit.tsx"),
      route("account/password", "routes/account/password.tsx"),
      route("account/travellers/new", "routes/account/traveller.tsx", { id: "account-traveller-new" }),
      route("account/travellers/:travellerId/edit", "routes/account/traveller.tsx", { id: "account-traveller-edit" }),
      route("account/travellers/:travellerId/delete", "routes/account/traveller-delete.tsx"),
      route("account/delete", "routes/account/delete.tsx"),
      route("account/trips", "routes/account/trips.tsx"),
    ]),
    // Manage booking (#17): find a booking by reference and e-mail, or from an e-mailed link.
    route("manage-booking", "routes/manage-booking/index.tsx"),
    route("manage-booking/:bookingId", "routes/manage-booking/booking.tsx"),
    route("manage-booking/:bookingId/refund", "routes/manage-booking/refund.tsx"),
    route("manage-booking/:bookingId/confirm-payment", "routes/manage-booking/confirm-payment.tsx"),
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
    route("dev/design", "routes/dev/design.tsx"),
    route("dev/mailbox/:messageId/:file", "routes/dev/mailbox-attachment.ts"),
    // Product rules §2 redirects, {country}, and unknown paths home.
    route("*", "routes/unmatched.tsx"),
  ]),
] satisfies RouteConfig;
