// The pages `npm run perf` measures, with the budget each must meet (docs/architecture.md, Budgets).
// `island: true` pages may load a script island or React; every other page loads only the enhancement script
// (decision 025), within the budget of a page without an island.
// Days after the server's today: TEST_TODAY when the tests set it (the end-to-end server runs as of it).
const today = process.env.TEST_TODAY || new Date().toISOString().slice(0, 10);
const inDays = (days) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const PERF_PAGES = [
  { path: "/flight", island: false },
  { path: `/flight/search?trip=oneway&from=LOS&to=LHR&depart=${inDays(30)}&adults=1&cabin=economy`, island: false },
  {
    path: `/fr-FR/flight/search?trip=return&from=ABV&to=CDG&depart=${inDays(30)}&return=${inDays(40)}&adults=2&cabin=economy`,
    island: false,
  },
  { path: "/", island: false },
  { path: "/fr-FR/", island: false },
  { path: "/about-us", island: false },
  { path: "/fr-FR/terms-condition", island: false },
  { path: "/contact-us", island: false },
  { path: "/cookie-policy", island: false },
  { path: "/manage-booking", island: false },
  { path: "/hotel", island: false },
  { path: `/hotel/search?where=Lagos&checkIn=${inDays(30)}&checkOut=${inDays(32)}&room=2&room=1-6`, island: false },
  // The open map: the server's tiles and pins, then the map island (Leaflet) after the page, within the island budget.
  // Measured five times in each of three cities, the worst run reported (one good run hid bad ones).
  ...["Lagos", "Abuja", "Accra"].map((city) => ({
    path: `/hotel/search?where=${city}&checkIn=${inDays(30)}&checkOut=${inDays(32)}&room=2&room=1-6&view=map`,
    island: true,
    runs: 5,
  })),
  { path: `/fr-FR/hotel/search?where=Lagos&checkIn=${inDays(30)}&checkOut=${inDays(32)}&room=2`, island: false },
  { path: `/hotel/LOS-001?where=Lagos&checkIn=${inDays(30)}&checkOut=${inDays(32)}&room=2&room=1-6`, island: false },
  // An owner's property (decision 029), and the owner's extranet pages with the sandbox owner's session.
  { path: `/hotel/own-lekkigarde?checkIn=${inDays(30)}&checkOut=${inDays(32)}&room=2`, island: false },
  { path: "/extranet", island: false, owner: true },
  { path: "/extranet/own-lekkigarde", island: false, owner: true },
  { path: "/extranet/own-lekkigarde/rooms", island: false, owner: true },
  { path: "/fr-FR/extranet/own-lekkigarde/calendar", island: false, owner: true },
  { path: "/extranet/own-lekkigarde/reservations", island: false, owner: true },
  // The products after stays: their search, listing and product pages.
  { path: "/things-to-do", island: false },
  { path: `/things-to-do?city=Lagos&kind=&date=${inDays(30)}`, island: false },
  { path: `/things-to-do/ACT-LOS-01?date=${inDays(30)}&adults=2&children=1&age=7`, island: false },
  { path: `/fr-FR/things-to-do/ACT-LOS-03?date=${inDays(30)}`, island: false },
  { path: "/rides", island: false },
  {
    path: `/rides?direction=from_airport&airport=LOS&address=Eko+Hotel%2C+Victoria+Island&date=${inDays(30)}&time=14%3A30&passengers=3&bags=4`,
    island: false,
  },
  { path: "/holidays", island: false },
  { path: "/fr-FR/holidays?destination=ZNZ", island: false },
  { path: `/holidays/HOL-ZNZ-5N?month=${inDays(60).slice(0, 7)}&adults=2&rooms=1`, island: false },
  // Airline pages: the index and a page with its route price grid, in each language.
  { path: "/airline", island: false },
  { path: "/airline/air-peace", island: false },
  { path: "/fr-FR/airline/british-airways", island: false },
  // Subscriptions and feedback.
  { path: "/subscribe", island: false },
  { path: "/fr-FR/feedback", island: false },
  { path: "/support", island: false },
  { path: "/fr-FR/affiliates", island: false },
  { path: "/blog", island: false },
  { path: "/fr-FR/blog/pages-that-load-on-a-slow-network", island: false },
  { path: "/careers", island: false },
  // Agent mode's validation page (without a token: what it asks) and a referral link's pages (decision 016).
  { path: "/account/crm-agent/login", island: false },
  { path: "/fr-FR/account/referral/validate", island: false },
  { path: "/account/referral/validate/no.such.friend", island: false },
  // Pay Small Small: the rules and the calculator, with a plan.
  { path: "/pay-small-small", island: false },
  {
    path: `/fr-FR/pay-small-small?amount=12000&bookedOn=${inDays(0)}&product=flight&travelOn=${inDays(90)}`,
    island: false,
  },
  // The editors' landing paths: the deals, a deal with its fare, a service and a product's page.
  { path: "/deals", island: false },
  { path: "/deals/lagos-accra", island: false },
  { path: "/fr-FR/services/group-travel", island: false },
  { path: "/products/hotels-in-lagos", island: false },
  // Destinations: the index and a country's page in each language.
  { path: "/destinations", island: false },
  { path: "/destinations/nigeria", island: false },
  { path: "/fr-FR/destinations/royaume-uni", island: false },
  { path: "/travel-addons", island: false },
  { path: `/travel-addons?kind=esim&date=${inDays(30)}&travellers=2&country=GH&airport=&pnr=`, island: false },
  // A ticketed booking's manage pages, opened with the session that made it (scripts/perf-booking.mjs).
  { path: "/manage-booking/{booking}", island: false, booking: true },
  { path: "/manage-booking/{booking}/change", island: false, booking: true },
  { path: "/manage-booking/{booking}/change/options?dates={next}&cabin=economy", island: false, booking: true },
  { path: "/manage-booking/{booking}/changes/{change}", island: false, booking: true },
  { path: "/manage-booking/{booking}/seats", island: false, booking: true },
  { path: "/manage-booking/{booking}/seats/0-0/0", island: false, booking: true },
  { path: "/manage-booking/{booking}/itinerary-change", island: false, booking: true },
  { path: "/fr-FR/manage-booking/{booking}/refund", island: false, booking: true },
  // A stay's steps (an order of the supplier order): details (a lead guest per room) and payment of one waiting to be
  // paid, summary and cancellation of a booked one.
  { path: "/order/{draftStay}/details", island: false, booking: true, stay: true },
  { path: "/order/{draftStay}/payment", island: false, booking: true, stay: true },
  { path: "/order/{stay}/summary", island: false, booking: true, stay: true },
  { path: "/fr-FR/order/{stay}/cancel", island: false, booking: true, stay: true },
  // An order's steps (every other product): details and payment of a holiday, summary and cancellation of an activity.
  { path: "/order/{draftOrder}/details", island: false, booking: true, order: true },
  { path: "/order/{draftOrder}/payment", island: false, booking: true, order: true },
  { path: "/order/{order}/summary", island: false, booking: true, order: true },
  { path: "/fr-FR/order/{order}/cancel", island: false, booking: true, order: true },
  // Applications (decision 013): visas (the search, an answer with its types, the application form), the other
  // forms, and one application sent and one waiting for its photos.
  { path: "/visa", island: false },
  { path: `/visa?destination=GB&nationality=NG&date=${inDays(30)}&travellers=2`, island: false },
  {
    path: `/fr-FR/visa/apply?type=AE-TOURIST-30&destination=AE&nationality=NG&date=${inDays(30)}&travellers=2`,
    island: false,
  },
  { path: "/travel-card", island: false },
  { path: "/fr-FR/business-travel", island: false },
  { path: "/list-your-property", island: false },
  { path: "/applications/{application}", island: false, booking: true, application: true },
  { path: "/fr-FR/applications/{draftApplication}", island: false, booking: true, application: true },
];

export const BUDGETS = {
  // Pages with the enhancement script only: its one file, at most 15 KB gzip.
  static: { score: 0.98, lcpMs: 1000, cls: 0.02, jsGzipBytes: 15 * 1024 },
  island: { score: 0.95, lcpMs: 1800, cls: 0.02, jsGzipBytes: 150 * 1024 },
};
