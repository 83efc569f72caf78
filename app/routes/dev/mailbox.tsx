import { Fragment } from "react";
import { Button } from "~/components/ui/button";
import { useTranslation } from "react-i18next";
import * as css from "~/components/booking/booking.css";
import { container } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import { dbContext, envContext } from "~/context";
import { readOutbox } from "~/domains/notifications/email.server";
import { getI18n } from "~/i18n/i18next.server";
import { privateMetaTags } from "~/i18n/meta";
import { requireDevTools } from "~/utils/deployment.server";
import type { Route } from "./+types/mailbox";

/** GET /dev/mailbox?to=: the local outbox, newest first (docs/architecture.md, Third parties). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireDevTools(request, context.get(envContext));
  const to = new URL(request.url).searchParams.get("to")?.trim() || undefined;
  const t = getI18n(context).getFixedT(null, "booking");
  return {
    meta: { title: t("mailbox.title"), description: t("mailbox.intro") },
    to: to ?? "",
    messages: (await readOutbox(context.get(dbContext), { to })).map((m) => ({
      ...m,
      html: m.html !== null,
      attachments: m.attachments.map((a) => ({ filename: a.filename, size: Math.round((a.base64.length * 3) / 4) })),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function Mailbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const localePath = useLocalePath();
  return (
    <div className={container}>
      <h1>{t("mailbox.title")}</h1>
      <p className={css.muted}>{t("mailbox.intro")}</p>
      <form method="get" className={css.actions}>
        <label>
          {t("mailbox.filter")} <input type="email" name="to" defaultValue={loaderData.to} />
        </label>
        <Button variant="secondary">{t("mailbox.show")}</Button>
      </form>
      {loaderData.messages.length === 0 ? <p>{t("mailbox.empty")}</p> : null}
      {loaderData.messages.map((m) => (
        <article key={m.id} className={css.panel} aria-labelledby={`mail-${m.id}`}>
          <h2 id={`mail-${m.id}`}>{m.subject}</h2>
          <dl className={css.details}>
            <dt>{t("mailbox.to")}</dt>
            <dd>{m.to}</dd>
            <dt>{t("mailbox.sent")}</dt>
            <dd>
              <time dateTime={m.createdAt}>{m.createdAt}</time>
            </dd>
            {Object.entries(m.headers).map(([name, value]) => (
              <Fragment key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
          <pre className={css.mailText}>{m.text}</pre>
          {m.html ? (
            <p>
              <a href={localePath(`/dev/mailbox/${m.id}/html`)}>{t("mailbox.html")}</a>
            </p>
          ) : null}
          {m.attachments.length > 0 ? (
            <>
              <h3>{t("mailbox.attachments")}</h3>
              <ul>
                {m.attachments.map((a, i) => (
                  <li key={a.filename}>
                    <a href={localePath(`/dev/mailbox/${m.id}/${i}`)} download={a.filename}>
                      {a.filename}
                    </a>{" "}
                    ({a.size} B)
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </article>
      ))}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
