import type { EmailSender } from "~/domains/notifications/email.server";
import { renderEmailHtml } from "~/domains/notifications/email-html";
import { canonicalPath, type Locale } from "~/i18n/locales";
import { translatorFor } from "~/i18n/translator.server";
import type { CodePurpose } from "./schema";

export type AccountEmail =
  | { template: "code"; purpose: CodePurpose; code: string; minutes: number }
  | { template: "password_changed" }
  | { template: "deleted" };

export interface AccountEmailInput {
  to: string;
  locale: Locale;
  /** The first name to greet; empty for an address that has no account yet. */
  name: string;
  /** One message per key: a retried request sends once. */
  dedupeKey: string;
  siteUrl: string;
}

/**
 * Writes one account e-mail in the member's language (a code for a registration: the page's language).
 * Codes are sent at once rather than through the e-mail queue: the traveller is waiting for the code, and a
 * queue message would hold in clear a secret that Tern keeps only hashed.
 */
export async function sendAccountEmail(sender: EmailSender, input: AccountEmailInput, email: AccountEmail) {
  const t = translatorFor(input.locale, "account");
  const greeting = input.name ? t("emails.greeting", { name: input.name }) : t("emails.greetingNoName");
  const link = `${input.siteUrl}${canonicalPath(input.locale, "/account/sign-in")}`;
  let subject: string;
  let body: string;
  switch (email.template) {
    case "code":
      subject = t(`emails.code.subject.${email.purpose}`, { code: email.code });
      body = t("emails.code.body", { code: email.code, count: email.minutes });
      break;
    case "password_changed":
      subject = t("emails.password_changed.subject");
      body = t("emails.password_changed.body", { link });
      break;
    case "deleted":
      subject = t("emails.deleted.subject");
      body = t("emails.deleted.body");
      break;
  }
  await sender.send({
    dedupeKey: input.dedupeKey,
    to: input.to,
    locale: input.locale,
    subject,
    text: [greeting, "", body, "", t("emails.footer")].join("\n"),
    html: renderEmailHtml({
      locale: input.locale,
      brand: translatorFor(input.locale, "common")("brand"),
      preheader: subject,
      heading: subject,
      paragraphs: [greeting, body],
      ...(email.template === "code" ? { facts: [[t("emails.codeLabel"), email.code] as [string, string]] } : {}),
      footer: [t("emails.footer")],
    }),
    attachments: [],
  });
}
