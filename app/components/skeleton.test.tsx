import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { withI18n } from "../../tests/support/i18n";
import { Skeleton } from "./skeleton";

test("the skeleton loader is 4 rows by 5 (product rules §9) and announces loading", () => {
  const html = renderToString(withI18n(<Skeleton />, "fr-FR"));
  expect(html.match(/data-skeleton-cell/g)).toHaveLength(20);
  expect(html).toContain('role="status"');
  expect(html).toContain('aria-busy="true"');
  expect(html).toContain("Chargement…");
});
