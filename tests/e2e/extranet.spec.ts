import jpeg from "jpeg-js";
import { acceptCookies, day } from "./booking-helpers";
import { decideApplicationAtDesk } from "./desk-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { leadDetails, paidToBooked } from "./order-helpers";
import { expectMail, memberSignedUp } from "./setup";

// The owners' extranet (decision 029): a listing approved at the desk becomes a property its owner runs; a room type,
// a rate and rooms opened for some nights put it on sale at once; a traveller finds it, books and pays; the owner sees
// the reservation and its e-mail. With JavaScript on and off.

/** A 640 × 480 JPEG whose EXIF block names where it was taken. */
function phonePhoto() {
  const data = Buffer.alloc(640 * 480 * 4, 160);
  const exif = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), Buffer.from("GPSLatitude 6.4474N 3.4723E")]);
  return Buffer.from(
    jpeg.encode({ data, width: 640, height: 480, exifBuffer: exif } as jpeg.RawImageData<Buffer>, 85).data,
  );
}

const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test("an approved listing's owner opens a room for some nights; a traveller books it; the owner is told", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { project } = test.info();
  const tag = crypto.randomUUID().slice(0, 6);
  const name = `Lekki Palms ${tag}`;
  const email = `owner-${project.name}-${tag}@example.com`;
  // Each project its own nights, far from the other stays tests'.
  const offset = project.name === "js-on" ? 120 : 124;
  const [checkIn, lastNight, checkOut] = [day(offset), day(offset + 1), day(offset + 2)];

  // The owner lists the property with a photo and sends it.
  await page.goto("/list-your-property");
  await acceptCookies(page);
  await page.getByLabel("Property name").fill(name);
  await page.getByLabel("Type of property").selectOption({ label: "Guesthouse" });
  await page.getByLabel("Street and number").fill("14 Admiralty Way");
  await page.getByLabel("City", { exact: true }).fill("Lagos");
  await page.getByLabel("Number of rooms").fill("4");
  await page.getByLabel("Lowest rate a night", { exact: true }).fill("45000");
  const main = page.getByRole("main");
  await main.getByLabel("First name", { exact: true }).fill("Funke");
  await main.getByLabel("Last name", { exact: true }).fill("Adeyemi");
  await main.getByLabel("E-mail", { exact: true }).fill(email);
  await main.getByLabel("Confirm e-mail", { exact: true }).fill(email);
  await main.getByLabel("Mobile number").fill("+234 801 234 5678");
  await page.getByRole("button", { name: "Continue to photos" }).click();
  const reference = (await page.getByRole("heading", { level: 1 }).innerText()).slice(-6);
  const photo = page.locator("#file-photo-1");
  await photo.getByLabel("Choose a file").setInputFiles({ name: "front.png", mimeType: "image/png", buffer: PIXEL });
  await photo.getByRole("button", { name: "Upload" }).click();
  await expect(photo.getByRole("link")).toBeVisible();
  await page.getByRole("button", { name: "Send for review" }).click();

  // A partners officer checks and approves it: the owner is invited to the extranet.
  await decideApplicationAtDesk(browser, page, reference, "partners", ["checked", "approve"]);
  await expectMail(page, email, new RegExp(`^Manage ${name} on Tern$`));

  // The owner signs up with the listing's address and finds the property in the extranet.
  await memberSignedUp(page, email, "Funke", "Adeyemi");
  await page.goto("/extranet");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your properties");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name }).click();
  const propertyId = /\/extranet\/(own-[a-z2-9]{10})$/.exec(page.url())?.[1] ?? "";
  expect(propertyId).not.toBe("");
  await expectNoAxeViolations(page);
  // House rules in two lines, which the traveller's page keeps as two.
  await page.getByLabel("House rules").fill("No parties.\nQuiet after 22:00.");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("status")).toHaveText("Details saved: travellers see them now.");

  // A room type.
  await page.getByRole("link", { name: "Room types" }).click();
  await page.getByLabel("Room name").fill("Garden double");
  await page.getByLabel("Bed type").selectOption({ label: "1 double bed" });
  await page.getByLabel("Number of beds").fill("1");
  await page.getByLabel("Adults at most").fill("2");
  await page.getByLabel("Guests at most (children included)").fill("3");
  await page.getByLabel("Size in square metres").fill("22");
  await page.getByLabel("Rooms of this type").fill("2");
  await page.getByLabel("Nightly rate (NGN)").fill("52,000");
  await page.getByLabel("Minimum stay (nights)").fill("1");
  await page.getByRole("button", { name: "Add room type" }).click();
  await expect(page.getByRole("status")).toHaveText("Room type saved.");
  await expect(page.getByRole("main")).toContainText("Garden double");
  await expectNoAxeViolations(page);

  // A photo of it, as a phone took it (with where in its EXIF): kept re-encoded, without it.
  await page.getByLabel("What it shows").selectOption({ label: "Garden double" });
  await page
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "garden.jpg", mimeType: "image/jpeg", buffer: phonePhoto() });
  await page.getByRole("button", { name: "Upload the photo" }).click();
  await expect(page.getByRole("status")).toHaveText("Photo added: travellers see it now.");
  const shown = page.getByRole("img", { name: "Garden double" });
  await expect(shown).toHaveAttribute("src", /^\/hotel\/photos\/own-[a-z2-9]{10}-[a-z2-9]{8}-480\.jpg$/);
  // Every width the page offers (320 for a phone's thumbnail, 480, 960 for sharp screens) is served, none with it.
  const widths = ((await shown.getAttribute("srcset")) ?? "").split(", ").map((c) => c.split(" "));
  expect(widths.map(([, w]) => w)).toEqual(["960w", "480w", "320w"]);
  for (const [url] of widths) {
    const served = await page.request.get(url ?? "");
    expect(served.headers()["content-type"]).toBe("image/jpeg");
    expect((await served.body()).toString("latin1")).not.toContain("GPSLatitude");
  }

  // Its rate and rooms for two nights, in one edit.
  await page.getByRole("link", { name: "Rates and availability" }).click();
  await page.getByRole("combobox", { name: "Room type", exact: true }).selectOption({ label: "Garden double" });
  await page.getByLabel("First night").fill(checkIn);
  await page.getByLabel("Last night").fill(lastNight);
  await page.getByLabel("Nightly rate (NGN)").fill("48000");
  await page.getByLabel("Rooms to sell").fill("2");
  await page.getByLabel("Open or closed").selectOption({ label: "Open these nights" });
  await page.getByRole("button", { name: "Save these nights" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved: searches show it now.");
  await expect(page.getByRole("row").filter({ hasText: checkIn })).toContainText("₦48,000");
  await expectNoAxeViolations(page);

  // A traveller, in a browser of their own, finds it by name in the stays search, books and pays.
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    javaScriptEnabled: project.use.javaScriptEnabled ?? true,
  });
  const traveller = await context.newPage();
  await traveller.goto(
    `/hotel/search?where=${encodeURIComponent(`${name}, Lagos`)}&checkIn=${checkIn}&checkOut=${checkOut}&room=2`,
  );
  await acceptCookies(traveller);
  const card = traveller.getByRole("article").first();
  await expect(card.getByRole("heading", { level: 2 })).toContainText(name);
  await expect(card).toContainText("Direct from the owner");
  await expect(card).toContainText("₦96,000");
  await card.getByRole("heading", { level: 2 }).getByRole("link").click();
  await expect(traveller.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(traveller.locator('img[src$="-480.jpg"]')).toHaveCount(1);
  const rules = traveller.getByRole("definition").filter({ hasText: "No parties." });
  expect(await rules.innerText()).toBe("No parties.\nQuiet after 22:00.");
  await expectNoAxeViolations(traveller);
  await traveller
    .getByRole("region", { name: "Rooms and prices" })
    .getByRole("button", { name: /^Reserve: Garden double/ })
    .click();
  const guest = `traveller-${project.name}-${tag}@example.com`;
  const orderId = await leadDetails(traveller, "en-US", guest, "Ngozi");
  await paidToBooked(traveller, "en-US", orderId);
  await expect(traveller.getByRole("definition").filter({ hasText: /^own-[A-Z0-9]{10}$/ })).toBeVisible();
  await context.close();

  // The owner sees the reservation, what Tern keeps and what they are owed, and has its e-mail.
  await page.goto(`/extranet/${propertyId}/reservations`);
  const row = page.getByRole("row").filter({ hasText: "Ngozi Okafor" });
  // Its dates and rooms in the owner's words, as the e-mail says them.
  const date = (iso: string) =>
    new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
  await expect(row).toContainText(`${date(checkIn)} to ${date(checkOut)}`);
  await expect(row).toContainText("Garden double, 1 room");
  await expect(row).toContainText("₦96,000");
  await expect(row).toContainText("₦14,400");
  await expect(row).toContainText("₦81,600");
  await expectNoAxeViolations(page);
  await expectMail(page, email, new RegExp(`^New reservation [A-Z2-9]{6} at ${name}$`));
});
