import { describe, expect, test } from "vitest";
import { eTicketDocument } from "~/domains/bookings/documents.server";
import { DocumentLayout, type DocumentSpec } from "./layout";
import type { Drawn } from "./pdf-layout.server";
import { renderPdfTraced } from "./render.server";
import { voucherDocument } from "./voucher.server";
import { eTicketInput, ticketTraveller } from "../../../tests/support/e-ticket";

// Every kind of Tern document (the e-ticket, the product vouchers and receipts, and every block they are made of, a
// traveller's own QR code among them),
// set with the longest names and texts a traveller may bring: no two texts overlap, none leaves the page's width, and
// each box holds the text set in it.

const LONG_NAME = "Oluwaseyifunmi-Adebisi Akinwunmi-Ogunleye-Adeyemi";
const LONG_PLACE = "The Royal Garden Grand Hotel & Serviced Apartments, Victoria Island Extension";
const LONG_TEXT =
  "Once your application is sent, its fees are not refunded, whatever the decision: the embassy keeps its fee whether or not it grants the visa, and Tern's service fee pays for the checks already made.";
const WIDTH = 595;

async function drawnOf(document: DocumentSpec): Promise<Drawn[]> {
  const drawn: Drawn[] = [];
  await renderPdfTraced(document, (d) => drawn.push(d));
  return drawn;
}

const overlap = (a: Drawn, b: Drawn) =>
  a.page === b.page &&
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom) > 0.5;

function expectLaidOut(drawn: Drawn[]) {
  const texts = drawn.filter((d) => d.kind === "text" && d.text);
  const clashes: string[] = [];
  texts.forEach((a, i) =>
    texts.slice(i + 1).forEach((b) => {
      if (overlap(a, b)) clashes.push(`"${a.text?.slice(0, 40)}" over "${b.text?.slice(0, 40)}"`);
    }),
  );
  expect(clashes).toEqual([]);
  for (const text of texts) expect(text.right, text.text).toBeLessThanOrEqual(WIDTH - 40 + 0.5);
  // A text that starts in a box (a fact) ends in it.
  for (const box of drawn.filter((d) => d.kind === "box")) {
    for (const text of texts.filter((t) => t.page === box.page && t.left > box.left && t.left < box.right)) {
      if (text.top > box.top || text.top < box.bottom) continue;
      expect(text.bottom, text.text).toBeGreaterThanOrEqual(box.bottom);
      expect(text.right, text.text).toBeLessThanOrEqual(box.right);
    }
  }
  expect(texts.length).toBeGreaterThan(5);
}

describe("every document's layout, with the longest names", () => {
  test("every block kind: brand band, facts, headings, tables, label rows and paragraphs", async () => {
    const layout = new DocumentLayout({
      title: "t",
      author: "Tern",
      locale: "en-US",
      footer: `${LONG_TEXT} ${LONG_TEXT}`,
    });
    layout.header("Tern", `${LONG_PLACE}: ${LONG_PLACE}`, "ABC123");
    layout.facts([
      ["Confirmation", "HOL-ABCDEFGH"],
      ["Where", LONG_PLACE],
      ["Lead traveller", LONG_NAME],
      ["Government fee, each, as the embassy states it", "£127"],
    ]);
    layout.heading(`Travellers and what each of them asked for: ${LONG_PLACE}`);
    layout.table(
      [
        { label: "Passenger", width: 3 },
        { label: "E-ticket number", width: 2 },
        { label: "Seats and bags on each flight", width: 3 },
      ],
      [
        [`Ms ${LONG_NAME}`, "0711234567890", `LOS–ABV 14C, 2 × 23 kg; ${LONG_PLACE}`],
        [`Mr ${LONG_NAME}`, "0711234567891", "—"],
      ],
    );
    layout.rows([
      ["Government fee, each, as the embassy states it", "£127"],
      ["Tern service fees", "₦38,750"],
      ["Travel insurance, standard (cover up to $50,000), for every traveller", LONG_TEXT],
      ["Your requests", `A late arrival after midnight; a cot; a quiet room. ${LONG_TEXT}`],
      ["Address", LONG_PLACE],
    ]);
    layout.heading("Refunds");
    layout.paragraph(LONG_TEXT, 10);
    layout.codes(
      Array.from({ length: 9 }, (_, i) => ({
        label: `eSIM ${i + 1} of 9: scan it once, from the phone it is for (${LONG_NAME})`,
        code: `LPA:1$smdp.sandbox.tern.example$${"K7Q2M9XW4R".repeat(2)}${i}`,
      })),
    );
    for (let i = 0; i < 30; i += 1) layout.rows([[`Line ${i} of a long stay's details`, LONG_PLACE]]);
    expectLaidOut(await drawnOf(layout.done()));
  });

  test("a product voucher or receipt (stays, rides, things to do, holidays, extras with a code each, visa fees)", async () => {
    for (const locale of ["en-US", "fr-FR"]) {
      const drawn = await drawnOf(
        voucherDocument({
          locale,
          brand: "Tern",
          title: `Hotel confirmation: ${LONG_PLACE}`,
          confirmation: { label: "Supplier confirmation", value: "HTL-ABCDEFGHJK" },
          facts: [
            ["Check-in", "Saturday 27 March 2027 from 14:00 (Lagos time)"],
            ["Check-out", "Tuesday 30 March 2027 until 12:00 (Lagos time)"],
            ["Hotel", LONG_PLACE],
          ],
          guests: {
            heading: "Guests",
            columns: ["Room", "Lead guest"],
            rows: [
              ["Room 1: Deluxe Room with two double beds and a sofa bed", `Mrs ${LONG_NAME}`],
              ["Room 2: Family Room", `Mr ${LONG_NAME}`],
            ],
          },
          details: {
            heading: LONG_PLACE,
            rows: [
              ["Address", `${LONG_PLACE}, 240 Independence Avenue, Lagos`],
              ["Your requests", `A late arrival; a cot. ${LONG_TEXT}`],
              ["Government fee, each, as the embassy states it", "£127"],
              ["Total paid", "₦1,234,567"],
            ],
          },
          policy: { heading: "Cancellation", text: LONG_TEXT },
          codes: {
            heading: "Your 3 eSIMs: one for each traveller's phone",
            items: [1, 2, 3].map((n) => ({
              label: `eSIM ${n} of 3: à scanner une seule fois, depuis le téléphone auquel elle est destinée`,
              code: `LPA:1$smdp.sandbox.tern.example$ABCDEFGHJKLMNPQRSTU${n}`,
            })),
          },
          footer: `Show this document on the day. Manage it at https://tern.example/fr-FR/order/aaaaaaaaaaaaaaaa/summary`,
        }),
      );
      expectLaidOut(drawn);
    }
  });

  test("the e-ticket, for two passengers with long names, their seats, bags and insurance", async () => {
    const [first, last] = LONG_NAME.split(" ") as [string, string];
    const { input } = await eTicketInput(
      [
        { from: "LOS", to: "LHR", date: "2026-12-10" },
        { from: "LHR", to: "LOS", date: "2026-12-20" },
      ],
      [ticketTraveller(0, first, last, "Oluwakemi"), ticketTraveller(1, first, last, "Oluwakemi")],
      { code: "INS-WORLDWIDE-PREMIUM", tier: "premium", quantity: 250_000, scope: "worldwide" },
    );
    expectLaidOut(await drawnOf(eTicketDocument(input, "https://tern.example")));
  });
});
