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

export default { rules: { "no-domain-cycle": noDomainCycle } };
