import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { withI18n } from "../../tests/support/i18n";
import { errorKind, StatusPage } from "./route-error-boundary";

/** What a loader's `throw data(body, { status })` reaches the boundary as. */
const thrown = (status: number, data: unknown = null) => ({ status, statusText: "", internal: false, data });

type StatusKind = Parameters<typeof StatusPage>[0]["kind"];

/** A status page as the boundary renders it on `path`, in a language. */
const renderStatus = (kind: StatusKind, path?: string, locale?: "fr-FR") =>
  renderToString(
    withI18n(
      <MemoryRouter initialEntries={path ? [path] : undefined}>
        <StatusPage kind={kind} />
      </MemoryRouter>,
      locale,
    ),
  );

describe("the one error boundary", () => {
  test("each status the spec names has its own page; anything else is the error page", () => {
    expect([400, 403, 404, 409, 410, 429, 503, 500, 418].map((status) => errorKind(thrown(status)))).toEqual([
      "badRequest",
      "forbidden",
      "notFound",
      "conflict",
      "gone",
      "tooManyRequests",
      "unavailable",
      "errorPage",
      "errorPage",
    ]);
    expect(errorKind(new Error("boom"))).toBe("errorPage");
  });

  test("a form sent again while its first send runs (decision 022): its own page, opening the form's page again", () => {
    expect(errorKind(thrown(409, { resend: "pending" }))).toBe("stillSending");
    const html = renderStatus("stillSending", "/fr-FR/account/travellers/new", "fr-FR");
    expect(html).toContain("Votre formulaire est encore en cours d’envoi");
    expect(html).toContain('href="/fr-FR/account/travellers/new"');
  });

  test("a service that did not answer offers the spec's retry, opening the same page again", () => {
    const html = renderStatus("unavailable", "/fr-FR/flight/search?from=LOS&to=ABV", "fr-FR");
    expect(html).toContain('href="/fr-FR/flight/search?from=LOS&amp;to=ABV"');
    const en = renderStatus("unavailable", "/hotel");
    expect(en).toContain(">An error occured, retry again</a>");
  });

  test("a 404 of a booking or an order offers a search", () => {
    expect(errorKind(thrown(404, { missing: "booking" }))).toBe("bookingNotFound");
    expect(errorKind(thrown(404, { missing: "elsewhere" }))).toBe("notFound");
  });

  test("the error page says the spec's words, in both languages, with a way out that keeps the locale", () => {
    const en = renderStatus("errorPage");
    expect(en).toContain("Failed to process request, please try again");
    expect(en).toContain('href="/"');
    const fr = renderStatus("bookingNotFound", "/fr-FR/manage-booking", "fr-FR");
    expect(fr).toContain("Réservation introuvable");
    expect(fr).toContain('href="/fr-FR/flight"');
    expect(fr).toContain('name="robots" content="noindex"');
  });
});
