import { describe, expect, test } from "vitest";
import { memberContext } from "~/context";
import { i18nextMiddleware } from "~/i18n/i18next.server";
import { ownerAudit } from "~/domains/owners/tables";
import { listReservations } from "~/domains/owners/reservations.server";
import { managedProperty } from "~/domains/owners/properties.server";
import { stepContext } from "../../../tests/support/requests";
import { db } from "../../../tests/support/checkout";
import { testClock } from "../../../tests/support/clock";
import { ownerMember, ownerProperty } from "../../../tests/support/owners";
import { addDays } from "~/lib/time";
import { eq } from "drizzle-orm";
import * as calendar from "./calendar";
import * as index from "./index";
import * as property from "./property";
import * as reservations from "./reservations";
import * as rooms from "./rooms";

// Every extranet route for a property, read and written by someone who does not manage it: the 404 of a property that
// does not exist, and nothing changed (decision 029). Its own manager gets the page.

const suffix = () => crypto.randomUUID().slice(0, 6);

async function call(
  handler: (args: never) => unknown,
  email: string,
  path: string,
  propertyId: string,
  form?: Record<string, string>,
) {
  const context = await stepContext(`v-${email}`);
  context.set(memberContext, ownerMember(email));
  const request = new Request(`https://tern.test${path}`, {
    method: form ? "POST" : "GET",
    ...(form
      ? { body: new URLSearchParams(form), headers: { "Content-Type": "application/x-www-form-urlencoded" } }
      : {}),
  });
  // The page's words: the i18next middleware of the root route, then the handler inside it.
  let result: unknown;
  await i18nextMiddleware({ request, context, params: {} } as never, async () => {
    try {
      result = await handler({ request, context, params: { propertyId } } as never);
    } catch (thrown) {
      if (thrown instanceof Error) throw thrown;
      result = thrown;
    }
    return new Response(null);
  });
  return result;
}

const statusOf = (result: unknown) =>
  result instanceof Response ? result.status : ((result as { init?: { status?: number } | null }).init?.status ?? 200);

const ROUTES = [
  { name: "details", module: property, path: "", form: { name: "Taken over", type: "hotel", stars: "5" } },
  { name: "rooms", module: rooms, path: "/rooms", form: { name: "Stolen room", bedType: "double", beds: "1" } },
  { name: "calendar", module: calendar, path: "/calendar", form: { room: "R1", state: "close" } },
  { name: "reservations", module: reservations, path: "/reservations", form: { intent: "no_show" } },
] as const;

describe("the extranet's routes", () => {
  for (const route of ROUTES) {
    test(`${route.name}: another owner reads and writes nothing of a property they do not manage`, async () => {
      const owner = `owner-${suffix()}@example.com`;
      const other = `other-${suffix()}@example.com`;
      const mine = await ownerProperty(owner);
      await ownerProperty(other);
      const path = `/extranet/${mine.id}${route.path}`;
      expect(statusOf(await call(route.module.loader, other, path, mine.id))).toBe(404);
      expect(statusOf(await call(route.module.action, other, path, mine.id, route.form))).toBe(404);
      // Nothing was written under the other owner's name.
      const trail = await db.select().from(ownerAudit).where(eq(ownerAudit.propertyId, mine.id));
      expect(trail.map((row) => row.memberId)).toEqual([`m-${owner}`]);
      // Its manager gets the page, whatever the case of the address they signed in with.
      expect(statusOf(await call(route.module.loader, owner.toUpperCase(), path, mine.id))).toBe(200);
    });
  }

  test("the list of properties shows only the member's own", async () => {
    const owner = `owner-${suffix()}@example.com`;
    const other = `other-${suffix()}@example.com`;
    const mine = await ownerProperty(owner);
    const theirs = await ownerProperty(other);
    const page = (await call(index.loader, owner, "/extranet", "")) as Awaited<ReturnType<typeof index.loader>>;
    expect(page.properties.map((p) => p.id)).toEqual([mine.id]);
    expect(page.properties.map((p) => p.id)).not.toContain(theirs.id);
  });

  test("a calendar edit from the page is saved, audited and shown; bad input changes nothing", async () => {
    const owner = `owner-${suffix()}@example.com`;
    const mine = await ownerProperty(owner);
    const from = addDays(testClock().toISOString().slice(0, 10), 10);
    const path = `/extranet/${mine.id}/calendar`;
    const bad = await call(calendar.action, owner, path, mine.id, { room: "R1", from, to: from, rate: "cheap" });
    expect(statusOf(bad)).toBe(400);
    const saved = await call(calendar.action, owner, path, mine.id, { room: "R1", from, to: from, rate: "52,000" });
    expect(statusOf(saved)).toBe(302);
    const page = (await call(calendar.loader, owner, `${path}?room=R1&from=${from}`, mine.id)) as Awaited<
      ReturnType<typeof calendar.loader>
    >;
    expect(page.nights[0]).toMatchObject({ night: from, rooms: 3, closed: false });
    expect(page.nights[0]?.rate).toContain("52,000");
    const trail = await db.select().from(ownerAudit).where(eq(ownerAudit.propertyId, mine.id));
    expect(trail.map((row) => row.action)).toEqual(["room.add", "calendar.set"]);
    expect(await listReservations(db, mine.id)).toEqual([]);
  });

  test("the property's details: a map point in another city is refused and changes nothing; one in its city moves the pin", async () => {
    const owner = `owner-${suffix()}@example.com`;
    const mine = await ownerProperty(owner);
    const path = `/extranet/${mine.id}`;
    const form = {
      name: "Lekki Palms",
      type: "guest_house",
      stars: "3",
      address: "14 Admiralty Way",
      checkInFrom: "14:00",
      checkOutUntil: "11:00",
      policy: "flexible",
    };
    // Abuja's coordinates for a property in Lagos.
    expect(statusOf(await call(property.action, owner, path, mine.id, { ...form, pin: "9.0765, 7.3986" }))).toBe(400);
    expect(await managedProperty(db, owner, mine.id)).toMatchObject({ name: mine.name, lat: mine.lat, lon: mine.lon });
    expect(statusOf(await call(property.action, owner, path, mine.id, { ...form, pin: "6.4300, 3.4200" }))).toBe(302);
    expect(await managedProperty(db, owner, mine.id)).toMatchObject({
      name: "Lekki Palms",
      lat: 6.43,
      lon: 3.42,
      policy: "flexible",
    });
  });
});
