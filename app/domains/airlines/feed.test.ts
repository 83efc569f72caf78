import { describe, expect, it } from "vitest";
import { feedCsv, feedRows } from "./feed";
import type { SectorPrice } from "./grid";

const fare = (over: Partial<SectorPrice> = {}): SectorPrice & { foundAt: string } => ({
  carrier: "P4",
  departureAirport: "LOS",
  destinationAirport: "ACC",
  amount: { amount: 150_00, currency: "USD" },
  isReturn: true,
  departureDate: "2027-02-10",
  returnDate: "2027-02-17",
  cabin: "economy",
  foundAt: "2027-02-01T09:00:00.000Z",
  ...over,
});
const options = { currency: "USD" as const, checkoutUrl: "https://tern.example/flight/external-checkout" };

describe("the product feed", () => {
  it("gives each priced route with its dates and a deep link carrying route, dates, adult, cabin, airline and price", () => {
    const [row] = feedRows([fare()], options);
    expect(row).toMatchObject({
      origin: "LOS",
      destination: "ACC",
      destination_city: "Accra",
      trip: "return",
      depart_date: "2027-02-10",
      return_date: "2027-02-17",
      price: "150.00",
      currency: "USD",
    });
    const link = new URL(row!.deep_link);
    expect(link.pathname).toBe("/flight/external-checkout");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      from: "LOS",
      to: "ACC",
      depart: "2027-02-10",
      return: "2027-02-17",
      adults: "1",
      cabin: "economy",
      carrier: "P4",
      price: "15000",
      currency: "USD",
    });
  });

  it("never converts: a fare in another currency, or without a price, is left out", () => {
    const rows = feedRows(
      [
        fare({ isReturn: false, returnDate: null, amount: { amount: 232_500_00, currency: "NGN" } }),
        fare({ amount: null }),
        fare({ amount: { amount: 92_00, currency: "EUR" } }),
      ],
      { ...options, currency: "NGN" },
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.currency).toBe("NGN");
    // To the kobo, as priced: no rounding to whole units.
    expect(rows[0]?.price).toBe("232500.00");
    expect(new URL(rows[0]!.deep_link).searchParams.get("price")).toBe("23250000");
    expect(new URL(rows[0]!.deep_link).searchParams.has("return")).toBe(false);
  });

  it("writes CSV with a header and quotes what needs quoting", () => {
    const csv = feedCsv(feedRows([fare()], options).map((row) => ({ ...row, origin_city: 'Lagos, "Eko"' })));
    const [header, line] = csv.split("\r\n");
    expect(header).toBe(
      "origin,origin_city,destination,destination_city,carrier,trip,depart_date,return_date,cabin,adults,price,currency,deep_link,found_at",
    );
    expect(line).toContain('LOS,"Lagos, ""Eko""",ACC,Accra,P4,return');
  });
});
