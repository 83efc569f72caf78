import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { withI18n } from "../../tests/support/i18n";
import { errorKind, StatusPage } from "./route-error-boundary";

/** What a loader's `throw data(body, { status })` reaches the boundary as. */
const thrown = (status: number, data: unknown = null) => ({ status, statusText: "", internal: false, data });

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

  test("a form sent again while its first send runs (#35): its own page, opening the form's page again", () => {
    expect(errorKind(thrown(409, { resend: "pending" }))).toBe("stillSending");
    const html = renderToString(
      withI18n(
        <MemoryRouter initialEntries={["/fr-FR/account/travellers/new"]}>
          <StatusPage kind="stillSending" />
        </MemoryRouter>,
        "fr-FR",
      ),
    );
    expect(html).toContain("Votre formulaire est encore en cours d’envoi");
    expect(html).toContain('href="/fr-FR/account/travellers/new"');
  });

  test("a service that did not answer offers the spec's retry, opening the same page again", () => {
    const html = renderToString(
      withI18n(
        <MemoryRouter initialEntries={["/fr-FR/flight/search?from=LOS&to=ABV"]}>
          <StatusPage kind="unavailable" />
        </MemoryRouter>,
        "fr-FR",
      ),
    );
    expect(html).toContain('href="/fr-FR/flight/search?from=LOS&amp;to=ABV"');
    const en = renderToString(
      withI18n(
        <MemoryRouter initialEntries={["/hotel"]}>
          <StatusPage kind="unavailable" />
        </MemoryRouter>,
      ),
    );
    expect(en).toContain(">An error occured, retry again</a>");
  });

  test("a 404 of a booking or a stay offers the search it came from", () => {
    expect(errorKind(thrown(404, { missing: "booking" }))).toBe("bookingNotFound");
    expect(errorKind(thrown(404, { missing: "stay" }))).toBe("stayNotFound");
    expect(errorKind(thrown(404, { missing: "elsewhere" }))).toBe("notFound");
  });

  test("the error page says the spec's words, in both languages, with a way out that keeps the locale", () => {
    const en = renderToString(
      withI18n(
        <MemoryRouter>
          <StatusPage kind="errorPage" />
        </MemoryRouter>,
      ),
    );
    expect(en).toContain("Failed to process request, please try again");
    expect(en).toContain('href="/"');
    const fr = renderToString(
      withI18n(
        <MemoryRouter initialEntries={["/fr-FR/hotel/search"]}>
          <StatusPage kind="stayNotFound" />
        </MemoryRouter>,
        "fr-FR",
      ),
    );
    expect(fr).toContain("Séjour introuvable");
    expect(fr).toContain('href="/fr-FR/hotel"');
    expect(fr).toContain('name="robots" content="noindex"');
  });
});
