import { describe, expect, test } from "vitest";
import { escapeHtml, renderEmailHtml } from "./email-html";

describe("HTML e-mails", () => {
  test("everything put in is escaped", () => {
    const html = renderEmailHtml({
      locale: "en-US",
      brand: "Tern",
      preheader: "<b>",
      heading: "Hello <script>",
      paragraphs: ["A & B\nnext line"],
      facts: [["PNR", "AB<12"]],
      flights: [{ route: "LOS → LHR", times: "10:45 AM", detail: "VS 411" }],
      flightsHeading: "Flights",
      action: { label: "See booking", href: "https://tern.example/booking/x?a=1&b=2" },
      footer: ["Tern"],
    });
    expect(html).not.toContain("<script>");
    expect(html).toContain("Hello &lt;script&gt;");
    expect(html).toContain("A &amp; B<br>next line");
    expect(html).toContain('href="https://tern.example/booking/x?a=1&amp;b=2"');
    expect(html).toContain('<html lang="en-US">');
  });

  test("escapeHtml covers quotes", () => {
    expect(escapeHtml(`"'`)).toBe("&quot;&#39;");
  });
});
