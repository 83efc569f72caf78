import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { missingSchema, resendPendingSchema, unavailableSchema } from "~/utils/route-errors";
import { container } from "./layout.css";
import { LocaleLink } from "./locale-link";

/** The status pages of the boundary, by HTTP status; anything else is the error page. */
const KINDS = {
  400: "badRequest",
  403: "forbidden",
  404: "notFound",
  409: "conflict",
  410: "gone",
  429: "tooManyRequests",
  503: "unavailable",
} as const;

type Kind = (typeof KINDS)[keyof typeof KINDS] | "bookingNotFound" | "ratesStale" | "stillSending" | "errorPage";

/**
 * Where each page sends the reader next (the link's words are the locale's `statusPages.{kind}.action`); the
 * "still sending" page opens the page the form was sent to again, by then showing what the first send did.
 */
const NEXT: Record<Exclude<Kind, "stillSending">, string> = {
  badRequest: "/",
  forbidden: "/account/sign-in",
  notFound: "/",
  bookingNotFound: "/flight",
  conflict: "/manage-booking",
  gone: "/",
  tooManyRequests: "/",
  unavailable: "/",
  ratesStale: "/",
  errorPage: "/",
};

/** A desk page: its refusals send staff to the desk's own sign-in, never a member's. */
const DESK = /^(?:\/(?:en-US|fr-FR))?\/desk(?:\/|$)/;

/** The kind of page an error gets: a known status its own page, a 404 of a booking or an order a way back to search. */
export function errorKind(error: unknown): Kind {
  if (!isRouteErrorResponse(error)) return "errorPage";
  if (error.status === 404) {
    const missing = missingSchema.safeParse(error.data);
    if (missing.success) return "bookingNotFound";
  }
  if (error.status === 503 && unavailableSchema.safeParse(error.data).success) return "ratesStale";
  if (error.status === 409 && resendPendingSchema.safeParse(error.data).success) return "stillSending";
  return error.status in KINDS ? KINDS[error.status as keyof typeof KINDS] : "errorPage";
}

/** A status page inside the site's layout: its title, the heading, what to do next, a way out. */
export function StatusPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className={container}>
      <title>{t(`statusPages.${kind}.title`)}</title>
      {kind === "notFound" ? <meta name="description" content={t("statusPages.notFound.description")} /> : null}
      <meta name="robots" content="noindex" />
      <h1>{t(`statusPages.${kind}.heading`)}</h1>
      <p>{t(`statusPages.${kind}.body`)}</p>
      {/* A supplier or service that did not answer may answer now: the spec's retry words open the same page again. */}
      {kind === "unavailable" ? (
        <p>
          <a href={`${location.pathname}${location.search}`}>{t("errors.retry")}</a>
        </p>
      ) : null}
      <p>
        {kind === "stillSending" ? (
          <a href={location.pathname}>{t("statusPages.stillSending.action")}</a>
        ) : (
          <LocaleLink to={kind === "forbidden" && DESK.test(location.pathname) ? "/desk" : NEXT[kind]}>
            {t(`statusPages.${kind}.action`)}
          </LocaleLink>
        )}
      </p>
    </div>
  );
}

/**
 * The one error boundary every route module exports (lint: tern/route-error-boundary): 400, 403, 404, 409, 410,
 * 429 and 503 each say what happened and what to do; anything else is the spec's "Failed to process request,
 * please try again". Without JavaScript too: the boundary renders on the server with the status.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return <StatusPage kind={errorKind(error)} />;
}
