import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

// Which methods an address answers (RFC 9110 section 15.5.6: a 405 names them in Allow): the route it matches says,
// by what it exports. A loader or a page answers GET and HEAD; an action, POST. Read from the build's own routes, so
// a route that gains an action answers POST without another list to keep.

type Node = RouteObject & { id: string; children?: Node[] };

const trees = new WeakMap<ServerBuild["routes"], RouteObject[]>();

function tree(routes: ServerBuild["routes"]): RouteObject[] {
  const known = trees.get(routes);
  if (known) return known;
  const nodes = new Map<string, Node>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    nodes.set(
      route.id,
      route.index
        ? { id: route.id, index: true, ...(route.path !== undefined ? { path: route.path } : {}) }
        : {
            id: route.id,
            ...(route.path !== undefined ? { path: route.path } : {}),
            ...(route.caseSensitive ? { caseSensitive: true } : {}),
            children: [],
          },
    );
  }
  const roots: Node[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id) as Node;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent && !parent.index) (parent.children ??= []).push(node);
    else if (!parent) roots.push(node);
  }
  trees.set(routes, roots);
  return roots;
}

/** The methods the route matching `pathname` answers, or null when none matches (the 404 is the router's). */
export function allowedMethods(build: Pick<ServerBuild, "routes">, pathname: string): string[] | null {
  const matches = matchRoutes(tree(build.routes), pathname);
  const leaf = matches?.at(-1)?.route;
  if (!leaf?.id) return null;
  const module = build.routes[leaf.id]?.module;
  if (!module) return null;
  const methods: string[] = [];
  if (module.loader || module.default) methods.push("GET", "HEAD");
  if (module.action) methods.push("POST");
  return methods;
}
