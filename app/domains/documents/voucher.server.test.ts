import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, test } from "vitest";
import { pdfFromDocumentsWorker } from "../../../tests/support/documents";
import { voucherDocument } from "./voucher.server";

describe("the product voucher template", () => {
  test("lays out the confirmation, guests, details and policy of a stay", async () => {
    const bytes = await pdfFromDocumentsWorker(
      voucherDocument({
        locale: "fr-FR",
        brand: "Tern",
        title: "Bon d’hébergement",
        confirmation: { label: "Confirmation", value: "HTL-48213" },
        facts: [
          ["Arrivée", "20 déc. 2026"],
          ["Départ", "23 déc. 2026"],
          ["Nuits", "3"],
        ],
        guests: {
          heading: "Clients",
          columns: ["Nom", "Chambre"],
          rows: [
            ["Adébáyọ̀ Ẹ̀kọ́", "Deluxe, 2 lits"],
            // The subset font still prints Yoruba's, Igbo's and Hausa's letters.
            ["Ọlábísí Ọṣun", "Deluxe"],
            ["Ụchẹ Ọkọ Ṅwa", "Deluxe"],
            ["Ɗanjuma Ƙwari Ɓala", "Deluxe"],
          ],
        },
        details: {
          heading: "Établissement",
          rows: [
            ["Adresse", "12 Marina Road, Lagos"],
            ["Total", "₦ 245 000"],
          ],
        },
        policy: { heading: "Annulation", text: "Annulation gratuite jusqu’au 18 décembre 2026." },
        footer: "Présentez ce bon à la réception.",
      }),
    );
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    const normalized = text.normalize("NFC");
    for (const expected of [
      "HTL-48213",
      "Bon d’hébergement",
      "Adébáyọ̀ Ẹ̀kọ́".normalize("NFC"),
      "Ọlábísí Ọṣun".normalize("NFC"),
      "Ụchẹ Ọkọ Ṅwa".normalize("NFC"),
      "Ɗanjuma Ƙwari Ɓala",
      "₦",
      "12 Marina Road, Lagos",
      "Annulation gratuite",
    ]) {
      expect(normalized).toContain(expected);
    }
  });
});
