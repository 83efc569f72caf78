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

/** Records a navigation. Only the path is kept: a query string can carry names or e-mails typed into a form. */
export async function recordPageView(db: Database, view: PageView): Promise<void> {
  const { path, locale, viewedAt } = PageViewSchema.parse(view);
  await db.insert(pageViews).values({ path, locale, viewedAt: viewedAt.toISOString() });
}

export async function countPageViews(db: Database, path: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(pageViews).where(eq(pageViews.path, path));
  return row?.total ?? 0;
}
