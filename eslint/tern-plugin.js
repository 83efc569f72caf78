import { domainGraph, domainOf, importedDomain, pathBetween } from "./domain-graph.js";

// Tern's own ESLint rules (docs/architecture.md, Layers): what no-restricted-imports cannot say.

let graph = null;
/** The domain graph read from disk once per ESLint run. */
const graphOf = (root) => (graph ??= domainGraph(root));

/** A domain importing another that imports it back, directly or through others. */
const noDomainCycle = {
  meta: {
    type: "problem",
    docs: { description: "The domains of app/domains import each other one way only." },
    messages: {
      cycle:
        "Domain '{{from}}' imports '{{to}}', which imports '{{from}}' back ({{path}}): move what both need to a lower domain, or pass it in.",
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const from = domainOf(root, file);
    if (!from) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== "string") return;
      const to = importedDomain(root, file, node.source.value);
      if (!to || to === from) return;
      const back = pathBetween(graphOf(root), to, from);
      if (back) context.report({ node, messageId: "cycle", data: { from, to, path: [from, ...back].join(" -> ") } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/** A page's route module (one with a default export) that does not export the one error boundary. */
const routeErrorBoundary = {
  meta: {
    type: "problem",
    docs: { description: "Every page's route module exports RouteErrorBoundary as its ErrorBoundary." },
    messages: {
      missing:
        'A page exports the one error boundary: export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";',
    },
    schema: [],
  },
  create(context) {
    let page = null;
    let boundary = false;
    return {
      ExportDefaultDeclaration(node) {
        page = node;
      },
      ExportNamedDeclaration(node) {
        const oneBoundary =
          node.source?.value === "~/components/route-error-boundary" &&
          node.specifiers.some((s) => s.exported.name === "ErrorBoundary" && s.local.name === "RouteErrorBoundary");
        if (oneBoundary) boundary = true;
      },
      "Program:exit"() {
        if (page && !boundary) context.report({ node: page, messageId: "missing" });
      },
    };
  },
};

/**
 * Every form that writes carries the page's one-time token (decision 022): a `<form>` or `<Form>` posting has a
 * `<ResendToken />` among its children. The settings forms (`action="/settings/..."`) only set a cookie, which is one
 * effect however often it is sent, and are on every page, which the page cache keeps gzipped.
 */
const resendToken = {
  meta: {
    type: "problem",
    messages: {
      missing:
        'A form that posts carries the one-time token: <ResendToken /> from "~/components/forms" among its children.',
    },
    schema: [],
  },
  create(context) {
    const literal = (element, name) => {
      const attribute = element.openingElement.attributes.find(
        (a) => a.type === "JSXAttribute" && a.name.name === name,
      );
      return attribute?.value?.type === "Literal" ? String(attribute.value.value) : null;
    };
    return {
      JSXElement(node) {
        const name = node.openingElement.name;
        if (name.type !== "JSXIdentifier" || (name.name !== "form" && name.name !== "Form")) return;
        if (literal(node, "method")?.toLowerCase() !== "post") return;
        if (literal(node, "action")?.startsWith("/settings/")) return;
        const carries = node.children.some(
          (child) => child.type === "JSXElement" && child.openingElement.name.name === "ResendToken",
        );
        if (!carries) context.report({ node: node.openingElement, messageId: "missing" });
      },
    };
  },
};

export default {
  rules: { "no-domain-cycle": noDomainCycle, "route-error-boundary": routeErrorBoundary, "resend-token": resendToken },
};
