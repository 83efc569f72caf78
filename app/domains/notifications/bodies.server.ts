import type { Locale } from "~/i18n/locales";
import { translatorFor } from "~/i18n/translator.server";
import { renderEmailHtml } from "./email-html";

/** A transactional e-mail's parts: its subject heads the HTML, its facts and its link close the plain text. */
export interface EmailParts {
  locale: Locale;
  subject: string;
  paragraphs: string[];
  facts?: Array<[string, string]>;
  action: { label: string; href: string };
  /** The footer's lines; by default, that Tern protects the traveller's data. */
  footer?: string[];
  /** A link under the footer (unsubscribe, on marketing e-mail), in both bodies. */
  footerLink?: { label: string; href: string };
}

/** Both bodies of a transactional e-mail from the same parts: Tern's HTML layout, and the same words as plain text. */
export function emailBodies(mail: EmailParts): { html: string; text: string } {
  const facts = mail.facts ?? [];
  const html = renderEmailHtml({
    locale: mail.locale,
    brand: translatorFor(mail.locale, "common")("brand"),
    preheader: mail.subject,
    heading: mail.subject,
    paragraphs: mail.paragraphs,
    facts,
    action: mail.action,
    footer: mail.footer ?? [translatorFor(mail.locale)("emails.footerLines.protected")],
    ...(mail.footerLink ? { footerLink: mail.footerLink } : {}),
  });
  const text = [
    ...mail.paragraphs,
    "",
    ...(facts.length > 0 ? [...facts.map(([label, value]) => `${label}: ${value}`), ""] : []),
    mail.action.href,
    ...(mail.footerLink ? ["", `${mail.footerLink.label}: ${mail.footerLink.href}`] : []),
  ].join("\n");
  return { html, text };
}
