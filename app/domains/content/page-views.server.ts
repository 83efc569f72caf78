import { count, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { LOCALES } from "~/i18n/locales";
import { pageViews } from "./tables";

export const PageViewSchema = z.object({
  path: z.string().startsWith("/").max(512),
  locale: z.enum(LOCALES),
  viewedAt: z.date(),
});
export type PageView = z.infer<typeof PageViewSchema>;

/** D1 binds at most 100 values to a statement; a row takes 3. */
const ROWS_PER_INSERT = 33;

/**
 * Records navigations, in one batch. Only the path is kept: a query string can carry names or e-mails typed
 * into a form. A malformed view refuses the whole batch.
 */
export async function recordPageViews(db: Database, views: PageView[]): Promise<void> {
  const rows = views.map((view) => {
    const { path, locale, viewedAt } = PageViewSchema.parse(view);
    return { path, locale, viewedAt: viewedAt.toISOString() };
  });
  const inserts = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    inserts.push(db.insert(pageViews).values(rows.slice(i, i + ROWS_PER_INSERT)));
  }
  const [first, ...rest] = inserts;
  if (first) await db.batch([first, ...rest]);
}

/**
 * Page views wait in the isolate for `delayMs`, then go to D1 together: a busy page costs one write a second,
 * not one per view. The request that starts a batch keeps the Worker alive (`waitUntil`) until it is written.
 */
export class PageViewBuffer {
  #views: PageView[] = [];
  #flushing = false;

  constructor(private readonly delayMs = 1000) {}

  /** Never fails the request it counts: a view that is not one (a path over 512 characters) is not counted. */
  add(db: Database, view: PageView, waitUntil: (promise: Promise<unknown>) => void): void {
    const parsed = PageViewSchema.safeParse(view);
    if (!parsed.success) return;
    this.#views.push(parsed.data);
    if (this.#flushing) return;
    this.#flushing = true;
    waitUntil(
      new Promise((resolve) => setTimeout(resolve, this.delayMs)).then(() => {
        const views = this.#views;
        this.#views = [];
        this.#flushing = false;
        return recordPageViews(db, views).catch((error: unknown) =>
          console.warn(`${views.length} page views not recorded`, error),
        );
      }),
    );
  }
}

export async function countPageViews(db: Database, path: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(pageViews).where(eq(pageViews.path, path));
  return row?.total ?? 0;
}
