import { LRUCache } from "lru-cache";
import type { Money } from "~/domains/markets/markets";
import type { FlightOffer, FlightSearch, FlightSupplier } from "./supplier";

// What the isolate keeps of a supplier's answers (decision 028): travellers repeat searches (paging, sorting,
// filtering, the calendar's neighbouring days), and every one of them sees the same offers for a while. Seats Tern
// has sold are never kept: `sellableOffers` reads them from the Inventory on every page.

/** How long a supplier answer is reused for the same search: well inside an offer's 20 minutes. */
const CACHE_TTL_MS = 2 * 60_000;

/** The isolate's supplier answers by query: the 500 most recently used, each for two minutes (lru-cache). */
const cache = new LRUCache<string, Promise<FlightOffer[]>>({ max: 500, ttl: CACHE_TTL_MS, ttlAutopurge: false });

/**
 * What an answer is kept by: the query, and the day it is asked on (seats left and fares follow the day: an answer
 * asked before midnight is not shown after it).
 */
const keyOf = (query: FlightSearch, now: Date) => `${now.toISOString().slice(0, 10)}|${JSON.stringify(query)}`;

/**
 * The supplier's offers for a query, reused for two minutes in this isolate: travellers repeat searches
 * (paging, sorting, filtering, the calendar's neighbouring days), and every one of them sees the same offers.
 */
export function cachedSearch(supplier: FlightSupplier, query: FlightSearch, now: Date): Promise<FlightOffer[]> {
  return kept(cache, keyOf(query, now), () => supplier.search(query, now));
}

/** A kept answer, or a new one kept from now on; a failure is not kept (the next page asks again). */
function kept<T>(answers: LRUCache<string, Promise<T>>, key: string, ask: () => Promise<T>): Promise<T> {
  const hit = answers.get(key);
  if (hit) return hit;
  const answer = ask();
  answer.catch(() => answers.delete(key));
  answers.set(key, answer);
  return answer;
}

/** Per traveller, like the offers: the cheapest adult fare among them. */
export function cheapestOf(offers: readonly FlightOffer[]): Money | null {
  let cheapest: Money | null = null;
  for (const o of offers) {
    const fare = o.families[0]?.perPassenger.adult.total;
    if (fare && (!cheapest || fare.amount < cheapest.amount)) cheapest = fare;
  }
  return cheapest;
}

/** A calendar day's cheapest adult fare, kept as the searches are: the supplier's own answer, or its search's. */
const cheapestCache = new LRUCache<string, Promise<Money | null>>({
  max: 2_000,
  ttl: CACHE_TTL_MS,
  ttlAutopurge: false,
});
export function cachedCheapest(supplier: FlightSupplier, query: FlightSearch, now: Date): Promise<Money | null> {
  const key = keyOf(query, now);
  const searched = cache.get(key);
  if (searched) return searched.then(cheapestOf);
  const { cheapestFare } = supplier;
  if (!cheapestFare) return cachedSearch(supplier, query, now).then(cheapestOf);
  return kept(cheapestCache, key, () => cheapestFare.call(supplier, query, now));
}
