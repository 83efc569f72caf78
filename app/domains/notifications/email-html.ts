import type { Locale } from "~/i18n/locales";

// The HTML part of Tern's e-mails (docs/design.md, E-mails): one table-based layout with inline styles, which
// every mail client renders, in the design system's colours. Everything put in it is escaped here.

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export interface EmailFlight {
  /** "LOS → LHR" */
  route: string;
  /** "Tue, Dec 22 · 10:45 AM → 3:45 PM (local times)" */
  times: string;
  /** "Virgin Atlantic VS 411 · Economy" */
  detail: string;
}

export interface EmailContent {
  locale: Locale;
  brand: string;
  /** The line a mail client shows after the subject. */
  preheader: string;
  heading: string;
  /** Paragraphs; a line break inside one is kept. */
  paragraphs: string[];
  /** Label and value rows (PNR, bank details). */
  facts?: Array<[string, string]>;
  flights?: EmailFlight[];
  flightsHeading?: string;
  action?: { label: string; href: string };
  footer: string[];
  /** A link under the footer's lines: unsubscribe, on marketing e-mail. */
  footerLink?: { label: string; href: string };
}

const INK = "#12202f";
const MUTED = "#4a5868";
const BRAND = "#0b5cad";
const LINE = "#d5dbe1";
const FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;${FONT};font-size:16px;line-height:1.5;color:${INK}">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;

export function renderEmailHtml(content: EmailContent): string {
  const facts = content.facts?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border:1px solid ${LINE};border-radius:8px">${content.facts
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 12px;${FONT};font-size:14px;color:${MUTED}">${escapeHtml(label)}</td><td style="padding:8px 12px;${FONT};font-size:15px;font-weight:700;color:${INK};word-break:break-word">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const flights = content.flights?.length
    ? `<h2 style="margin:8px 0 8px;${FONT};font-size:18px;color:${INK}">${escapeHtml(content.flightsHeading ?? "")}</h2>${content.flights
        .map(
          (f) =>
            `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 8px;border:1px solid ${LINE};border-radius:8px"><tr><td style="padding:12px;${FONT}"><div style="font-size:18px;font-weight:700;color:${INK}">${escapeHtml(f.route)}</div><div style="font-size:15px;color:${INK}">${escapeHtml(f.times)}</div><div style="font-size:13px;color:${MUTED}">${escapeHtml(f.detail)}</div></td></tr></table>`,
        )
        .join("")}`
    : "";
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.href)}" style="display:inline-block;padding:12px 20px;background:${BRAND};color:#ffffff;border-radius:8px;${FONT};font-weight:700;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : "";
  return `<!doctype html>
<html lang="${content.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${LINE};border-radius:8px">
<tr><td style="padding:16px 20px;border-bottom:3px solid ${BRAND};${FONT};font-size:22px;font-weight:800;color:${BRAND}">${escapeHtml(content.brand)}</td></tr>
<tr><td style="padding:20px">
<h1 style="margin:0 0 16px;${FONT};font-size:22px;line-height:1.25;color:${INK}">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join("\n")}
${facts}
${flights}
${action}
</td></tr>
<tr><td style="padding:16px 20px;border-top:1px solid ${LINE};${FONT};font-size:13px;line-height:1.5;color:${MUTED}">${content.footer.map((line) => escapeHtml(line)).join("<br>")}${content.footerLink ? `<br><a href="${escapeHtml(content.footerLink.href)}" style="color:${MUTED}">${escapeHtml(content.footerLink.label)}</a>` : ""}</td></tr>
</table></td></tr></table>
</body></html>`;
}
