import type { Page } from "@playwright/test";
import { acceptCookies, day } from "./booking-helpers";
import {
  BAD_REQUEST_CONSOLE_ERROR,
  collectScripts,
  expect,
  expectNoAxeViolations,
  REFUSED_FORM_CONSOLE_ERROR,
  test,
} from "./fixtures";
import { decideApplicationAtDesk } from "./desk-helpers";
import { ORDER_LABELS } from "./order-helpers";
import { expectMail, fillBilling, payByCard } from "./setup";

// Applications (decision 013): a travel card application, a business-travel enquiry and a property listing with its
// photos, each ending on its reference with an e-mail in the outbox and found again from a fresh browser; the back
// office's steps followed to the decision. JavaScript on and off, English and French.

const LABELS = {
  "en-US": {
    prefix: "",
    first: "First name",
    last: "Last name",
    email: "E-mail",
    emailConfirm: "Confirm e-mail",
    phone: "Mobile number",
    dob: "Date of birth",
    nationality: "Nationality",
    nigeria: "Nigeria",
    visa: {
      destination: /^Where are you going/,
      nationality: /^Your nationality/,
      date: /^Day of travel/,
      travellers: /^Travellers/,
      uae: "United Arab Emirates",
      check: "Check what I need",
      needed: "You need a visa for United Arab Emirates",
      apply: "Apply for this visa",
      mrs: "Mrs",
      mr: "Mr",
      toDocuments: "Continue to documents",
      page: /^Visa application [A-Z2-9]{6}$/,
      passport: (name: string) => `Passport of ${name}`,
      photo: (name: string) => `Photo of ${name}`,
      pay: "Pay the fees and send",
      booked: "Application submitted",
      back: "Back to your application",
      submitted: "Submitted",
      checked: "Documents checked",
      moreNeeded: "More documents needed",
      granted: "Visa granted",
      mail: /^Visa application [A-Z2-9]{6}: Visa granted$/,
      asked: /^Visa application [A-Z2-9]{6}: More documents needed$/,
    },
    card: {
      heading: "Tern travel card",
      idType: "Identity document",
      passport: "Passport",
      idNumber: "Document number",
      street: "Street and number",
      city: "City",
      country: "Country",
      currency: "Card currency",
      delivery: "Delivery",
      home: "To my address",
      submit: "Apply for the card",
      page: /^Travel card application [A-Z2-9]{6}$/,
      received: "Application received",
      moved: ["Identity checked", "Card being made", "Card approved and sent"],
      mail: /^Travel card application [A-Z2-9]{6}: Application received$/,
    },
    business: {
      company: "Company name",
      travellers: "Travellers a year",
      band: "11 to 50",
      flights: "Flights",
      invoicing: "Monthly invoicing",
      message: "Anything else",
      submit: "Send the enquiry",
      page: /^Business travel enquiry [A-Z2-9]{6}$/,
      received: "Enquiry received",
      mail: /^Business travel enquiry [A-Z2-9]{6}: Enquiry received$/,
      copy: /^New Business travel enquiry [A-Z2-9]{6} from /,
      others: "Your company's requests",
    },
    property: {
      name: "Property name",
      type: "Type of property",
      guesthouse: "Guesthouse",
      street: "Street and number",
      city: "City",
      pin: "Map point (optional)",
      map: /^Map: where Lagoon View \w+ is/,
      exactCaption: "12 Admiralty Way, Lagos, Nigeria",
      cityCentre: /the pin marks the city centre/,
      wrongCity: "City: choose a city from the list",
      wrongPin: "Map point (optional): paste a latitude and longitude",
      rooms: "Number of rooms",
      rate: "Lowest rate a night",
      submit: "Continue to photos",
      page: /^Property listing [A-Z2-9]{6}$/,
      photo: "Photo 1",
      choose: "Choose a file",
      upload: "Upload",
      wrong: "This file is not a type we take here.",
      tooLarge: "This file is over 5 MB. Send a smaller one.",
      send: "Send for review",
      received: "Listing received",
      moved: ["Details checked", "Being set up", "Live on Tern"],
      checked: "Details checked",
      live: "Live on Tern",
      mail: /^Property listing [A-Z2-9]{6}: Live on Tern$/,
      formErrors: "Form has errors, please check and correct",
    },
  },
  "fr-FR": {
    prefix: "/fr-FR",
    first: "Prénom",
    last: "Nom",
    email: "E-mail",
    emailConfirm: "Confirmer l’e-mail",
    phone: "Numéro de mobile",
    dob: "Date de naissance",
    nationality: "Nationalité",
    nigeria: "Nigéria",
    visa: {
      destination: /^Où allez-vous/,
      nationality: /^Votre nationalité/,
      date: /^Jour du voyage/,
      travellers: /^Voyageurs/,
      uae: "Émirats Arabes Unis",
      check: "Voir ce qu’il me faut",
      needed: "Il vous faut un visa (Émirats Arabes Unis)",
      apply: "Demander ce visa",
      mrs: "Madame",
      mr: "Monsieur",
      toDocuments: "Continuer vers les documents",
      page: /^Demande de visa [A-Z2-9]{6}$/,
      passport: (name: string) => `Passeport de ${name}`,
      photo: (name: string) => `Photo de ${name}`,
      pay: "Payer les frais et envoyer",
      booked: "Demande envoyée",
      back: "Retour à votre demande",
      submitted: "Déposée",
      checked: "Documents vérifiés",
      moreNeeded: "Documents supplémentaires requis",
      granted: "Visa accordé",
      mail: /^Demande de visa [A-Z2-9]{6}\s: Visa accordé$/,
      asked: /^Demande de visa [A-Z2-9]{6}\s: Documents supplémentaires requis$/,
    },
    card: {
      heading: "Carte de voyage Tern",
      idType: "Pièce d’identité",
      passport: "Passeport",
      idNumber: "Numéro de la pièce",
      street: "Rue et numéro",
      city: "Ville",
      country: "Pays",
      currency: "Devise de la carte",
      delivery: "Livraison",
      home: "À mon adresse",
      submit: "Demander la carte",
      page: /^Demande de carte de voyage [A-Z2-9]{6}$/,
      received: "Demande reçue",
      moved: ["Identité vérifiée", "Carte en fabrication", "Carte accordée et envoyée"],
      mail: /^Demande de carte de voyage [A-Z2-9]{6}\s: Demande reçue$/,
    },
    business: {
      company: "Nom de l’entreprise",
      travellers: "Voyageurs par an",
      band: "11 à 50",
      flights: "Vols",
      invoicing: "Facturation mensuelle",
      message: "Autre chose",
      submit: "Envoyer la demande",
      page: /^Demande voyages d’affaires [A-Z2-9]{6}$/,
      received: "Demande reçue",
      mail: /^Demande voyages d’affaires [A-Z2-9]{6}\s: Demande reçue$/,
      copy: /^New Business travel enquiry [A-Z2-9]{6} from /,
      others: "Les demandes de votre entreprise",
    },
    property: {
      name: "Nom de l’établissement",
      type: "Type d’établissement",
      guesthouse: "Maison d’hôtes",
      street: "Rue et numéro",
      city: "Ville",
      pin: "Point sur la carte (facultatif)",
      map: /^Carte\s: l’emplacement de Lagoon View \w+/,
      exactCaption: "12 Admiralty Way, Lagos, Nigéria",
      cityCentre: /l’épingle marque le centre-ville/,
      wrongCity: "Ville\u202f: choisissez une ville de la liste",
      wrongPin: "Point sur la carte (facultatif)\u202f: collez une latitude et une longitude",
      rooms: "Nombre de chambres",
      rate: "Tarif le plus bas par nuit",
      submit: "Continuer vers les photos",
      page: /^Annonce d’établissement [A-Z2-9]{6}$/,
      photo: "Photo 1",
      choose: "Choisir un fichier",
      upload: "Téléverser",
      wrong: "Ce type de fichier n’est pas accepté ici.",
      tooLarge: "Ce fichier dépasse 5 Mo. Envoyez-en un plus léger.",
      send: "Envoyer pour examen",
      received: "Annonce reçue",
      moved: ["Informations vérifiées", "En cours de mise en ligne", "En ligne sur Tern"],
      checked: "Informations vérifiées",
      live: "En ligne sur Tern",
      mail: /^Annonce d’établissement [A-Z2-9]{6}\s: En ligne sur Tern$/,
      formErrors: "Le formulaire contient des erreurs, veuillez vérifier et corriger",
    },
  },
} as const;

type Locale = keyof typeof LABELS;

/** A one-page PDF with nothing on it, as a scanner's "passport.pdf" would start. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/** The smallest PNG there is: one transparent pixel. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function contact(page: Page, locale: Locale, email: string) {
  const l = LABELS[locale];
  const main = page.getByRole("main");
  await main.getByLabel(l.first, { exact: true }).fill("Ngozi");
  await main.getByLabel(l.last, { exact: true }).fill("Okafor");
  await main.getByLabel(l.email, { exact: true }).fill(email);
  await main.getByLabel(l.emailConfirm, { exact: true }).fill(email);
  await main.getByLabel(l.phone).fill("+234 801 234 5678");
}

/** The application's reference, from its page's heading. */
async function referenceOf(page: Page) {
  const heading = await page.getByRole("heading", { level: 1 }).innerText();
  return heading.slice(-6);
}

/** A fresh browser finds the application by its reference and e-mail, and lands on its page. */
async function foundElsewhere(page: Page, locale: Locale, url: string, reference: string, email: string) {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const other = await browser.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled ?? true });
  const fresh = await other.newPage();
  const o = ORDER_LABELS[locale];
  await fresh.goto(`${LABELS[locale].prefix}/manage-booking`);
  await acceptCookies(fresh);
  await fresh.getByLabel(o.reference).fill(reference);
  await fresh.getByLabel(o.bookingEmail).fill(email);
  await fresh.getByRole("button", { name: o.findBooking }).click();
  await expect(fresh).toHaveURL(url);
  await expect(fresh.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`${reference}$`));
  await other.close();
}

/** Uploads one file into the slot the page names by its label. */
async function upload(
  page: Page,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  button: RegExp,
) {
  const slot = page.getByRole("listitem").filter({ has: page.getByText(label, { exact: true }) });
  await slot.locator('input[type="file"]').setInputFiles(file);
  await slot.getByRole("button", { name: button }).click();
  await expect(
    page
      .getByRole("listitem")
      .filter({ has: page.getByText(label, { exact: true }) })
      .getByRole("link"),
  ).toBeVisible();
}

/**
 * The status just after sending. The back office moves every application one step at each cron run
 * (APPLICATION_STEP_MINUTES is 0 here), and a test in another worker may run the cron between this test's send and
 * its page; so the status is "received" or a step the back office takes after it.
 */
async function expectSent(page: Page, labels: { received: string; moved: readonly string[] }) {
  const any = [labels.received, ...labels.moved].map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  await expect(page.locator("#application-status")).toHaveText(new RegExp(`^(${any.join("|")})$`));
}

const address = (kind: string, locale: Locale) =>
  `${kind}-${locale}-${test.info().project.name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

for (const locale of ["en-US", "fr-FR"] as const) {
  test.describe(`applications (${locale})`, () => {
    // A refused upload answers 400 (the listing's HTML named .png) or 413 (a photo over 5 MB), which the browser logs.
    test.use({ expectedConsoleErrors: [REFUSED_FORM_CONSOLE_ERROR] });
    test("a visa for two travellers: documents, fees paid, a document asked again, granted, found from a fresh browser", async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const l = LABELS[locale];
      const v = l.visa;
      const email = address("visa", locale);
      const scripts = collectScripts(page);
      await page.goto(`${l.prefix}/visa`);
      await acceptCookies(page);
      await expectNoAxeViolations(page);
      const main = page.getByRole("main");
      await main.getByRole("combobox", { name: v.destination }).selectOption({ label: v.uae });
      await main.getByRole("combobox", { name: v.nationality }).selectOption({ label: l.nigeria });
      await main.getByLabel(v.date).fill(day(45));
      await main.getByLabel(v.travellers).fill("2");
      await page.getByRole("button", { name: v.check }).click();
      await expect(page.getByRole("heading", { level: 2, name: v.needed })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: v.apply }).first().click();

      // Two applicants as in their passports; the lead's surname makes the sandbox ask for a document again.
      const people = [
        { title: v.mrs, first: "Ngozi", last: "Moredocs" },
        { title: v.mr, first: "Emeka", last: "Okafor" },
      ];
      for (const [i, person] of people.entries()) {
        const applicant = page.getByRole("group", { name: new RegExp(`${i + 1}$`) });
        await applicant.getByRole("combobox").first().selectOption({ label: person.title });
        await applicant.getByLabel(/^(First name|Prénom)/).fill(person.first);
        await applicant.getByLabel(/^(Last name|Nom)$/).fill(person.last);
        await applicant.getByLabel(/^(Date of birth|Date de naissance)/).fill("1988-05-17");
        await applicant.getByLabel(/^(Passport number|Numéro de passeport)/).fill(`A0${i}123456`);
        await applicant.getByLabel(/^(Date of issue|Date de délivrance)/).fill(day(-400));
        await applicant.getByLabel(/^(Expiry date|Date d.expiration)/).fill(day(45 + 400));
      }
      await main.getByLabel(l.email, { exact: true }).fill(email);
      await main.getByLabel(l.emailConfirm, { exact: true }).fill(email);
      await main.getByLabel(l.phone).fill("+234 801 234 5678");
      await page.getByRole("button", { name: v.toDocuments }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(v.page);
      const url = page.url();
      const reference = await referenceOf(page);
      const button = /^(Upload|Téléverser)$/;
      for (const person of people) {
        const name = `${person.first} ${person.last}`;
        await upload(
          page,
          v.passport(name),
          { name: "passport.pdf", mimeType: "application/pdf", buffer: PDF },
          button,
        );
        await upload(page, v.photo(name), { name: "photo.png", mimeType: "image/png", buffer: PIXEL }, button);
      }
      await expectNoAxeViolations(page);

      // The fees through the one checkout: paid, the application is sent.
      await page.getByRole("button", { name: v.pay }).click();
      await expect(page).toHaveURL(/\/order\/[a-z0-9]{16}\/payment$/);
      await fillBilling(page, "Ngozi Moredocs", locale);
      await page.getByRole("radio", { name: ORDER_LABELS[locale].card }).check();
      await page.getByRole("button", { name: ORDER_LABELS[locale].pay }).click();
      await payByCard(page, "4242 4242 4242 4242", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(v.booked, { timeout: 30_000 });
      await page.getByRole("link", { name: v.back }).click();
      // Sent: it waits for the desk.
      await expectSent(page, { received: v.submitted, moved: [] });

      // A visas officer asks for the lead's passport again: only it reopens; given, the application goes on.
      await decideApplicationAtDesk(browser, page, reference, "visas", ["ask_again"]);
      await page.reload();
      await expect(page.locator("#application-status")).toHaveText(v.moreNeeded);
      await expectMail(page, email, v.asked);
      await page.goto(url);
      await expect(page.locator('input[type="file"]')).toHaveCount(1);
      await upload(
        page,
        v.passport("Ngozi Moredocs"),
        { name: "passport.pdf", mimeType: "application/pdf", buffer: PDF },
        /^(Replace|Remplacer)$/,
      );
      await decideApplicationAtDesk(browser, page, reference, "visas", ["checked", "lodged", "approve"]);
      await page.reload();
      await expect(page.locator("#application-status")).toHaveText(v.granted);
      await expectMail(page, email, v.mail);
      expect(scripts).toEqual([]);
      await foundElsewhere(page, locale, url, reference, email);
    });

    test("a travel card application ends on its reference, is e-mailed and found from a fresh browser", async ({
      page,
    }) => {
      const l = LABELS[locale];
      const scripts = collectScripts(page);
      const email = address("card", locale);
      await page.goto(`${l.prefix}/travel-card`);
      await acceptCookies(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.card.heading);
      await expectNoAxeViolations(page);
      await page.getByLabel(l.dob).fill("1990-04-02");
      await page.getByLabel(l.nationality).selectOption({ label: l.nigeria });
      await page.getByLabel(l.card.idType).selectOption({ label: l.card.passport });
      await page.getByLabel(l.card.idNumber).fill("A12345678");
      await page.getByLabel(l.card.street).fill("3 Awolowo Road");
      await page.getByLabel(l.card.city, { exact: true }).fill("Lagos");
      await page
        .getByRole("main")
        .getByRole("combobox", { name: new RegExp(`^${l.card.country}`) })
        .selectOption({ label: l.nigeria });
      await page.getByLabel(l.card.currency).selectOption("USD");
      await page.getByLabel(l.card.delivery).selectOption({ label: l.card.home });
      await contact(page, locale, email);
      await page.getByRole("button", { name: l.card.submit }).click();
      await expect(page).toHaveURL(/\/applications\/[a-z0-9]{16}$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.card.page);
      await expectSent(page, l.card);
      await expectNoAxeViolations(page);
      const url = page.url();
      const reference = await referenceOf(page);
      expect(scripts).toEqual([]);
      await expectMail(page, email, l.card.mail);
      await foundElsewhere(page, locale, url, reference, email);
    });

    test("a business-travel enquiry is e-mailed to the company and the sales inbox, and listed by reference", async ({
      page,
    }) => {
      const l = LABELS[locale];
      const email = address("business", locale);
      const company = `Adire Textiles ${crypto.randomUUID().slice(0, 6)}`;
      await page.goto(`${l.prefix}/business-travel`);
      await acceptCookies(page);
      await expectNoAxeViolations(page);
      await page.getByLabel(l.business.company).fill(company);
      await contact(page, locale, email);
      await page.getByLabel(l.business.travellers).selectOption({ label: l.business.band });
      await page.getByRole("checkbox", { name: l.business.flights }).check();
      await page.getByRole("checkbox", { name: l.business.invoicing }).check();
      await page.getByLabel(l.business.message).fill("<b>Monthly</b> trips to Accra & Nairobi");
      await page.getByRole("button", { name: l.business.submit }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.business.page);
      // What was typed is shown as text, never as markup.
      await expect(page.getByText("<b>Monthly</b> trips to Accra & Nairobi")).toBeVisible();
      await expectNoAxeViolations(page);
      const url = page.url();
      const reference = await referenceOf(page);
      await expectMail(page, email, l.business.mail);
      await expectMail(page, "business-travel@tern.example", new RegExp(`${reference} from Ngozi Okafor`));
      await page.goto(`${l.prefix}/business-travel`);
      const others = page.getByRole("region", { name: l.business.others });
      await expect(others.getByRole("link", { name: `${reference} · ${company}` })).toBeVisible();
      await foundElsewhere(page, locale, url, reference, email);
    });

    test("a property listing with its photo is sent, followed to its decision, and found from a fresh browser", async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const l = LABELS[locale];
      const email = address("property", locale);
      await page.goto(`${l.prefix}/list-your-property`);
      await acceptCookies(page);
      await expectNoAxeViolations(page);
      await page.getByLabel(l.property.name).fill(`Lagoon View ${crypto.randomUUID().slice(0, 6)}`);
      await page.getByLabel(l.property.type).selectOption({ label: l.property.guesthouse });
      await page.getByLabel(l.property.street).fill("12 Admiralty Way");
      await page.getByLabel(l.property.city, { exact: true }).fill("Lagos");
      // In English the owner pastes a map link; in French there is none, and the map says it shows the city centre.
      if (locale === "en-US")
        await page.getByLabel(l.property.pin).fill("https://www.openstreetmap.org/#map=17/6.4281/3.4219");
      await page.getByLabel(l.property.rooms).fill("8");
      await page.getByLabel(l.property.rate, { exact: true }).fill("45000");
      await contact(page, locale, email);
      await page.getByRole("button", { name: l.property.submit }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.property.page);
      await expectNoAxeViolations(page);
      const url = page.url();
      const reference = await referenceOf(page);
      const map = page.getByRole("figure").filter({ has: page.getByRole("img", { name: l.property.map }) });
      if (locale === "en-US") {
        await expect(map.locator("figcaption")).toHaveText(new RegExp(`^${l.property.exactCaption} · `));
        await expect(map.getByRole("link")).toHaveAttribute("href", /mlat=6\.4281&mlon=3\.4219/);
      } else await expect(map.locator("figcaption")).toContainText(l.property.cityCentre);

      // A photo over 5 MB is refused beside its field: with JavaScript, before any request is sent (the enhancement
      // script, decision 025); without, before it is read (the page again, 413).
      const big = page.locator("#file-photo-1");
      const huge = { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024, 1) };
      if (test.info().project.name === "js-on") {
        // The enhancement script loads once the page has painted.
        await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
        const posts: string[] = [];
        page.on("request", (r) => {
          if (r.method() === "POST") posts.push(r.url());
        });
        await big.getByLabel(l.property.choose).setInputFiles(huge);
        await expect(page.locator("#file-photo-1-input-check")).toHaveText(l.property.tooLarge);
        await big.getByRole("button", { name: l.property.upload }).click();
        await expect(page.locator("#file-photo-1-input")).toHaveAttribute("aria-invalid", "true");
        await expect(page.locator("#file-photo-1-input")).toBeFocused();
        expect(posts).toEqual([]);
        await expectNoAxeViolations(page);
      } else {
        await big.getByLabel(l.property.choose).setInputFiles(huge);
        const [answer] = await Promise.all([
          page.waitForResponse((r) => r.request().method() === "POST"),
          big.getByRole("button", { name: l.property.upload }).click(),
        ]);
        expect(answer.status()).toBe(413);
        await expect(page.locator("#file-photo-1")).toContainText(l.property.tooLarge);
        await expect(page.locator("#file-photo-1-input")).toHaveAttribute("aria-invalid", "true");
      }

      // An HTML page named .png is refused beside its field; then a real photo is taken.
      const photo = page.locator("#file-photo-1");
      await photo.getByLabel(l.property.choose).setInputFiles({
        name: "front.png",
        mimeType: "image/png",
        buffer: Buffer.from("<html><body>hi</body></html>"),
      });
      await photo.getByRole("button", { name: l.property.upload }).click();
      await expect(page.locator("#file-photo-1")).toContainText(l.property.wrong);
      // The form's summary names the refused file and links its control.
      const summary = page.getByRole("alert").filter({ hasText: l.property.formErrors });
      await expect(summary.getByRole("link", { name: l.property.photo })).toHaveAttribute(
        "href",
        "#file-photo-1-input",
      );
      await page
        .locator("#file-photo-1")
        .getByLabel(l.property.choose)
        .setInputFiles({ name: "front.png", mimeType: "image/png", buffer: PIXEL });
      if (test.info().project.name === "js-on") {
        // A file of the right size shows its upload as it goes (the answer held back a moment to see it).
        await page.route(`${url}?slot=photo-1`, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          await route.continue();
        });
        await page.locator("#file-photo-1").getByRole("button", { name: l.property.upload }).click();
        await expect(page.locator("#file-photo-1 progress")).toBeVisible();
        await expect(page.locator("#file-photo-1").getByRole("link")).toBeVisible();
        await page.unroute(`${url}?slot=photo-1`);
      } else await page.locator("#file-photo-1").getByRole("button", { name: l.property.upload }).click();
      await expect(page).toHaveURL(new RegExp(`${url.replace(/^https?:\/\/[^/]+/, "")}(#file-photo-1)?$`));
      const shown = await page.request.get(
        (await page.locator("#file-photo-1").getByRole("link").getAttribute("href")) ?? "",
      );
      expect(shown.headers()["content-type"]).toBe("image/png");
      // Another browser, even with the file's address, gets the same 404 as for nothing at all.
      const stranger = await page.context().browser()!.newContext();
      const fileUrl = (await page.locator("#file-photo-1").getByRole("link").getAttribute("href")) ?? "";
      expect((await stranger.request.get(new URL(fileUrl, page.url()).toString())).status()).toBe(404);
      await stranger.close();
      await page.getByRole("button", { name: l.property.send }).click();
      await expectSent(page, l.property);

      // A partners officer checks the listing, then approves it: live.
      await decideApplicationAtDesk(browser, page, reference, "partners", ["checked", "approve"]);
      await page.reload();
      await expect(page.locator("#application-status")).toHaveText(l.property.live);
      await expectMail(page, email, l.property.mail);
      await foundElsewhere(page, locale, url, reference, email);
    });
  });
}

test.describe("a visa that cannot arrive in time", () => {
  // The fees asked for without the warning confirmed answer 400, which the browser logs.
  test.use({ expectedConsoleErrors: [BAD_REQUEST_CONSOLE_ERROR] });

  test("is said before its fees, paid only once the warning is confirmed, and its pages and e-mail name an application", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = address("late-visa", "en-US");
    // A Schengen visa in 10 days: the Visa Code refuses it, so there is nothing to apply for.
    await page.goto(`/visa?destination=FR&nationality=NG&date=${day(10)}&travellers=1`);
    await acceptCookies(page);
    await expect(page.getByText(/^Too late for this travel date/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Apply for this visa" })).toHaveCount(0);

    // A UK visitor visa in 10 days (about 15 working days): said on the search, before anything is filled in.
    await page.goto(`/visa?destination=GB&nationality=NG&date=${day(10)}&travellers=1`);
    const visa = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: "UK Standard Visitor visa, 6 months" }) });
    await expect(visa.getByText(/the decision is expected by .+: after your travel date\.$/)).toBeVisible();
    await visa.getByRole("link", { name: "Apply for this visa" }).click();
    const applicant = page.getByRole("group", { name: /1$/ });
    await applicant.getByRole("combobox").first().selectOption({ label: "Mrs" });
    await applicant.getByLabel(/^First name/).fill("Ngozi");
    await applicant.getByLabel(/^Last name$/).fill("Okafor");
    await applicant.getByLabel(/^Date of birth/).fill("1988-05-17");
    await applicant.getByLabel(/^Passport number/).fill("A01234567");
    await applicant.getByLabel(/^Date of issue/).fill(day(-400));
    await applicant.getByLabel(/^Expiry date/).fill(day(600));
    const main = page.getByRole("main");
    await main.getByLabel("E-mail", { exact: true }).fill(email);
    await main.getByLabel("Confirm e-mail", { exact: true }).fill(email);
    await main.getByLabel("Mobile number").fill("+234 801 234 5678");
    await page.getByRole("button", { name: "Continue to documents" }).click();
    const url = page.url();
    const button = /^Upload$/;
    for (const label of ["Passport", "Bank statements", "Flight booking", "Accommodation"]) {
      await upload(
        page,
        `${label} of Ngozi Okafor`,
        { name: "d.pdf", mimeType: "application/pdf", buffer: PDF },
        button,
      );
    }
    await upload(
      page,
      "Employer's letter for Ngozi Okafor",
      { name: "e.pdf", mimeType: "application/pdf", buffer: PDF },
      button,
    );
    await upload(page, "Photo of Ngozi Okafor", { name: "p.png", mimeType: "image/png", buffer: PIXEL }, button);

    // The warning stands before the fees; without its box ticked, nothing is reserved and the page says why.
    await expect(page.getByText(/^The decision is expected by .+, after your travel date/)).toBeVisible();
    await page.getByRole("button", { name: "Pay the fees and send" }).click();
    await expect(
      page.getByText("Tick the box to confirm you understand the decision may come after your travel date"),
    ).toBeVisible();
    expect(page.url()).toBe(url);
    await expectNoAxeViolations(page);
    await page.getByRole("checkbox", { name: /^I understand the decision may come after my travel date/ }).check();
    await page.getByRole("button", { name: "Pay the fees and send" }).click();
    await expect(page).toHaveURL(/\/order\/[a-z0-9]{16}\/payment$/);
    await expect(page.getByText(/^This price is kept for \d+ more minutes?\.$/)).toBeVisible();
    await fillBilling(page, "Ngozi Okafor", "en-US");
    await page.getByRole("radio", { name: ORDER_LABELS["en-US"].card }).check();
    await page.getByRole("button", { name: ORDER_LABELS["en-US"].pay }).click();
    await payByCard(page, "4242 4242 4242 4242", "en-US");

    // Sent: an application submitted, with its decision date and a receipt, never a ticket or places held.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application submitted", { timeout: 30_000 });
    await expect(page.getByText("Decision expected by").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Download the receipt (PDF)" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/ticket|on the day|places are held|You are booked/i);
    await expectMail(page, email, /^Your application is submitted \([A-Z0-9-]+\)$/);
    await expect(page.getByText(/The fees are paid and your application is submitted/).first()).toBeVisible();
  });
});

test.describe("refusals", () => {
  test.use({ expectedConsoleErrors: [BAD_REQUEST_CONSOLE_ERROR] });

  test("a listing with fields wrong answers with each message, the input kept, in both languages", async ({ page }) => {
    for (const locale of ["en-US", "fr-FR"] as const) {
      const l = LABELS[locale];
      await page.goto(`${l.prefix}/list-your-property`);
      await acceptCookies(page);
      await page.getByLabel(l.property.name).fill("Lagoon View");
      await page.getByLabel(l.property.rooms).fill("eight");
      await page.getByLabel(l.property.city, { exact: true }).fill("Timbuktu");
      await page.getByLabel(l.property.pin).fill("near the lagoon");
      await page.locator("form#property-listing").evaluate((form) => form.setAttribute("novalidate", ""));
      await page.getByRole("button", { name: l.property.submit }).click();
      await expect(page.getByRole("alert").first()).toContainText(l.property.formErrors);
      await expect(page.getByLabel(l.property.name)).toHaveValue("Lagoon View");
      await expect(page.getByLabel(l.property.rooms)).toHaveValue("eight");
      await expect(page.getByRole("main")).toContainText(l.property.wrongCity);
      await expect(page.getByRole("main")).toContainText(l.property.wrongPin);
      await expect(page.getByLabel(l.property.pin)).toHaveValue("near the lagoon");
      await expectNoAxeViolations(page);
    }
  });
});
