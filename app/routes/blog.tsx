import { useTranslation } from "react-i18next";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import { dbContext, localeContext } from "~/context";
import { listBlogPosts } from "~/domains/content/content.server";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { localDate } from "~/lib/format-time";
import { PAGE_CACHE_HEADER } from "~/utils/page-cache.server";
import type { Route } from "./+types/blog";
import * as css from "./static-page.css";

/** GET /blog (the footer's Blog): the posts in the page's language, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(localeContext);
  const t = getI18n(context).getFixedT(null, "content");
  const posts = await listBlogPosts(context.get(dbContext), locale);
  return {
    posts: posts.map((post) => ({ ...post, published: localDate(post.publishedOn, locale, "long") })),
    meta: { title: t("blog.title"), description: t("blog.description") },
  };
}

export const headers: Route.HeadersFunction = () => ({ [PAGE_CACHE_HEADER]: "3600" });

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  return (
    <div className={`${container} ${css.article}`}>
      <h1>{t("blog.heading")}</h1>
      <ul className={css.posts}>
        {loaderData.posts.map((post) => (
          <li key={post.slug}>
            <h2>
              <LocaleLink to={`/blog/${post.slug}`}>{post.title}</LocaleLink>
            </h2>
            <p>
              <time dateTime={post.publishedOn}>{post.published}</time>
            </p>
            <p>{post.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
