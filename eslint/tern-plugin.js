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

export default { rules: { "no-domain-cycle": noDomainCycle, "route-error-boundary": routeErrorBoundary } };
