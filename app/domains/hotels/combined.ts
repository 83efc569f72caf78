import { type HotelSupplier, isDirect } from "./supplier";

/**
 * The hotel supplier's properties and the owners' own (decision 029) as one supplier: a search asks both and lists the
 * owners' after the supplier's (whose popular order stays as it was); everything about one property goes to the one
 * that sells it, known by its id's prefix.
 */
export function withDirect(hotels: HotelSupplier, direct: HotelSupplier): HotelSupplier {
  const of = (propertyId: string) => (isDirect(propertyId) ? direct : hotels);
  return {
    async search(query, now) {
      const [supplied, owned] = await Promise.all([hotels.search(query, now), direct.search(query, now)]);
      return [...supplied, ...owned];
    },
    details: (id) => of(id).details(id),
    async properties(cityCode) {
      const [supplied, owned] = await Promise.all([hotels.properties(cityCode), direct.properties(cityCode)]);
      return [...supplied, ...owned];
    },
    rates: (id, query) => of(id).rates(id, query),
    reviews: (id) => of(id).reviews(id),
    cityCentre: (cityCode) => hotels.cityCentre(cityCode),
    photo: (imageId) => of(imageId).photo(imageId),
    async allotment(id, roomCode, nights) {
      const seller = of(id);
      if (seller.allotment) return seller.allotment(id, roomCode, nights);
      const room = (await seller.details(id))?.rooms.find((r) => r.code === roomCode);
      return nights.map(() => room?.count ?? 0);
    },
    book: (request) => of(request.propertyId).book(request),
    cancel: (confirmation) => of(confirmation).cancel(confirmation),
  };
}
