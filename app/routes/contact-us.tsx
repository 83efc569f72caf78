import { useTranslation } from "react-i18next";
import { card, cardGrid, container } from "~/components/layout.css";
import { dbContext, localeContext } from "~/context";
import { listOffices } from "~/domains/content/content.server";
import type { Office } from "~/domains/content/schema";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { JsonLd } from "~/components/json-ld";
import { organizationData } from "~/components/structured-data";
import type { Route } from "./+types/contact-us";
import * as css from "./static-page.css";

/** Product rules §2: offices with location, address, phone and e-mail. A failed fetch is only logged. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale } = context.get(localeContext);
  let offices: Office[] | null;
  try {
    offices = await listOffices(context.get(dbContext), locale);
  } catch (error) {
    console.warn("contact-us: offices could not be loaded", error);
    offices = null;
  }
  const t = getI18n(context).getFixedT(null, "content");
  const brand = getI18n(context).getFixedT(null, "common")("brand");
  const origin = new URL(request.url).origin;
  return {
    offices,
    // Each office a contact point of the organization, as the page lists them.
    structured: organizationData({ origin, name: brand, offices: offices ?? [] }),
    meta: { title: t("contact.title"), description: t("contact.description") },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const { offices } = loaderData;
  return (
    <article className={`${container} ${css.article}`}>
      <JsonLd data={loaderData.structured} />
      <h1>{t("contact.heading")}</h1>
      <p>{t("contact.intro")}</p>
      {/* Product rules §8: a failed office fetch is only logged; the page shows without the list. */}
      {offices === null ? null : (
        <ul className={`${cardGrid} ${css.offices}`}>
          {offices.map((office) => (
            <li key={office.id} className={card} aria-labelledby={`office-${office.id}`}>
              <h2 id={`office-${office.id}`}>{office.location}</h2>
              <div dangerouslySetInnerHTML={{ __html: office.addressHtml }} />
              <p>
                {t("contact.phone")} <a href={`tel:${office.phone.replace(/\s/g, "")}`}>{office.phone}</a>
              </p>
              <p>
                {t("contact.email")} <a href={`mailto:${office.email}`}>{office.email}</a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
