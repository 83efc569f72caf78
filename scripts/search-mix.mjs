// The searches travellers ask, for `npm run bench:search-http -- --varied` and `npm run profile:search`: a third of
// them return trips, one to three adults, a child in one search of four, economy most often, then premium economy and
// business, from twelve origins the sandbox network flies from (not only Lagos) to each other, on days 20 to 320 ahead.
// The n-th is always the same search, and no two of the first 43,200 are alike.

const AIRPORTS = ["LOS", "ABV", "ACC", "NBO", "JNB", "ADD", "CAI", "DXB", "LHR", "CDG", "JFK", "KAN"];

/** A day `n` days after `today` (YYYY-MM-DD). */
export const dayAfter = (today, n) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The n-th search of the mix, as a results page's path and query. */
export function travellerSearch(n, today = new Date().toISOString().slice(0, 10)) {
  const count = AIRPORTS.length;
  const from = AIRPORTS[n % count];
  // Every other airport in turn, never the origin itself.
  const to = AIRPORTS[((n % count) + 1 + (Math.floor(n / count) % (count - 1))) % count];
  const depart = 20 + (Math.floor(n / (count * (count - 1))) % 300);
  const params = new URLSearchParams({
    trip: n % 3 === 0 ? "return" : "oneway",
    from,
    to,
    depart: dayAfter(today, depart),
  });
  if (n % 3 === 0) params.set("return", dayAfter(today, depart + 7));
  params.set("adults", String(1 + (Math.floor(n / 5) % 3)));
  if (n % 4 === 1) {
    params.set("children", "1");
    params.set("childAges", "7");
  }
  params.set("cabin", n % 7 === 0 ? "business" : n % 5 === 0 ? "premium_economy" : "economy");
  return `/flight/search?${params}`;
}
