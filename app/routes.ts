import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // Settings forms post here from any page and redirect back (post/redirect/get).
  route("settings/language", "routes/settings/language.ts"),
  route("settings/market", "routes/settings/market.ts"),
  route("settings/consent", "routes/settings/consent.ts"),
  route("settings/data", "routes/settings/data.ts"),
  route("api/airports", "routes/api/airports.ts"),
  route("api/flights/search", "routes/api/flights-search.ts"),
  route("api/hotels/:target", "routes/api/hotels.ts"),
  route("api/payments/webhook", "routes/api/payments-webhook.ts"),
  // Resend's events on the e-mails it sent: bounces and complaints (decision 017).
  route("api/email/webhook", "routes/api/email-webhook.ts"),
  // A real gateway's page sends the traveller back here (decision 019); the sandbox's goes straight to the summary.
  route("payments/return", "routes/payments-return.ts"),
  route("api/booking/Booking/Booking", "routes/api/booking-submit.ts"),
  route("api/booking/BookingConfirmation/Get", "routes/api/booking-confirmation.ts"),
  // The member API (product rules §7): Bearer tokens from api/customers/SignIn.
  route("api/customers/:operation", "routes/api/customers.ts"),
  route("api/Traverllers/:operation", "routes/api/travellers.ts"),
  route("api/booking/BookingHistory/:operation", "routes/api/booking-history.ts"),
  route("api/manage-booking/:operation", "routes/api/manage-booking.ts"),
  // The CRM's API (decision 016): an agent's tagged bookings and audit rows, with the agent's token as a Bearer token.
  route("api/crm-agent/bookings", "routes/api/crm-agent-bookings.ts"),
  // The public API as OpenAPI 3.1, generated from the routes' own schemas.
  route("api/openapi.json", "routes/api/openapi.ts"),
  route("api/*", "routes/api/not-found.ts"),
  route("favicon.ico", "routes/favicon.ts"),
  // Tickets offline at the airport (decision 021): the service worker, at the root so it covers every page.
  route("sw.js", "routes/service-worker.ts"),
  // For search engines: what not to crawl, and every public page once per language.
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts", { id: "sitemap-index" }),
  route("sitemaps/:file", "routes/seo/sitemap.ts", { id: "sitemap-locale" }),
  // "Add to Home screen" (an installable site): the web app manifest per language.
  route("manifests/:file", "routes/seo/manifest.ts"),
  route("hotel/photos/:image", "routes/hotel/photo.ts"),
  route("hotel/tiles/:z/:x/:tile", "routes/hotel/tile.ts"),
  route("airline/:airline/header.svg", "routes/airline/header-image.ts"),
  // Every page sits under one optional, validated locale segment (docs/architecture.md, convention 1).
  route(":lang?", "routes/locale-layout.tsx", [
    index("routes/home.tsx"),
    ...["about-us", "terms-condition", "privacy-policy", "cookie-policy", "affiliates", "careers"].map((slug) =>
      route(slug, "routes/static-page.tsx", { id: `static-page-${slug}` }),
    ),
    route("contact-us", "routes/contact-us.tsx"),
    // What the service worker shows for a page it cannot reach offline (decision 021).
    route("offline", "routes/offline.tsx"),
    route("feedback", "routes/feedback.tsx"),
    route("support", "routes/support.tsx"),
    route("blog", "routes/blog.tsx"),
    route("deals", "routes/deals.tsx"),
    route("pay-small-small", "routes/pay-small-small.tsx"),
    ...["deals", "services", "products", "pages"].map((section) =>
      route(`${section}/:slug`, "routes/landing-page.tsx", { id: `landing-${section}` }),
    ),
    route("blog/:slug", "routes/blog-post.tsx"),
    // Airline pages (product rules §2): the index, and each airline's page with its route price grid.
    route("airline", "routes/airline/index.tsx"),
    route("airline/:airline", "routes/airline/page.tsx"),
    // Destinations: the countries the network flies to, and each country (the {country} redirect's target).
    route("destinations", "routes/destinations/index.tsx"),
    route("destinations/:country", "routes/destinations/country.tsx"),
    route("flight", "routes/flight/index.tsx"),
    route("flight/search", "routes/flight/search.tsx"),
    // Metasearch (the spec's ProductFeed and googleflight targets): the fares feed and its deep links.
    route("flight/product-feed", "routes/flight/product-feed.ts"),
    route("flight/external-checkout", "routes/flight/external-checkout.tsx"),
    // Stays: the search form and the listing.
    route("hotel", "routes/hotel/index.tsx"),
    route("hotel/search", "routes/hotel/search.tsx"),
    route("hotel/:propertyId", "routes/hotel/property.tsx"),
    // A stay's old booking steps (before stays were a supplier order): a permanent redirect to the order's.
    route("stay/:stayId/:step", "routes/stay/moved.ts"),
    // Things to do: the search and listing, and an activity with its tickets.
    route("things-to-do", "routes/things-to-do/index.tsx"),
    route("things-to-do/:activityId", "routes/things-to-do/activity.tsx"),
    // Holidays: packages by destination and month, and a package with its departures.
    route("holidays", "routes/holidays/index.tsx"),
    route("holidays/:packageId", "routes/holidays/package.tsx"),
    // Airport rides: the cars for a transfer, and booking one.
    route("rides", "routes/rides.tsx"),
    // Travel extras on their own (the spec's route).
    route("travel-addons", "routes/travel-addons.tsx"),
    // Every product of the supplier order (decision 012), stays among them: details, payment, summary, cancel, documents.
    route("order/:orderId/details", "routes/order/details.tsx"),
    route("order/:orderId/payment", "routes/order/payment.tsx"),
    route("order/:orderId/summary", "routes/order/summary.tsx"),
    route("order/:orderId/cancel", "routes/order/cancel.tsx"),
    route("order/:orderId/document.pdf", "routes/order/documents.ts", { id: "order-document" }),
    route("order/:orderId/event.ics", "routes/order/documents.ts", { id: "order-ics" }),
    // Applications (decision 013): visas, the travel card, business travel and property listings, each followed on its page.
    route("visa", "routes/visa/index.tsx"),
    route("visa/apply", "routes/visa/apply.tsx"),
    route("travel-card", "routes/travel-card.tsx"),
    route("business-travel", "routes/business-travel.tsx"),
    route("list-your-property", "routes/list-your-property.tsx"),
    route("applications/:applicationId", "routes/applications/application.tsx"),
    route("applications/:applicationId/files/:fileId", "routes/applications/file.ts"),
    // Subscriptions (decision 014): the newsletter, black-friday deals and price watches; double opt-in, one-click unsubscribe.
    route("subscribe", "routes/subscribe/index.tsx"),
    route("subscribe/:subscriptionId/confirm", "routes/subscribe/link.tsx", { id: "subscribe-confirm" }),
    route("subscribe/:subscriptionId/unsubscribe", "routes/subscribe/link.tsx", { id: "subscribe-unsubscribe" }),
    route("cart", "routes/cart.tsx"),
    route("cart/market", "routes/cart-market.tsx"),
    // Accounts (product rules §2 and §4): e-mail first, then a password or a code; registration by code.
    route("account/sign-in", "routes/account/sign-in.tsx"),
    route("account/sign-in/password", "routes/account/sign-in-password.tsx"),
    route("account/sign-in/code", "routes/account/code.tsx", { id: "account-sign-in-code" }),
    route("account/register", "routes/account/register.tsx"),
    route("account/register/verify", "routes/account/code.tsx", { id: "account-register-verify" }),
    route("account/password/forgot", "routes/account/forgot-password.tsx"),
    route("account/password/reset", "routes/account/reset-password.tsx"),
    route("account/sign-out", "routes/account/sign-out.tsx"),
    // CRM agent mode (decision 016): the CRM's validation URL, leaving agent mode, the agent's bookings.
    route("account/crm-agent/login", "routes/account/crm-agent-login.tsx"),
    route("account/crm-agent/leave", "routes/account/crm-agent-leave.tsx"),
    route("account/crm-agent/bookings", "routes/account/crm-agent-bookings.tsx"),
    // Referrals (decision 016): a followed referral link, or a username typed.
    route("account/referral/validate", "routes/account/referral-validate.tsx", { id: "referral-validate" }),
    route("account/referral/validate/:username", "routes/account/referral-validate.tsx", {
      id: "referral-validate-username",
    }),
    layout("routes/account/member-layout.tsx", [
      route("account", "routes/account/profile.tsx"),
      route("account/profile/edit", "routes/account/profile-edit.tsx"),
      route("account/password", "routes/account/password.tsx"),
      route("account/travellers/new", "routes/account/traveller.tsx", { id: "account-traveller-new" }),
      route("account/travellers/:travellerId/edit", "routes/account/traveller.tsx", { id: "account-traveller-edit" }),
      route("account/travellers/:travellerId/delete", "routes/account/traveller-delete.tsx"),
      route("account/delete", "routes/account/delete.tsx"),
      route("account/trips", "routes/account/trips.tsx"),
      route("account/points", "routes/account/points.tsx"),
      route("account/referral", "routes/account/referral.tsx"),
    ]),
    // Manage booking: find a booking by reference and e-mail, or from an e-mailed link.
    route("manage-booking", "routes/manage-booking/index.tsx"),
    route("manage-booking/:bookingId", "routes/manage-booking/booking.tsx"),
    route("manage-booking/:bookingId/refund", "routes/manage-booking/refund.tsx"),
    route("manage-booking/:bookingId/confirm-payment", "routes/manage-booking/confirm-payment.tsx"),
    route("manage-booking/:bookingId/change", "routes/manage-booking/change.tsx"),
    route("manage-booking/:bookingId/change/options", "routes/manage-booking/change-options.tsx"),
    route("manage-booking/:bookingId/changes/:changeId", "routes/manage-booking/change-status.tsx"),
    route("manage-booking/:bookingId/seats", "routes/manage-booking/seats.tsx"),
    route("manage-booking/:bookingId/seats/:flight/:traveller", "routes/manage-booking/seat.tsx"),
    route("manage-booking/:bookingId/itinerary-change", "routes/manage-booking/itinerary-change.tsx"),
    route("booking/:bookingId/travellers", "routes/booking/travellers.tsx"),
    route("booking/:bookingId/extras", "routes/booking/extras.tsx"),
    route("booking/:bookingId/seats/:flight/:traveller", "routes/booking/seats.tsx"),
    route("booking/:bookingId/payment", "routes/booking/payment.tsx"),
    route("booking/:bookingId/restart", "routes/booking/restart.ts"),
    route("booking/:bookingId/summary", "routes/booking/summary.tsx"),
    route("booking/:bookingId/e-ticket.pdf", "routes/booking/documents.ts", { id: "booking-e-ticket" }),
    route("booking/:bookingId/trip.ics", "routes/booking/documents.ts", { id: "booking-trip-ics" }),
    // The sandbox payment gateway's hosted page (app/domains/checkout/sandbox).
    route("pay/:sessionId", "routes/pay.tsx"),
    // The desk (DESIGN.md: the people who run Tern): its own sign-in, then pages by role.
    route("desk/sign-in", "routes/desk/sign-in.tsx"),
    route("desk/sign-in/code", "routes/desk/code.tsx"),
    route("desk/enrol", "routes/desk/enrol.tsx"),
    layout("routes/desk/layout.tsx", [
      route("desk", "routes/desk/index.tsx"),
      route("desk/sign-out", "routes/desk/sign-out.tsx"),
      route("desk/refunds", "routes/desk/refunds.tsx"),
      route("desk/refunds/:caseId", "routes/desk/refund.tsx"),
      route("desk/payments", "routes/desk/payments.tsx"),
      route("desk/payments/:confirmationId", "routes/desk/payment.tsx"),
      route("desk/applications", "routes/desk/applications.tsx"),
      route("desk/applications/:applicationId", "routes/desk/application.tsx"),
      route("desk/applications/:applicationId/files/:fileId", "routes/desk/application-file.ts"),
      route("desk/content", "routes/desk/content.tsx"),
      route("desk/content/:entity/:key/:locale", "routes/desk/content-page.tsx"),
      route("desk/orders", "routes/desk/orders.tsx"),
      route("desk/orders/:orderId", "routes/desk/order.tsx"),
      route("desk/agents", "routes/desk/agents.tsx"),
      route("desk/agents/:agentId", "routes/desk/agent.tsx"),
      route("desk/referrals", "routes/desk/referrals.tsx"),
      route("desk/audit", "routes/desk/audit.tsx"),
      route("desk/staff", "routes/desk/staff.tsx"),
    ]),
    // The owners' extranet (DESIGN.md: property owners; decision 029): members who manage a property, its pages.
    layout("routes/extranet/layout.tsx", [
      route("extranet", "routes/extranet/index.tsx"),
      route("extranet/:propertyId", "routes/extranet/property.tsx"),
      route("extranet/:propertyId/rooms", "routes/extranet/rooms.tsx"),
      route("extranet/:propertyId/calendar", "routes/extranet/calendar.tsx"),
      route("extranet/:propertyId/reservations", "routes/extranet/reservations.tsx"),
    ]),
    route("dev/mailbox", "routes/dev/mailbox.tsx"),
    route("dev/design", "routes/dev/design.tsx"),
    route("dev/seed", "routes/dev/seed.ts"),
    route("dev/mailbox/:messageId/:file", "routes/dev/mailbox-attachment.ts"),
    // Product rules §2 redirects, {country}, and unknown paths home.
    route("*", "routes/unmatched.tsx"),
  ]),
] satisfies RouteConfig;
