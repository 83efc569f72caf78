import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { propertiesIn } from "~/domains/hotels/sandbox/properties";
import { addDays } from "~/lib/time";
import { statusOf, stepContext } from "../../../tests/support/requests";
import { testClock } from "../../../tests/support/clock";
import { action } from "./property";

// Reserving from a property's page: the party is the stay's rules' to decide, never a default (docs/product-rules.md,
// stays: every child's age is asked).

describe("reserving a room", () => {
  test("a child counted without an age is refused, and no stay is made; with the age, the room is reserved", async () => {
    const property = propertiesIn("LOS")[0]!;
    const room = property.rooms[0]!;
    const checkIn = addDays(testClock().toISOString().slice(0, 10), 75);
    const reserve = async (rooms: string, visitor: string) => {
      const url = `https://tern.test/hotel/${property.id}?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&room=${rooms}`;
      const request = new Request(url, {
        method: "POST",
        body: new URLSearchParams({ intent: "reserve", room: room.code, plan: "ROOM_ONLY_FLEX" }),
      });
      const context = await stepContext(visitor);
      return statusOf(() => action({ request, context, params: { propertyId: property.id } } as never));
    };
    const count = async (visitor: string) =>
      (
        await env.DB.prepare("SELECT COUNT(*) AS n FROM supplier_orders WHERE kind = 'stay' AND visitor_id = ?")
          .bind(visitor)
          .first<{ n: number }>()
      )?.n;
    // "1-" is one adult and a child whose age was left out.
    expect(await reserve("1-", "no-age")).toBe(400);
    expect(await count("no-age")).toBe(0);
    expect(await reserve("1-7", "with-age")).toBe(302);
    expect(await count("with-age")).toBe(1);
  });
});
