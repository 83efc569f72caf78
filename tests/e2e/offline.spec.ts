import { acceptCookies, day } from "./booking-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { memberWithTrips } from "./setup";

// Tickets offline (decision 021): a member opens a booking's summary, its e-ticket and My Trips with the network; the network
// goes; all three open again from the service worker, a search answers the offline page in the page's language, and
// after sign-out nothing of the member's is served. Without JavaScript there is no service worker: the pages work as
// ever and nothing is kept.

test.describe("tickets offline", () => {
  // Offline, what the service worker does not keep fails to load, and the browser says so.
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|ERR_FAILED/] });

  test("a summary, its e-ticket and My Trips open offline; other pages say offline; sign-out forgets", async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(90_000);
    const javaScript = testInfo.project.use.javaScriptEnabled !== false;
    // Days no other journey books LOS–ABV on (agents, manage booking and layout take 120-137), so the first fare is there.
    const offset = javaScript ? 138 : 139;
    const email = `offline-${testInfo.project.name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { bookingId } = await memberWithTrips(
      page,
      { email, first: "Amaka", last: "Obi" },
      {
        flightSearch: `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${day(offset)}&adults=1&cabin=economy`,
        born: "1988-06-06",
        stay: { city: "Abuja", checkIn: day(offset), checkOut: day(offset + 2) },
      },
    );
    await page.goto("/");
    await acceptCookies(page);
    if (!javaScript) {
      // No script, no service worker: nothing is kept, and the pages are as they always were.
      await page.goto(`/booking/${bookingId}/summary`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(context.serviceWorkers()).toEqual([]);
      return;
    }
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
      .toBe("activated");
    // Opened with the network: the summary, its e-ticket (fetched as the page's link would), My Trips.
    const summary = `/booking/${bookingId}/summary`;
    await page.goto(summary);
    const heading = await page.getByRole("heading", { level: 1 }).innerText();
    const ticket = (path: string) =>
      page.evaluate(async (url) => {
        const response = await fetch(url);
        return { status: response.status, type: response.headers.get("Content-Type") };
      }, path);
    expect(await ticket(`/booking/${bookingId}/e-ticket.pdf`)).toEqual({ status: 200, type: "application/pdf" });
    await page.goto("/account/trips");
    await expect(page.getByRole("article")).not.toHaveCount(0);

    await context.setOffline(true);
    await page.goto(summary);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(await ticket(`/booking/${bookingId}/e-ticket.pdf`)).toEqual({ status: 200, type: "application/pdf" });
    await page.goto("/account/trips");
    await expect(page.getByRole("article")).not.toHaveCount(0);
    // A page never opened, or not kept (a search): the offline page, in the page's language.
    await page.goto(`/flight/search?trip=oneway&from=LOS&to=ABV&depart=${day(offset)}&adults=1`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.goto("/fr-FR/hotel");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vous êtes hors ligne");

    // Signed out (with the network), nothing of the member's is served offline any more.
    await context.setOffline(false);
    await page.goto("/account/sign-out");
    await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
      .toBe("activated");
    await context.setOffline(true);
    await page.goto(summary);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
    await page.goto("/account/trips");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
    await context.setOffline(false);
  });
});
