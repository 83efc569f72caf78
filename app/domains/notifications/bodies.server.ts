import type { Locale } from "~/i18n/locales";
import { translatorFor } from "~/i18n/translator.server";
import { renderEmailHtml } from "./email-html";
import type { Attachment, EmailMessage } from "./email.server";

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

/** Where a transactional e-mail goes, and what goes with it. */
export interface Envelope {
  /** One message per key: sending again with it sends nothing. */
  dedupeKey: string;
  to: string;
  attachments?: Attachment[];
  headers?: Record<string, string>;
}

/** A transactional e-mail to send: both bodies drawn from its parts, beside its envelope. */
export function transactionalEmail(mail: EmailParts & Envelope): EmailMessage {
  const { html, text } = emailBodies(mail);
  return {
    dedupeKey: mail.dedupeKey,
    to: mail.to,
    locale: mail.locale,
    subject: mail.subject,
    text,
    html,
    attachments: mail.attachments ?? [],
    ...(mail.headers ? { headers: mail.headers } : {}),
  };
}

/** Both bodies of a transactional e-mail from the same parts: Tern's HTML layout, and the same words as plain text. */
function emailBodies(mail: EmailParts): { html: string; text: string } {
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
