import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { withI18n } from "../../tests/support/i18n";
import { FX_ATTRIBUTION_URL, SiteFooter } from "./site-footer";

test("the footer credits ExchangeRate-API only where its rates are used (decision 018)", () => {
  const render = (fxAttribution: boolean) =>
    renderToString(
      withI18n(
        <MemoryRouter>
          <SiteFooter year={2026} fxAttribution={fxAttribution} />
        </MemoryRouter>,
        "en-US",
      ),
    );
  expect(render(true)).toContain(`<a href="${FX_ATTRIBUTION_URL}"`);
  expect(render(true)).toContain("Rates By Exchange Rate API");
  expect(render(false)).not.toContain(FX_ATTRIBUTION_URL);
});
