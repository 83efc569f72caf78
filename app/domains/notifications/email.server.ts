import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import type { Locale } from "~/i18n/locales";
import { outbox } from "./tables";
import { CONTROL_CHARACTERS } from "~/lib/text";

export interface Attachment {
  filename: string;
  contentType: string;
  base64: string;
}

/** A file for an e-mail, from its bytes or its text (a PDF, a calendar event). */
export function attachment(filename: string, contentType: string, content: Uint8Array | string): Attachment {
  const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return { filename, contentType, base64: btoa(binary) };
}

export interface EmailMessage {
  /** One message per key: sending again with it sends nothing. */
  dedupeKey: string;
  to: string;
  locale: Locale;
  subject: string;
  text: string;
  /** The HTML part (email-html.ts); the text part is always there too. */
  html?: string;
  attachments: Attachment[];
  /** Headers beyond the usual: List-Unsubscribe and List-Unsubscribe-Post on marketing e-mail (RFC 8058). */
  headers?: Record<string, string>;
}

const CONTROLS = new RegExp(CONTROL_CHARACTERS.source, "gu");

/**
 * A header's value on one line, whatever a person typed into what it names: a control character or line separator
 * becomes a space, so no field can add a header or break one (forms refuse them already: SingleLineText). Every
 * sender writes the subject and headers through this.
 */
export function headerLine(value: string): string {
  return value.replace(CONTROLS, " ");
}

/** docs/architecture.md, Third parties: the outbox by default; an HTTP e-mail API in a real deployment. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

/** The local sender: messages land in the outbox table, readable at /dev/mailbox. */
export class OutboxSender implements EmailSender {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    await this.db
      .insert(outbox)
      .values({
        dedupeKey: message.dedupeKey,
        // Kept as `readOutbox` looks addresses up: lower case, whatever case the sender was given.
        toAddress: message.to.trim().toLowerCase(),
        locale: message.locale,
        subject: headerLine(message.subject),
        text: message.text,
        html: message.html ?? null,
        attachmentsJson: JSON.stringify(message.attachments),
        headersJson: message.headers ? JSON.stringify(message.headers) : null,
        createdAt: this.now().toISOString(),
      })
      .onConflictDoNothing();
  }
}

const AttachmentsSchema = z.array(z.object({ filename: z.string(), contentType: z.string(), base64: z.string() }));

/** The outbox, newest first, for /dev/mailbox and tests. */
export async function readOutbox(db: Database, options: { to?: string; limit?: number } = {}) {
  const query = db.select().from(outbox);
  const rows = await (options.to ? query.where(eq(outbox.toAddress, options.to.toLowerCase())) : query)
    .orderBy(desc(outbox.id))
    .limit(options.limit ?? 50);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    locale: row.locale,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt,
    attachments: AttachmentsSchema.parse(JSON.parse(row.attachmentsJson)),
    headers: z.record(z.string(), z.string()).parse(JSON.parse(row.headersJson ?? "{}")),
  }));
}

export async function readOutboxMessage(db: Database, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row ? { ...row, attachments: AttachmentsSchema.parse(JSON.parse(row.attachmentsJson)) } : null;
}

/** What sending an order's e-mail needs: its database, the sender, the clock, the site's origin and the link secret. */
export interface EmailDeps {
  db: Database;
  sender: EmailSender;
  now: Date;
  /** The site's public origin, for links in e-mails. */
  siteUrl: string;
  /** Signs the link that opens the booking from the e-mail on any device (manage booking). */
  secret: string;
}
