import { describe, expect, test } from "vitest";
import { sanitizeHtml } from "./sanitize";

describe("sanitizeHtml", () => {
  test("keeps structure and safe links", () => {
    const html =
      '<h2 id="x">Refunds</h2><p>See <a href="/privacy-policy">privacy</a> or <a href="mailto:help@tern.travel">mail</a>.</p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  test("removes scripts, handlers, styles and dangerous URLs", () => {
    expect(sanitizeHtml('<p onclick="steal()">Hi<script>alert(1)</script></p>')).toBe("<p>Hi</p>");
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<img src=x onerror="alert(1)"><p style="color:red">t</p>')).toBe("<p>t</p>");
    expect(sanitizeHtml("<iframe src='https://evil.example'></iframe><svg><script>1</script></svg>ok")).toBe("ok");
  });

  test("is stable: sanitizing twice changes nothing", () => {
    const once = sanitizeHtml('<p>5 < 6 & <strong>"bold"</strong></p><a href="/x?a=1&b=2">x</a>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});
