import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";

interface Options {
  /** Console errors a test expects, such as the browser's own line for a page that answers 404. */
  expectedConsoleErrors: RegExp[];
}

/** A page that fails its test on any unexpected console error or uncaught exception (docs/architecture.md, convention 13). */
export const test = base.extend<Options & { failOnConsoleErrors: void }>({
  expectedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // test.use() reads a one-element array as the value itself: accept a RegExp or a list of them.
        const patterns: RegExp[] = [expectedConsoleErrors].flat();
        if (patterns.some((pattern) => pattern.test(message.text()))) return;
        problems.push(`console.error: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * For `test.skip`: a spec that only sends requests (no page) runs in one project; the JavaScript switch
 * changes nothing for it.
 */
/**
 * A purchase journey's French pass runs with JavaScript on only: the English pass runs it without JavaScript, and the
 * French page's HTML is the same with JavaScript off. Called first in the journey.
 */
export function skipFrenchWithoutJavaScript(locale: string) {
  test.skip(
    locale === "fr-FR" && test.info().project.use.javaScriptEnabled === false,
    "the French purchase journey runs with JavaScript on",
  );
}

export const REQUESTS_ONLY = ({ javaScriptEnabled }: { javaScriptEnabled: boolean | undefined }) =>
  javaScriptEnabled === false;

export const NOT_FOUND_CONSOLE_ERROR = /status of 404/;
/** The browser's own line for a form answered 400 with its errors (post/redirect/get's failure path). */
export const BAD_REQUEST_CONSOLE_ERROR = /status of 400/;
/** The browser's lines for a form refused with its page: 400 for its errors, 413 for an upload over its size. */
export const REFUSED_FORM_CONSOLE_ERROR = /status of (?:400|413)/;

/**
 * axe (WCAG 2.2 A and AA, target size included, and best practices: docs/architecture.md, Known pitfalls) on the
 * page as it is now, in the js-on project. axe runs as a script, which the js-off project's pages cannot run; the
 * only way to check a js-off page was to load its URL again in a context with JavaScript, and without an island that
 * HTML is the one the js-on project checks at the same step of the same journey. So js-off runs skip it, as the
 * layout spec always has.
 */
export async function expectNoAxeViolations(page: Page) {
  // Both projects: no message shows an interpolation it was not given ("Flight {{flight}}").
  expect(await page.locator("body").innerText(), "an unfilled {{placeholder}}").not.toMatch(/\{\{\s*\w+\s*\}\}/);
  if (test.info().project.use.javaScriptEnabled === false) return;
  // After a click that navigates, the text can be visible before the stylesheet has arrived (a cold server under
  // CI's two workers): axe then measures an unstyled page. The load event waits for the stylesheet.
  await page.waitForLoadState("load");
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * What axe finds on the page as it is now (WCAG 2.2 A and AA, target size included, and best practices), one line a
 * rule with the nodes it failed on.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Violations in full, the rest truncated (axe-core's `resultTypes`, its documented way to run faster): every rule
    // still checks every node, but a passing or inapplicable rule names one node instead of working out a selector
    // for each, which this assertion never reads.
    .options({ resultTypes: ["violations"] })
    // axe.run in the page itself (the package's legacy mode): its default runs each frame apart and joins the parts
    // in a blank page it opens and injects axe into again, a second of CPU a check here, for frames from other origins
    // that Tern's pages never have (no iframe, frame-ancestors 'none'). The same rules over the same nodes, 2-3x faster.
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The enhancement script every page without an island loads (decision 025): built, or served by the dev server. */
export const ENHANCEMENT_SCRIPT = /\/(assets\/island-enhance-[\w-]+\.js|app\/islands\/enhance\.ts)$/;

/** The URLs of every JavaScript file a page loads besides the enhancement script: an island's, or React's. */
export function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && !ENHANCEMENT_SCRIPT.test(new URL(request.url()).pathname))
      scripts.push(request.url());
  });
  return scripts;
}

export const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
