import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { container } from "./layout.css";
import { LocaleLink } from "./locale-link";
import { StatusPage } from "./status-page";

type Kind = "bookingNotFound" | "tooManyRequests" | "unavailable";

/** A status page of a route's own, inside the site's layout: the heading, what to do next, a way out. */
function RoutePage({ kind, to }: { kind: Kind; to: string }) {
  const { t } = useTranslation();
  return (
    <div className={container}>
      <title>{t(`statusPages.${kind}.title`)}</title>
      <meta name="robots" content="noindex" />
      <h1>{t(`statusPages.${kind}.heading`)}</h1>
      <p>{t(`statusPages.${kind}.body`)}</p>
      <p>
        {kind === "bookingNotFound" ? (
          <LocaleLink to={to}>{t("statusPages.bookingNotFound.action")}</LocaleLink>
        ) : (
          <LocaleLink to="/">{t("notFound.home")}</LocaleLink>
        )}
      </p>
    </div>
  );
}

/**
 * The error boundary of the booking steps: a booking this browser cannot open says so and offers a search; a
 * throttled or unavailable answer says to try again; anything else is the site's error page. Without JavaScript
 * too: the boundary renders on the server with the status.
 */
export function BookingErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <RoutePage kind="bookingNotFound" to="/flight" />;
    if (error.status === 429) return <RoutePage kind="tooManyRequests" to="/" />;
    if (error.status === 503) return <RoutePage kind="unavailable" to="/" />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <StatusPage kind="errorPage" />;
}

/** The account pages' boundary: 429 and 503 say to try again; 404 is the not-found page; the rest an error page. */
export function AccountErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <StatusPage kind="notFound" />;
    if (error.status === 429) return <RoutePage kind="tooManyRequests" to="/" />;
    if (error.status === 503) return <RoutePage kind="unavailable" to="/" />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <StatusPage kind="errorPage" />;
}
