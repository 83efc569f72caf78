import { and, eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { Database } from "~/db/client.server";
import { deskVisibility } from "~/db/desk-columns";
import { auditStatement } from "~/domains/staff/audit.server";
import type { DeskActor } from "~/domains/staff/roles";
import { splitLocale } from "~/i18n/locales";
import type { AnyContentWords, ContentWordsForm } from "./desk-schema";
import { sanitizeHtml } from "./sanitize";
import { contentDrafts } from "./tables";

// The content desk's life of a page (decision 026), the same for every entity: an editor saves words as a draft (its
// HTML sanitized on save), previews it, and publishes it, which replaces the live words, marks the page the desk's
// (the content seed leaves it alone from then on) and drops the draft; or takes the page off the site and puts it
// back. Each action writes its audit row in its batch. The domain that owns an entity's pages stores them
// (`ContentOwner`); the caller purges the pages that `shows` names from the page cache.

export interface ContentRecord {
  /** The desk's name for the entity (its URL segment, and the drafts' and audit rows' kind). */
  entity: string;
  key: string;
  locale: string;
}

export interface ContentListItem {
  key: string;
  locale: string;
  name: string;
  published: boolean;
}

/** What the domain that owns an entity's pages does for the desk: its words, and how it stores and shows them. */
export interface ContentOwner<W extends AnyContentWords = AnyContentWords> {
  entity: string;
  /** The words an editor changes, and how the desk's form asks for each. */
  words: ContentWordsForm<W>;
  /** Every page of the entity in each language, by name. */
  list(db: Database): Promise<ContentListItem[]>;
  /** One page's live words, its name, whether it is on the site, and its path there (without a language prefix). */
  read(
    db: Database,
    key: string,
    locale: string,
  ): Promise<{ name: string; words: W; published: boolean; path: string } | null>;
  /** The statement that makes `words` the page's live words, marked the desk's, when `guard` holds as it runs. */
  publish(db: Database, record: ContentRecord, words: W, guard: SQL, by: string, now: Date): BatchItem<"sqlite">;
  /**
   * The statement that takes the page off the site or puts it back, returning a row when the page exists (an
   * UPDATE ... RETURNING): the desk runs it with the action's audit row in one batch.
   */
  show(db: Database, record: ContentRecord, shown: boolean, by: string, now: Date): BatchItem<"sqlite">;
  /** Whether a page's path (with or without its language prefix) shows this page's words: what a change purges. */
  shows(key: string): (path: string) => boolean;
}

export interface ContentDeskPage<W extends AnyContentWords = AnyContentWords> extends ContentRecord {
  name: string;
  live: W;
  draft: W | null;
  published: boolean;
  path: string;
}

/** An entity's words, every HTML field sanitized (on save, and again as a draft is read back). */
function cleanWords<W extends AnyContentWords>(form: ContentWordsForm<W>, words: unknown): W {
  const clean: AnyContentWords = { ...form.schema.parse(words) };
  for (const field of form.fields) {
    const value = clean[field.name];
    if (field.kind === "html" && value !== undefined) clean[field.name] = sanitizeHtml(value);
  }
  // The schema's words, with some of their strings sanitized: still the same shape.
  return clean as W;
}

const thisDraft = (record: ContentRecord) =>
  and(
    eq(contentDrafts.entity, record.entity),
    eq(contentDrafts.key, record.key),
    eq(contentDrafts.locale, record.locale),
  );

const auditRecord = (record: ContentRecord) => ({
  kind: `content_${record.entity}`,
  id: `${record.key}/${record.locale}`,
});

/** Whether a path, with or without its language prefix, is one of `paths`: what a change to a page purges. */
export const pathIn =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(splitLocale(path).path);

/** The drafts waiting, by entity, key and language. */
export async function contentDraftKeys(db: Database): Promise<Set<string>> {
  const rows = await db
    .select({ entity: contentDrafts.entity, key: contentDrafts.key, locale: contentDrafts.locale })
    .from(contentDrafts);
  return new Set(rows.map((r) => `${r.entity}/${r.key}/${r.locale}`));
}

/** One page at the desk: its live words, its draft if any, whether it is on the site. Null when there is none. */
export async function contentDeskPage<W extends AnyContentWords>(
  db: Database,
  owner: ContentOwner<W>,
  record: ContentRecord,
): Promise<ContentDeskPage<W> | null> {
  const [live, [draft]] = await Promise.all([
    owner.read(db, record.key, record.locale),
    db.select({ wordsJson: contentDrafts.wordsJson }).from(contentDrafts).where(thisDraft(record)),
  ]);
  if (!live) return null;
  return {
    ...record,
    name: live.name,
    live: live.words,
    draft: draft ? cleanWords(owner.words, JSON.parse(draft.wordsJson)) : null,
    published: live.published,
    path: live.path,
  };
}

/** Keeps an edit as the page's draft, its HTML sanitized; the live page is unchanged. False when there is no page. */
export async function saveContentDraft<W extends AnyContentWords>(
  db: Database,
  owner: ContentOwner<W>,
  record: ContentRecord,
  /** Parsed again by the entity's schema here. */
  words: unknown,
  actor: DeskActor,
  now: Date,
): Promise<boolean> {
  if (!(await owner.read(db, record.key, record.locale))) return false;
  const row = {
    ...record,
    wordsJson: JSON.stringify(cleanWords(owner.words, words)),
    savedBy: actor.staffId,
    savedAt: now.toISOString(),
  };
  await db.batch([
    db
      .insert(contentDrafts)
      .values(row)
      .onConflictDoUpdate({
        target: [contentDrafts.entity, contentDrafts.key, contentDrafts.locale],
        set: { wordsJson: row.wordsJson, savedBy: row.savedBy, savedAt: row.savedAt },
      }),
    auditStatement(db, actor, { action: "content.save", record: auditRecord(record) }, now),
  ]);
  return true;
}

/**
 * Publishes the page's draft: its words become the live ones and the draft is gone. The draft read here must be the
 * one still kept as the batch runs: an edit saved meanwhile is not published unread, and two editors publishing at
 * once publish it once (one audit row).
 */
export async function publishContentDraft<W extends AnyContentWords>(
  db: Database,
  owner: ContentOwner<W>,
  record: ContentRecord,
  actor: DeskActor,
  now: Date,
): Promise<boolean> {
  const [kept] = await db.select({ wordsJson: contentDrafts.wordsJson }).from(contentDrafts).where(thisDraft(record));
  if (!kept) return false;
  const words = cleanWords(owner.words, JSON.parse(kept.wordsJson));
  const guard = sql`EXISTS (SELECT 1 FROM ${contentDrafts} WHERE ${thisDraft(record)} AND ${contentDrafts.wordsJson} = ${kept.wordsJson})`;
  const [, , dropped] = await db.batch([
    auditStatement(db, actor, { action: "content.publish", record: auditRecord(record) }, now, guard),
    owner.publish(db, record, words, guard, actor.staffId, now),
    db
      .delete(contentDrafts)
      .where(and(thisDraft(record), eq(contentDrafts.wordsJson, kept.wordsJson)))
      .returning({ key: contentDrafts.key }),
  ]);
  return dropped.length > 0;
}

/** Takes the page off the site (it answers 404 and leaves the sitemap and lists), or puts it back. */
export async function setContentShown<W extends AnyContentWords>(
  db: Database,
  owner: ContentOwner<W>,
  record: ContentRecord,
  shown: boolean,
  actor: DeskActor,
  now: Date,
): Promise<boolean> {
  const action = shown ? "content.republish" : "content.unpublish";
  const [changed] = await db.batch([
    owner.show(db, record, shown, actor.staffId, now),
    auditStatement(db, actor, { action, record: auditRecord(record) }, now),
  ]);
  // The update's RETURNING rows: one when the page exists.
  return (changed as readonly unknown[]).length > 0;
}

/** A table of pages by key and language that carries the desk's columns (~/db/desk-columns). */
type DeskTable = SQLiteTable & {
  locale: SQLiteColumn;
  editedBy: SQLiteColumn;
  unpublishedAt: SQLiteColumn;
  updatedAt: SQLiteColumn;
};

/**
 * An owner's statements when its pages are rows of one table, found by `key` and language: where a page is, the
 * publish of its words (as they are, or mapped to the row's columns by `columns`) and its take-off or put-back.
 */
export function deskRows<W extends AnyContentWords>(
  table: DeskTable,
  key: SQLiteColumn,
  columns: (words: W) => Record<string, unknown> = (words) => words,
): Pick<ContentOwner<W>, "publish" | "show"> & {
  where: (record: Pick<ContentRecord, "key" | "locale">) => SQL | undefined;
} {
  const where = (record: Pick<ContentRecord, "key" | "locale">) =>
    and(eq(key, record.key), eq(table.locale, record.locale));
  // Each table's own columns are the words' (the owner's schema names them): drizzle cannot see that through the
  // generic table, so the values are given as the update's source.
  const values = (row: Record<string, unknown>) => row as SQLiteUpdateSetSource<DeskTable>;
  return {
    where,
    publish: (db, record, words, guard, by, now) =>
      db
        .update(table)
        .set(values({ ...columns(words), ...deskVisibility(true, by, now) }))
        .where(and(where(record), guard)),
    show: (db, record, on, by, now) =>
      db
        .update(table)
        .set(values(deskVisibility(on, by, now)))
        .where(where(record))
        .returning({ key }),
  };
}
