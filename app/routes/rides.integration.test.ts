import { describe, expect, test } from "vitest";
import { i18nextMiddleware } from "~/i18n/i18next.server";
import { testClock, testDay } from "../../tests/support/clock";
import { workerContext } from "../../tests/support/requests";
import { loader } from "./rides";

// The rides page's search, as the Worker runs it: each error sits on the field that caused it.

async function search(date: string, time: string) {
  const query = new URLSearchParams({
    direction: "from_airport",
    airport: "LOS",
    address: "12 Marina Road, Lagos",
    date,
    time,
    passengers: "2",
    bags: "2",
  });
  const request = new Request(`https://tern.example/rides?${query}`);
  const context = await workerContext(request);
  let page: Awaited<ReturnType<typeof loader>> | null = null;
  await i18nextMiddleware({ request, context, params: {} } as never, async () => {
    page = await loader({ request, context, params: {} } as never);
    return new Response();
  });
  if (!page) throw new Error("no page");
  return page as Awaited<ReturnType<typeof loader>>;
}

describe("the rides search's errors", () => {
  test("a day already over is the date's error; today at an hour gone is the time's; a later day has none", async () => {
    expect((await search(testDay(-1), "15:00")).errors).toEqual({ date: "rides.errors.pastDate" });
    // The tests' clock is 09:00 UTC, 10:00 in Lagos.
    expect(testClock().toISOString().slice(11, 16)).toBe("09:00");
    expect((await search(testDay(0), "08:00")).errors).toEqual({ time: "rides.errors.past" });
    const later = await search(testDay(3), "08:00");
    expect(later.errors).toEqual({});
    expect(later.cars.length).toBeGreaterThan(0);
  });
});
