import xss, { type FilterXSS as FilterXSSClass } from "xss";

// Imported by scripts/seed too (Node strips the types), so it uses relative imports only.

// xss is CommonJS: its default export is the module, read the same way by Vite, workerd's test pool and Node.
const { FilterXSS } = xss as unknown as { FilterXSS: typeof FilterXSSClass };

/** What stored content may contain: text structure and links, nothing that runs or styles. */
const filter = new FilterXSS({
  whiteList: {
    h2: ["id"],
    h3: ["id"],
    p: [],
    br: [],
    strong: [],
    em: [],
    ul: [],
    ol: [],
    li: [],
    a: ["href", "title"],
    address: [],
    abbr: ["title"],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "svg", "math", "template"],
  onTagAttr(tag, name, value) {
    // Links go to http(s), mailto and tel only, or to a path on the site.
    if (tag === "a" && name === "href") {
      const href = value.trim();
      const safe = /^(https?:|mailto:|tel:)/i.test(href) || (href.startsWith("/") && !href.startsWith("//"));
      return safe ? `href="${href.replace(/"/g, "&quot;")}"` : "";
    }
    return undefined;
  },
});

/** The allowlist sanitizer for every stored HTML field, on write and again on render (docs/architecture.md, Security). */
export function sanitizeHtml(html: string): string {
  return filter.process(html);
}
