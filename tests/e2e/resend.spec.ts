import { TEST_TODAY } from "../support/clock";
import { expect, test } from "./fixtures";
import { memberSignedUp } from "./setup";

// Forms safe to resend (decision 022): a co-traveller's form is sent, the server saves the traveller, and the
// answer is lost on the way back. The browser sends the very same request again: it gets the first answer (the
// account page), and the traveller is there once.

test.describe("a form whose answer was lost", () => {
  // The service worker would fetch the page's requests itself, out of the test's sight.
  test.use({ serviceWorkers: "block" });

  test("sent again, it answers the first outcome and acts once", async ({ page }, testInfo) => {
    const email = `resend-${testInfo.project.name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await memberSignedUp(page, email, "Kofi", "Mensah");
    await page.goto("/account/travellers/new?ageGroup=adult");
    await page.getByLabel("Title").selectOption("MRS");
    await page.getByLabel("First name").fill("Abena");
    await page.getByLabel("Last name", { exact: true }).fill("Owusu");
    await page.getByLabel("Date of birth").fill(`${Number(TEST_TODAY.slice(0, 4)) - 30}-05-05`);
    await page.getByLabel("Nationality").selectOption("GH");
    await page.getByLabel("Gender").selectOption("female");

    // The first send reaches the server, which saves the traveller; its answer never reaches the browser.
    const sent: Array<{ url: string; body: string; contentType: string; status: number; answer: string }> = [];
    await page.route("**/account/travellers/new*", async (route) => {
      const request = route.request();
      if (request.method() !== "POST" || sent.length > 0) return route.continue();
      const answer = await route.fetch({ maxRedirects: 0 });
      sent.push({
        url: request.url(),
        body: request.postData() ?? "",
        contentType: (await request.allHeaders())["content-type"] ?? "",
        status: answer.status(),
        // A redirect: in its Location without JavaScript, in its body for React Router's data request.
        answer: `${answer.headers()["location"] ?? ""}${await answer.text()}`,
      });
      await route.abort("connectionreset");
    });
    await page.getByRole("button", { name: "Save traveller" }).click();
    await expect.poll(() => sent.length).toBe(1);
    const [first] = sent;
    expect(first?.body).toMatch(/_once=[\w-]{22}\.[\w-]{22}/);

    // The browser sends the same request again, with the same cookies and the same body.
    const again = await page.request.fetch(first?.url ?? "", {
      method: "POST",
      headers: { "Content-Type": first?.contentType ?? "", Origin: new URL(first?.url ?? "").origin },
      data: first?.body,
      maxRedirects: 0,
    });
    expect(again.status()).toBe(first?.status);
    expect(`${again.headers()["location"] ?? ""}${await again.text()}`).toBe(first?.answer);
    expect(first?.answer).toContain("/account");

    await page.unroute("**/account/travellers/new*");
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Abena Owusu" })).toHaveCount(1);
  });
});
