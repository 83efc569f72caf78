import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { blogPostingData } from "~/components/structured-data";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import { dbContext, localeContext } from "~/context";
import { getBlogPost } from "~/domains/content/content.server";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { localDate } from "~/lib/format-time";
import { PAGE_CACHE_HEADER } from "~/utils/page-cache.server";
import type { Route } from "./+types/blog-post";
import * as css from "./static-page.css";

/** GET /blog/{slug}: one post in the page's language (sanitized HTML from content/blog/), as a schema.org BlogPosting. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { locale } = context.get(localeContext);
  const post = await getBlogPost(context.get(dbContext), params.slug, locale);
  if (!post) throw data(null, { status: 404 });
  const t = getI18n(context).getFixedT(null, "content");
  return {
    post: { ...post, published: localDate(post.publishedOn, locale, "long") },
    structured: blogPostingData({
      origin: new URL(request.url).origin,
      url: `${new URL(request.url).origin}${new URL(request.url).pathname}`,
      headline: post.title,
      description: post.description,
      published: post.publishedOn,
      locale,
      author: getI18n(context).getFixedT(null, "common")("brand"),
    }),
    meta: { title: t("pageTitle", { title: post.title }), description: post.description },
  };
}

export const headers: Route.HeadersFunction = () => ({ [PAGE_CACHE_HEADER]: "3600" });

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const { post, structured } = loaderData;
  return (
    <article className={`${container} ${css.article}`}>
      <JsonLd data={structured} />
      <h1>{post.title}</h1>
      <p>
        <time dateTime={post.publishedOn}>{post.published}</time>
      </p>
      <div dangerouslySetInnerHTML={{ __html: post.html }} />
      <p>
        <LocaleLink to="/blog">{t("blog.all")}</LocaleLink>
      </p>
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
