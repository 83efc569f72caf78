import { useTranslation } from "react-i18next";
import { faqPage, JsonLd } from "~/components/json-ld";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import { dbContext, localeContext } from "~/context";
import { listFaq } from "~/domains/content/content.server";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { PAGE_CACHE_HEADER } from "~/utils/page-cache.server";
import type { Route } from "./+types/support";
import * as css from "./static-page.css";

/** The answer's words alone, for structured data: its HTML's text with entities read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();

/**
 * GET /support (the footer's Support): the questions travellers ask most, each answer opening without JavaScript
 * (details and summary), marked up as a schema.org FAQPage, then how to reach an office.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const t = getI18n(context).getFixedT(null, "content");
  const faq = await listFaq(context.get(dbContext), context.get(localeContext).locale);
  return {
    faq,
    structured: faqPage(faq.map((entry) => ({ question: entry.question, answer: textOf(entry.answerHtml) }))),
    meta: { title: t("support.title"), description: t("support.description") },
  };
}

export const headers: Route.HeadersFunction = () => ({ [PAGE_CACHE_HEADER]: "3600" });

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Support({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  return (
    <article className={`${container} ${css.article}`}>
      <JsonLd data={loaderData.structured} />
      <h1>{t("support.heading")}</h1>
      <p>{t("support.intro")}</p>
      <div className={css.faq}>
        {loaderData.faq.map((entry) => (
          <details key={entry.id} id={entry.id}>
            <summary>{entry.question}</summary>
            <div dangerouslySetInnerHTML={{ __html: entry.answerHtml }} />
          </details>
        ))}
      </div>
      <h2>{t("support.more")}</h2>
      <p>
        <LocaleLink to="/contact-us">{t("support.offices")}</LocaleLink>
      </p>
      <p>
        <LocaleLink to="/feedback">{t("support.feedback")}</LocaleLink>
      </p>
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
